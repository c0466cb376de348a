import path from 'node:path';
import { cruise, type ICruiseResult, type IModule } from 'dependency-cruiser';

/**
 * The import graph of the repository's own TypeScript (API, web, sandbox, contract), read by
 * dependency-cruiser: every file with the files it imports, type-only imports included (they
 * couple two files as much as any other). Test files are left out: nothing imports them, so
 * they close no circle, and a test may reach into any module it checks.
 */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export const CRUISED_FOLDERS = [
  'apps/api/src',
  'apps/api/test',
  'apps/web/src',
  'apps/gateway-sandbox/src',
  'packages/contract/src',
];

export type ImportEdge = { from: string; to: string; module: string; typeOnly: boolean };

export type ImportGraph = {
  files: string[];
  edges: ImportEdge[];
  /** Each import circle as the chain of files it runs through, first file repeated at the end. */
  circles: string[][];
};

export async function readImportGraph(): Promise<ImportGraph> {
  const cwd = process.cwd();
  // dependency-cruiser names files relative to the working folder.
  process.chdir(REPO_ROOT);
  try {
    const result = await cruise(
      CRUISED_FOLDERS,
      {
        tsPreCompilationDeps: true,
        doNotFollow: { path: 'node_modules' },
        exclude: { path: ['/dist/', '\\.test\\.tsx?$'] },
        validate: true,
        ruleSet: {
          forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }],
        },
      },
      {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        // The web app's `@/` is its src folder (apps/web/tsconfig.json, vite.config.ts).
        alias: { '@': path.join(REPO_ROOT, 'apps/web/src') },
        conditionNames: ['import', 'node', 'default'],
        exportsFields: ['exports'],
        mainFields: ['module', 'main'],
      },
    );
    return toGraph(result.output as ICruiseResult);
  } finally {
    process.chdir(cwd);
  }
}

function toGraph(result: ICruiseResult): ImportGraph {
  const ours = (file: string) => !file.includes('node_modules/');
  const modules = result.modules.filter((m: IModule) => ours(m.source));
  const edges = modules.flatMap((m) =>
    m.dependencies
      .filter((d) => !d.coreModule)
      .map((d) => ({
        from: m.source,
        to: d.resolved,
        module: d.module,
        typeOnly: d.dependencyTypes.includes('type-only'),
      })),
  );
  const seen = new Set<string>();
  const circles: string[][] = [];
  for (const violation of result.summary.violations) {
    const chain = [violation.from, ...(violation.cycle ?? []).map((step) => step.name)];
    // dependency-cruiser reports a circle once from each file on it.
    const key = [...new Set(chain)].sort().join('\n');
    if (seen.has(key)) continue;
    seen.add(key);
    circles.push(chain);
  }
  return { files: modules.map((m) => m.source), edges, circles };
}

/**
 * Strongly connected groups of more than one node in a directed graph (Tarjan), each with one
 * cycle through it spelled out, for a message a reader can follow.
 */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => cycleWithin(graph, new Set(group)));
}

/** A shortest way from the group's first node (by name) back to itself, inside the group. */
function cycleWithin(graph: Map<string, Set<string>>, group: Set<string>): string[] {
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!group.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      queue.push(next);
    }
  }
  return [...group];
}
