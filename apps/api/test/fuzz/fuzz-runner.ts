import { toTextLanguage } from '@omoide/contract';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  body,
  CONTENT_TYPES,
  field,
  fitting,
  hostileHeaders,
  hostileValue,
  type JsonSchema,
  LANGUAGES,
} from './arbitraries';

/**
 * The schema-driven fuzzer (issue #25): every operation of the app's OpenAPI document, called
 * by every kind of caller with requests built from the operation's own schema — fitting values
 * mixed with hostile ones, broken bodies, odd content types and headers. Every answer must be
 * below 500 and every error in the §8 shape, in the caller's language.
 */
export type Operation = {
  method: string;
  route: string;
  params: { name: string; in: 'path' | 'query' | 'header'; schema: JsonSchema }[];
  bodySchema?: JsonSchema;
};

type OpenApi = {
  paths: Record<string, Record<string, { parameters?: Operation['params']; requestBody?: unknown }>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([route, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      route,
      params: op.parameters ?? [],
      bodySchema: (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema,
    })),
  );
}

type FuzzRequest = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  lang: string;
  contentType: string;
  body: unknown;
  rawBody: string | null;
};

// Path values that are not values at all: an undecodable escape, a parameter past the limit.
const RAW_PATH = ['%E0%A4%A', '%', 'x'.repeat(1100), '..%2F..%2Fetc', '%2e%2e'];
const RAW_BODIES = ['{', '{"a":', 'null', '"x"', '\u0000', '['.repeat(3000), '{"__proto__":{"x":1}}', ''];
// Unpaired surrogates cannot be percent-encoded as UTF-8: send the bytes a broken client would.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encodePart(value: unknown): string {
  const text =
    typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd')).replaceAll('%EF%BF%BD', '%ED%A0%80');
}

function requestOf(op: Operation, components: Record<string, JsonSchema>, ids: readonly number[]) {
  const byIn = (where: string) => op.params.filter((p) => p.in === where);
  const path: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of byIn('path')) {
    path[p.name] = fc.oneof(
      { weight: 6, arbitrary: fitting(p.schema, components, ids) },
      { weight: 2, arbitrary: hostileValue },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH).map((raw) => ({ raw })) },
    );
  }
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of byIn('query')) query[p.name] = field(p.schema, components, ids);
  const headerParams: Record<string, fc.Arbitrary<string>> = {};
  for (const p of byIn('header')) headerParams[p.name] = fitting(p.schema, components, ids).map(String);
  return fc.record<FuzzRequest>({
    path: fc.record(path),
    query: fc.record(query, { requiredKeys: [] }),
    headers: fc
      .tuple(hostileHeaders, fc.record(headerParams, { requiredKeys: [] }))
      .map(([hostile, own]) => ({ ...hostile, ...own })),
    lang: fc.constantFrom(...LANGUAGES),
    contentType: fc.oneof(
      { weight: 5, arbitrary: fc.constant('application/json') },
      { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
    body: body(op.bodySchema, components, ids),
    rawBody: fc.oneof(
      { weight: 8, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
    ),
  });
}

function injectOf(op: Operation, r: FuzzRequest, token: string | null): InjectOptions {
  const url = op.route.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = r.path[name];
    return value && typeof value === 'object' && 'raw' in value ? String(value.raw) : encodePart(value);
  });
  const query = Object.entries(r.query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.slice(0, 5).map((x) => [k, x]) : [[k, v]]))
    .map(([k, v]) => `${encodeURIComponent(String(k))}=${encodePart(v)}`)
    .join('&');
  const headers: Record<string, string> = { ...r.headers, 'x-language': r.lang };
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
  if (hasBody) headers['content-type'] = r.contentType;
  return {
    method: op.method as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
    headers,
    payload: hasBody ? (r.rawBody ?? JSON.stringify(r.body ?? null)) : undefined,
  };
}

/** What is wrong with an answer, or null: a 5xx, or an error outside §8 or the caller's language. */
export function judge(status: number, text: string, lang: string): string | null {
  if (status >= 500) return `${status}`;
  if (status < 400) return null;
  let answer: {
    display_message?: unknown;
    display_message_lang?: Record<string, unknown>;
    display_code?: unknown;
  };
  try {
    answer = JSON.parse(text);
  } catch {
    return `${status} not JSON`;
  }
  if (
    typeof answer?.display_message !== 'string' ||
    typeof answer.display_code !== 'string' ||
    typeof answer.display_message_lang !== 'object' ||
    answer.display_message_lang === null
  )
    return `${status} outside §8`;
  const expected = toTextLanguage(lang);
  if (answer.display_message !== answer.display_message_lang[expected]) return `${status} not in ${expected}`;
  return null;
}

export type Caller = { name: string; token: () => Promise<string | null> };
export type FuzzOptions = { runs: number; seconds: number; seed: number; ids: readonly number[] };
export type FuzzReport = {
  operations: number;
  pairs: number;
  cases: number;
  statuses: Record<number, number>;
  failures: Map<string, { count: number; example: string }>;
  timedOut: boolean;
  ms: number;
};

export async function fuzz(
  app: FastifyInstance,
  doc: OpenApi,
  callers: Caller[],
  options: FuzzOptions,
): Promise<FuzzReport> {
  const components = doc.components?.schemas ?? {};
  const ops = operationsOf(doc);
  const started = Date.now();
  const report: FuzzReport = {
    operations: ops.length,
    pairs: 0,
    cases: 0,
    statuses: {},
    failures: new Map(),
    timedOut: false,
    ms: 0,
  };
  outer: for (const [index, op] of ops.entries()) {
    const requests = fc.sample(requestOf(op, components, options.ids), {
      seed: options.seed + index,
      numRuns: options.runs * callers.length,
    });
    for (const [c, caller] of callers.entries()) {
      // A fresh token per operation: a sign-out or password change fuzzed earlier must not
      // leave the rest of the run unauthenticated.
      const token = await caller.token();
      for (const r of requests.slice(c * options.runs, (c + 1) * options.runs)) {
        if (Date.now() - started > options.seconds * 1000) {
          report.timedOut = true;
          break outer;
        }
        const request = injectOf(op, r, token);
        const res = await app.inject(request);
        report.cases++;
        report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
        const problem = judge(res.statusCode, res.body, r.lang);
        if (!problem) continue;
        const key = `${op.method} ${op.route} as ${caller.name}: ${problem}`;
        const seen = report.failures.get(key);
        if (seen) seen.count++;
        else
          report.failures.set(key, {
            count: 1,
            example: `${request.method} ${String(request.url).slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 300)} body=${String(request.payload ?? '').slice(0, 300)} → ${res.body.slice(0, 300)}`,
          });
      }
      report.pairs++;
    }
  }
  report.ms = Date.now() - started;
  return report;
}

export function formatReport(report: FuzzReport): string {
  const lines = [
    `fuzz: ${report.operations} operations, ${report.pairs} operation × caller pairs, ${report.cases} cases in ${(report.ms / 1000).toFixed(1)} s${report.timedOut ? ' (stopped at the time limit)' : ''}`,
    `statuses: ${Object.entries(report.statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
    `failures: ${report.failures.size}`,
  ];
  for (const [key, { count, example }] of report.failures) lines.push(`  ${key} (${count}×)\n    ${example}`);
  return lines.join('\n');
}
