import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstPageDocuments } from './first-page-html';

// Paths the single-page app never owns: unknown ones there stay JSON 404s.
const NON_SPA_PREFIXES = ['/api', '/healthz', '/readyz', '/sandbox', '/dev/', '/media'];

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Serves the built web app (apps/web/dist) on the API's port. Hashed assets are immutable
 * for a year; index.html, the service worker and version.json are revalidated every time (by
 * ETag) so a new build is seen at once (the app polls version.json, spec §7 "Framework
 * requests"). The build leaves a brotli and a gzip copy beside each text file
 * (apps/web/scripts/precompress.mjs): the copy the request's Accept-Encoding prefers is sent,
 * with `Vary: Accept-Encoding`, so no request pays for compressing (docs/decisions/022).
 * Returns the SPA fallback: any other GET that wants HTML gets index.html and the client
 * router decides (its own 404 page included); the pages a parent opens first get it with their
 * code and texts named up front (first-page-html.ts).
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<SpaFallback | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app is not built; serving the API only');
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    etag: true,
    preCompressed: true,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendFirstPage = firstPageDocuments(distDir);
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url;
    if (NON_SPA_PREFIXES.some((p) => url === p || url.startsWith(p.endsWith('/') ? p : `${p}/`)))
      return false;
    const pathname = url.split('?')[0] ?? '';
    if (path.extname(pathname) !== '') return false;
    if (sendFirstPage(request, reply, pathname)) return true;
    // Through the static handler: the same negotiation, ETag and 304 as every other file.
    void reply.code(200).sendFile('index.html');
    return true;
  };
}
