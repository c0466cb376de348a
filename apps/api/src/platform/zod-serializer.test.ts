import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodSerializerCompiler } from './zod-serializer';

const compile = (schema: z.ZodType) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

describe('response serialisation from zod schemas', () => {
  it('writes the declared fields and drops undeclared ones (no accidental data leaks)', () => {
    const serialize = compile(
      z.object({ id: z.number().int(), name: z.string(), tags: z.array(z.string()) }),
    );
    const json = serialize({ id: 3, name: 'A', tags: ['x'], password_hash: 'secret' });
    expect(JSON.parse(json)).toEqual({ id: 3, name: 'A', tags: ['x'] });
  });

  it('handles nullable, optional, records and unions', () => {
    const serialize = compile(
      z.object({
        a: z.string().nullable(),
        b: z.number().optional(),
        c: z.record(z.string(), z.string()),
        d: z.union([z.object({ kind: z.literal('x'), x: z.number() }), z.object({ kind: z.literal('y') })]),
      }),
    );
    const value = { a: null, c: { ja: 'あ', vi: 'ă' }, d: { kind: 'x', x: 1 } };
    expect(JSON.parse(serialize(value))).toEqual(value);
  });
});
