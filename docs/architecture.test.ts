// docs/architecture.md kept true (issue #30): every file and folder it names, and every link,
// exists in the repository, and its "Where does X live" table points each rule at one file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const DOC = join(ROOT, 'docs/architecture.md');
const text = readFileSync(DOC, 'utf8');

// Folders never named as sources: dependencies, build output, runtime data.
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
]);

function walk(folder: string, into: string[]) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(folder, entry.name);
    into.push(relative(ROOT, path) + (entry.isDirectory() ? '/' : ''));
    if (entry.isDirectory()) walk(path, into);
  }
  return into;
}
const TREE = walk(ROOT, []);

/** Named as what the build writes, so absent from a fresh checkout. */
const GENERATED = new Set(['apps/web/dist']);

/** Source files are named by these endings; runtime files (ledgers, locks, media variants) are not checked. */
const SOURCE = /\.(ts|tsx|mjs|md|css|sql)$/;

/**
 * A named path exists when it is a path of the repository (from its root), or the end of one
 * (`payments/card-gateway.ts`, `event-access.ts`: the document names files inside the module
 * its row is about). A `*` stands for any part of a name (`seed/faq/*.json`, `categories-admin.*`).
 */
function exists(named: string): boolean {
  const path = named.replace(/\/$/, '');
  if (GENERATED.has(path)) return true;
  if (!path.includes('*') && existsSync(join(ROOT, path))) return true;
  const pattern = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  const tail = new RegExp(`(^|/)${pattern}/?$`);
  return TREE.some((file) => tail.test(file));
}

/** What the document names as a file or folder in code spans: `apps/web/src/app/route-table.ts`, `cvs-expiry.ts`. */
function namedPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const [, span] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const name = span!.trim();
    // Not a path: commands, URLs and routes, placeholders, environment names, SQL.
    if (/\s|[{}<>=:,()[\]@]/.test(name) || name.startsWith('/') || name.startsWith('.')) continue;
    if (/(^|\/)[A-Z_]+(\/|$)/.test(name)) continue; // DATA_DIR/uploads: a setting, not a path
    const isFile = SOURCE.test(name) || /\.\*$/.test(name);
    const isFolder = name.includes('/') && !/\.[a-z0-9]+$/i.test(name.split('/').pop()!);
    if (isFile || isFolder) found.add(name);
  }
  return [...found];
}

/** Relative links of the document (`[README](../README.md)`), as repository paths. */
function linkedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!.split('#')[0]!)
    .filter((target) => target && !/^[a-z]+:/.test(target))
    .map((target) => relative(ROOT, resolve(dirname(DOC), target)));
}

/** Rows of the "Where does X live" table: the rule and the code spans of its second cell. */
function whereRows(markdown: string): { rule: string; files: string[] }[] {
  const section = markdown.split(/^## Where does X live\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => {
      const [rule = '', where = ''] = line.split('|').slice(1);
      return { rule: rule.trim(), files: [...where.matchAll(/`([^`]+)`/g)].map(([, path]) => path!) };
    });
}

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const named = namedPaths(text);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((path) => !exists(path))).toEqual([]);
  });

  it('links only to files that exist', () => {
    const links = linkedPaths(text);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('keeps every table cell readable (no paragraph in a cell)', () => {
    const long = text
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .flatMap((line) => line.split('|'))
      .filter((cell) => cell.trim().length > 700);
    expect(long.map((cell) => `${cell.trim().slice(0, 60)}…`)).toEqual([]);
  });

  it('says where each of the twelve rules lives, in one file from the repository root', () => {
    const rows = whereRows(text);
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      expect(row.files, row.rule).toHaveLength(1);
      expect(existsSync(join(ROOT, row.files[0]!)), `${row.rule}: ${row.files[0]}`).toBe(true);
    }
  });
});

describe('the path finder', () => {
  it('takes code spans that are files or folders, and leaves commands, routes and settings', () => {
    expect(
      namedPaths(
        '`apps/web/src/app/route-table.ts` `cvs-expiry.ts` `modules/orders` `faces/photo-alerts.*` ' +
          '`npm run reconcile` `/api/cart` `originals/{event}/{uuid}.{ext}` `DATA_DIR/uploads` ' +
          '`card-ledger.jsonl` `PUBLIC_URL` `x-language`',
      ),
    ).toEqual(['apps/web/src/app/route-table.ts', 'cvs-expiry.ts', 'modules/orders', 'faces/photo-alerts.*']);
  });

  it('finds a path from the root, by its end, or by a pattern, and misses what is not there', () => {
    expect(exists('apps/api/src/main.ts')).toBe(true);
    expect(exists('operators/operator-guard.ts')).toBe(true);
    expect(exists('modules/orders')).toBe(true);
    expect(exists('categories-admin.*')).toBe(true);
    expect(exists('apps/web/README.missing.md')).toBe(false);
    expect(exists('rders/checkout-checks.ts')).toBe(false);
  });
});
