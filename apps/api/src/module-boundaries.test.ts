import { beforeAll, describe, expect, it } from 'vitest';
import { cyclesOf, type ImportEdge, type ImportGraph, readImportGraph } from '../test/import-graph';

// Decision 029. The API's modules (apps/api/src/modules/<name>) are rooms with one job each:
// - they form a graph without cycles, so each can be read, tested and moved with what it
//   depends on only;
// - a module reads another's data through that module's services, never its *.repo.ts;
// - database access (drizzle's query helpers, the schema's tables) is in *.repo.ts files, so
//   "where is this table written" has one answer per module;
// and no file anywhere (API, web, sandbox, contract) is part of an import circle.

const MODULES = /^apps\/api\/src\/modules\/([^/]+)\//;
const moduleOf = (file: string) => MODULES.exec(file)?.[1];
const short = (file: string) => file.replace(/^apps\/api\/src\/modules\//, '');

/** Test support: fixtures may reach anywhere, as tests do. */
const TEST_SUPPORT = /(\.test\.tsx?|-test-kit\.ts)$|^apps\/api\/test\//;

/**
 * Database access outside a *.repo.ts, each with its reason. Anything under apps/api/src/db
 * is the database layer itself (client, schema, migrations, the copy to PostgreSQL).
 */
const DATABASE_ACCESS_OUTSIDE_REPOS: Record<string, string> = {
  'apps/api/src/bootstrap.ts': 'opens the database the process runs on and migrates it',
  'apps/api/src/main.ts': 'migrates the database before the first request',
  'apps/api/src/cli/backup.ts': 'a command-line tool: opens the database of the data folder',
  'apps/api/src/cli/migrate.ts': 'a command-line tool: opens the database and migrates it',
  'apps/api/src/cli/migrate-to-postgres.ts': 'a command-line tool: names the copy’s own error',
  'apps/api/src/cli/payment-context.ts': 'the reconcile and refund tools open the configured database',
  'apps/api/src/platform/data-dir/move-to-postgres.ts':
    'the move to PostgreSQL opens both databases and copies every table (decision 009)',
  'apps/api/src/seed/demo-seed.ts': 'the demo seed writes its fixture rows into an empty database',
  'apps/api/src/seed/demo-owner.ts': 'the demo seed writes its fixture rows into an empty database',
  'apps/api/src/seed/demo-accounts-lock.ts': 'the demo seed writes its fixture rows into an empty database',
  'apps/api/src/seed/demo-order.ts': 'the demo seed writes its fixture rows into an empty database',
};

const isDatabase = (edge: ImportEdge) =>
  edge.module === 'drizzle-orm' ||
  edge.module.startsWith('drizzle-orm/') ||
  edge.to.startsWith('apps/api/src/db/');

const targetName = (edge: ImportEdge) => (edge.module.startsWith('drizzle-orm') ? edge.module : edge.to);

/** Module → modules it imports, and for each pair the imports that make the edge. */
function moduleGraph(edges: ImportEdge[]) {
  const graph = new Map<string, Set<string>>();
  const because = new Map<string, string[]>();
  for (const edge of edges) {
    const from = moduleOf(edge.from);
    const to = moduleOf(edge.to);
    if (!from || !to || from === to || TEST_SUPPORT.test(edge.from)) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
    const key = `${from} → ${to}`;
    because.set(key, [...(because.get(key) ?? []), `${short(edge.from)} → ${short(edge.to)}`]);
  }
  return { graph, because };
}

function moduleCycles(edges: ImportEdge[]): string[] {
  const { graph, because } = moduleGraph(edges);
  return cyclesOf(graph).map((cycle) => {
    const steps = cycle.slice(1).map((to, i) => {
      const key = `${cycle[i]} → ${to}`;
      return `  ${key}: ${because.get(key)!.join(', ')}`;
    });
    return [`modules ${cycle.join(' → ')}`, ...steps].join('\n');
  });
}

function foreignRepoImports(edges: ImportEdge[]): string[] {
  return edges
    .filter((edge) => {
      const from = moduleOf(edge.from);
      const to = moduleOf(edge.to);
      return from && to && from !== to && edge.to.endsWith('.repo.ts') && !TEST_SUPPORT.test(edge.from);
    })
    .map((edge) => `${short(edge.from)} → ${short(edge.to)}`);
}

function databaseAccessOutsideRepos(edges: ImportEdge[]): string[] {
  return edges
    .filter(
      (edge) =>
        edge.from.startsWith('apps/api/src/') &&
        !edge.from.startsWith('apps/api/src/db/') &&
        !edge.from.endsWith('.repo.ts') &&
        !TEST_SUPPORT.test(edge.from) &&
        !(edge.from in DATABASE_ACCESS_OUTSIDE_REPOS) &&
        !edge.typeOnly &&
        isDatabase(edge),
    )
    .map((edge) => `${short(edge.from)} → ${targetName(edge)}`);
}

const report = (title: string, lines: string[]) => (lines.length ? `${title}\n${lines.join('\n')}` : '');

describe('import boundaries', () => {
  let graph: ImportGraph;
  beforeAll(async () => {
    graph = await readImportGraph();
  }, 180_000);

  it('reads the whole repository', () => {
    expect(graph.files.length).toBeGreaterThan(500);
    const modules = new Set(graph.files.map(moduleOf).filter(Boolean));
    expect([...modules]).toEqual(expect.arrayContaining(['orders', 'photos', 'faces', 'auth']));
    // The web app's `@/` imports resolve (a wrong alias would hide its circles).
    expect(graph.edges.some((e) => e.module.startsWith('@/') && e.to.startsWith('apps/web/src/'))).toBe(true);
  });

  it('has no file in an import circle', () => {
    const circles = graph.circles.map((chain) => `  ${chain.join(' → ')}`);
    expect(
      report('Import circles (break each by moving what both sides need into a third file):', circles),
    ).toBe('');
  });

  it('API modules form a graph without cycles', () => {
    expect(
      report('API module cycles (one module must stop importing the other):', moduleCycles(graph.edges)),
    ).toBe('');
  });

  it("no API module imports another module's *.repo.ts", () => {
    const lines = foreignRepoImports(graph.edges).map((line) => `  ${line}`);
    expect(report("Imports of another module's repository (ask its service instead):", lines)).toBe('');
  });

  it('database access only in *.repo.ts files and the listed exceptions', () => {
    const lines = databaseAccessOutsideRepos(graph.edges).map((line) => `  ${line}`);
    expect(
      report('Database access outside a *.repo.ts (move the query into the module’s repo):', lines),
    ).toBe('');
  });

  it('lists only exceptions that still exist and still access the database', () => {
    const accessing = new Set(graph.edges.filter((e) => !e.typeOnly && isDatabase(e)).map((e) => e.from));
    const stale = Object.keys(DATABASE_ACCESS_OUTSIDE_REPOS).filter((file) => !accessing.has(file));
    expect(stale).toEqual([]);
  });
});
