import fc from 'fast-check';

/**
 * fast-check arbitraries for the fuzzer: values that fit an OpenAPI (JSON) schema well enough
 * to get past the first checks, and hostile values that do not (control characters, unpaired
 * surrogates, injections, huge and wrongly typed values). Each field of a request is one or
 * the other, so a route is reached both at its edges and deep inside.
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  nullable?: boolean;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

/** Text that has broken servers before: each is a known class of hostile input. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'Hana\u0000',
  '\ud800',
  'a\udc00b',
  '\u001b[31m',
  '\u0008\u0007\u000b',
  '\u202eevil',
  '\ufeff',
  '../../../../etc/passwd',
  "' OR '1'='1' --",
  '"; DROP TABLE members; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose.
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  '%00',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  '9'.repeat(40),
  'ｱｲｳ漢字👨‍👩‍👧',
  '💥'.repeat(600),
  'A'.repeat(70_000),
];

const NASTY_UNITS = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udfff',
  '\u202e',
  'a',
  'é',
  '漢',
  '👶',
  '%',
  '/',
];

const nested = (depth: number): unknown => (depth === 0 ? 'deep' : { a: nested(depth - 1) });

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...NASTY_UNITS), maxLength: 24 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      -1,
      0,
      -0.5,
      0.5,
      2 ** 31,
      2 ** 53 + 2,
      -(2 ** 63),
      1e308,
      Number.MAX_SAFE_INTEGER,
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': 1 }) },
  { weight: 1, arbitrary: fc.constant(nested(60)) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 4 }), { minLength: 200, maxLength: 300 }) },
);

export function resolveRef(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  let s = schema;
  for (let i = 0; s.$ref && i < 10; i++) s = components[s.$ref.split('/').pop()!] ?? {};
  return s;
}

/** A value that fits `schema` (mostly): ids favour `ids`, the fixture's real rows. */
export function fitting(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  ids: readonly number[],
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolveRef(schema, components);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => fitting(a, components, ids, depth)));
  if (s.allOf?.length) return fitting(s.allOf[0]!, components, ids, depth);
  const base = fittingOfType(s, components, ids, depth);
  return s.nullable
    ? fc.oneof({ weight: 5, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) })
    : base;
}

function fittingOfType(
  s: JsonSchema,
  components: Record<string, JsonSchema>,
  ids: readonly number[],
  depth: number,
): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = s.minimum ?? -1000;
      const max = s.maximum ?? 1_000_000;
      const range = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
      const real = ids.filter((id) => id >= min && id <= max);
      return real.length ? fc.oneof(fc.constantFrom(...real), range) : range;
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 4) return fc.constant([]);
      return fc.array(fitting(s.items ?? {}, components, ids, depth + 1), {
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    }
    case 'object': {
      if (depth > 4 || !s.properties) return fc.constant({});
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(s.properties))
        record[key] = fitting(value, components, ids, depth + 1);
      return fc.record(record, { requiredKeys: s.required?.filter((k) => k in record) ?? [] });
    }
    default:
      return fittingString(s);
  }
}

function fittingString(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern), { size: 'small' });
    } catch {
      // A pattern fast-check cannot generate from: plain text below.
    }
  }
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 80) });
}

/** A field that is a fitting value most of the time and hostile otherwise. */
export function field(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  ids: readonly number[],
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fitting(schema, components, ids) },
    { weight: 2, arbitrary: hostileValue },
  );
}

/**
 * A body that fits its schema in every field but one, which is hostile: past validation of
 * the rest, so the hostile value reaches the service and the database (where a NUL used to
 * become a 500). Mixed hostile fields mostly stop at the first schema error.
 */
function oneHostileField(
  schema: JsonSchema,
  keys: string[],
  components: Record<string, JsonSchema>,
  ids: readonly number[],
): fc.Arbitrary<unknown> {
  const required = Object.fromEntries(keys.map((k) => [k, fitting(schema.properties![k]!, components, ids)]));
  return fc
    .tuple(fc.record(required), fc.constantFrom(...keys), hostileValue)
    .map(([base, key, value]) => ({ ...base, [key]: value }));
}

/** A JSON body: fitting with hostile fields, or wholly the wrong thing. */
export function body(
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
  ids: readonly number[],
): fc.Arbitrary<unknown> {
  const s = schema ? resolveRef(schema, components) : undefined;
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(s?.properties ?? {})) fields[key] = field(value, components, ids);
  const shaped = fc.record(fields, { requiredKeys: s?.required?.filter((k) => k in fields) ?? [] });
  const keys = Object.keys(fields);
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 4, arbitrary: keys.length ? oneHostileField(s!, keys, components, ids) : hostileValue },
    { weight: 1, arbitrary: fitting(s ?? {}, components, ids) },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** Header values a client may send (printable ASCII only: Node refuses the rest before us). */
export const hostileHeaders = fc.record(
  {
    range: fc.constantFrom(
      'bytes=-999999999',
      'bytes=0-',
      'bytes=5-1',
      'bytes=abc',
      'bytes=0-0,2-3,5-9',
      'bytes=99999999999-',
      'items=0-1',
      'bytes=-0',
      `bytes=${'0-1,'.repeat(500)}`,
    ),
    'accept-language': fc.constantFrom('ja', 'zh-TW,zh;q=0.9', 'vi-VN', '*', 'x'.repeat(300), ';;;q=abc'),
    'if-range': fc.constantFrom('"x"', 'Wed, 21 Oct 2015 07:28:00 GMT', ''),
    'idempotency-key': fc.constantFrom('k', 'x'.repeat(2000), '../..', '%00'),
    'upload-offset': fc.constantFrom('0', '-1', '1e309', 'abc', '99999999999999999999'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1'),
  },
  { requiredKeys: [] },
);

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  'application/offset+octet-stream',
  'application/xml',
] as const;

/** Languages callers send; the answer must be in the one it names (en-US for the rest). */
export const LANGUAGES = ['ja', 'hant', 'vi', 'en-US', 'zh-Hant', 'xx', ''] as const;
