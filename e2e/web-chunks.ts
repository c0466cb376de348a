import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the built web app is made of, read from Vite's manifest (the chunk graph) and each
 * chunk's source map (the modules inside it): which chunks a buyer's page loads and which of
 * them carry the operators' studio (docs/decisions/016, 022).
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
export const WEB_DIST = path.join(repoRoot, 'apps/web/dist');

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist = WEB_DIST): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`no build manifest at ${file}: run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The source modules of one built file (`assets/x.js`), as paths from the repository root. */
export function modulesOf(file: string, dist = WEB_DIST): string[] {
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  const from = path.dirname(path.join(dist, file));
  return map.sources.map((source) => path.relative(repoRoot, path.resolve(from, source)));
}

/** The studio's own code and the contract's studio schemas (operators, invitations, inquiries…). */
export function isStudioModule(module: string): boolean {
  return module.startsWith('apps/web/src/studio/') || /^packages\/contract\/src\/api\/studio/.test(module);
}

/** The page modules of the buyers' route table (every lazy route but the studio's tree). */
export function buyerRouteKeys(manifest: Manifest): string[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && /^src\/(features|app)\//.test(chunk.src ?? ''))
    .map(([key]) => key);
}

/** Every chunk a page loads before it can show: the entry's and its route's static imports. */
export function firstLoadChunks(manifest: Manifest, routeKey: string | null): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit('index.html');
  if (routeKey) visit(routeKey);
  return seen;
}

/** The built files (`assets/…js`) that carry any studio module. */
export function studioFiles(manifest: Manifest, dist = WEB_DIST): Set<string> {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.file.endsWith('.js') && modulesOf(chunk.file, dist).some(isStudioModule)) files.add(chunk.file);
  }
  return files;
}
