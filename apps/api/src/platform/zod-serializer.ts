import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Response serialisation from the routes' zod schemas, compiled once per route into
 * fast-json-stringify (Fastify's own serialiser) through zod's JSON Schema export. The zod
 * provider's default encodes through zod on every reply, about a third slower
 * (bench/http-baseline). Our response schemas are plain data (no transforms), so the JSON
 * Schema says all there is; like zod, properties not in the schema are dropped.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
