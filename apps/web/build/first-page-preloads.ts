import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { FIRST_PAGES } from '../src/shared/routing/first-pages';

/** Where the build leaves the hints; `.vite/` is never served (web-app.ts reads it). */
export const FIRST_PAGE_HINTS_FILE = '.vite/first-pages.json';

/** What the server names in a first page's HTML (apps/api/src/platform/web/first-page-hints.ts). */
export interface FirstPageHints {
  /** The address pattern's source (first-pages.ts). */
  pattern: string;
  /** The page's own chunks and what they import, beyond what index.html already loads. */
  scripts: string[];
  styles: string[];
  /** Per language: its `common` and the page's namespace (i18n.ts loads exactly these first). */
  texts: Record<string, string[]>;
}

const LANGUAGES = ['ja', 'hant', 'vi', 'en-US'];

/** Every chunk `key` imports statically, itself included, in the order a browser meets them. */
function staticClosure(manifest: Manifest, key: string, skip: Set<string>): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || skip.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const next of manifest[k].imports ?? []) visit(next);
  };
  visit(key);
  return [...seen];
}

/** The built file of one language's namespace (`locale-ja-events`, vite.config.ts's groups). */
function textFile(manifest: Manifest, language: string, namespace: string): string {
  const name = `locale-${language}-${namespace}`;
  const chunk = Object.values(manifest).find((c) => c.name === name);
  if (!chunk) throw new Error(`first-page hints: no chunk ${name} in the build`);
  return `/${chunk.file}`;
}

export function firstPageHints(manifest: Manifest): FirstPageHints[] {
  // index.html already loads the entry and names its imports.
  const shell = new Set(staticClosure(manifest, 'index.html', new Set()));
  return FIRST_PAGES.map((page) => {
    if (!manifest[page.page]) throw new Error(`first-page hints: ${page.page} is not a chunk of the build`);
    const chunks = staticClosure(manifest, page.page, shell).map((key) => manifest[key]!);
    return {
      pattern: page.pattern.source,
      scripts: chunks.map((c) => `/${c.file}`),
      styles: chunks.flatMap((c) => (c.css ?? []).map((file) => `/${file}`)),
      texts: Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          ['common', page.namespace].map((namespace) => textFile(manifest, language, namespace)),
        ]),
      ),
    };
  });
}

/**
 * Writes the first pages' hints beside Vite's manifest once the build is on disk: the server
 * adds them to the HTML of a matching address as `modulepreload` and `preload` links, so a
 * phone fetches the page's code and texts beside the entry script instead of after it (two
 * round trips fewer on a slow network; docs/decisions/041).
 */
export function firstPagePreloads(): Plugin {
  let outDir = 'dist';
  return {
    name: 'omoide-first-page-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      writeFileSync(
        path.join(outDir, FIRST_PAGE_HINTS_FILE),
        `${JSON.stringify(firstPageHints(manifest))}\n`,
      );
    },
  };
}
