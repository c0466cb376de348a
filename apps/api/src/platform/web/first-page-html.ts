import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { acceptedLanguages, detectInitialLanguage, type TextLanguage } from '@omoide/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The HTML of a page a parent opens first (the event, a photo, the cart, the guest landing:
 * apps/web/src/shared/routing/first-pages.ts), with that page's code and its texts in the
 * visitor's language named as `modulepreload` and style `preload` links (docs/decisions/041).
 *
 * Without them a phone learns of the page's chunks only once the entry script has run, and
 * of its texts after that: two more round trips (≈ 300 ms each on slow 4G) before the page
 * can ask the API for anything. The build writes which files each page needs
 * (apps/web/build/first-page-preloads.ts); the language is detected as the page itself will
 * (contract/locale-detect.ts: the locale cookie, then Accept-Language), so the texts named
 * are the ones it asks for. The answer varies by those headers and says so in `Vary`.
 */

const HINTS_FILE = '.vite/first-pages.json';

interface Hints {
  pattern: string;
  scripts: string[];
  styles: string[];
  texts: Partial<Record<TextLanguage, string[]>>;
}

type Encoding = 'br' | 'gzip' | 'identity';
type Document = Record<Encoding, Buffer> & { etag: string };

/** A file name the build wrote: never anything that could break out of an attribute. */
const SAFE_HREF = /^\/[A-Za-z0-9._\-/]+$/;

function linksOf(hints: Hints, language: TextLanguage): string {
  const scripts = [...hints.scripts, ...(hints.texts[language] ?? [])].filter((href) => SAFE_HREF.test(href));
  const styles = hints.styles.filter((href) => SAFE_HREF.test(href));
  // `crossorigin` as Vite's own links have it, so the page's imports reuse these fetches.
  // Styles are fetched, not applied: as stylesheets they would hold the first paint (the
  // header's shell in index.html) until all of them arrived; Vite's loader applies them.
  return [
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
}

function documentOf(html: string): Document {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: createHash('sha256').update(identity).digest('base64url').slice(0, 20),
  };
}

/**
 * Answers a first page's address with its hinted HTML; `null` when the build has no hints
 * file (an older build, or tests' stand-in dist) so the plain index.html is sent instead.
 */
export function firstPageDocuments(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hintsFile = path.join(distDir, HINTS_FILE);
  let loadedFor = -1;
  let pages: Array<{ pattern: RegExp; hints: Hints }> = [];
  let index = '';
  const documents = new Map<string, Document>();

  /** Reads the build again when index.html changed (a new build is served at once). */
  function current(): boolean {
    if (!existsSync(hintsFile)) return false;
    const stamp = statSync(indexFile).mtimeMs + statSync(hintsFile).mtimeMs;
    if (stamp !== loadedFor) {
      const list = JSON.parse(readFileSync(hintsFile, 'utf8')) as Hints[];
      pages = list.map((hints) => ({ pattern: new RegExp(hints.pattern), hints }));
      index = readFileSync(indexFile, 'utf8');
      documents.clear();
      loadedFor = stamp;
    }
    return index.includes('</head>');
  }

  return function send(request: FastifyRequest, reply: FastifyReply, pathname: string): boolean {
    if (!current()) return false;
    const found = pages.findIndex((page) => page.pattern.test(pathname));
    if (found < 0) return false;
    const language = detectInitialLanguage(
      request.headers.cookie ?? '',
      acceptedLanguages(request.headers['accept-language']),
    );
    const key = `${found}:${language}`;
    let document = documents.get(key);
    if (!document) {
      document = documentOf(index.replace('</head>', `${linksOf(pages[found]!.hints, language)}</head>`));
      documents.set(key, document);
    }
    const encoding: Encoding =
      (negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']) as Encoding | null) ??
      'identity';
    const etag = `"${document.etag}-${encoding}"`;
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304).send();
      return true;
    }
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    void reply.code(200).send(document[encoding]);
    return true;
  };
}
