import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TJsonSchema = Parameters<typeof fastJsonStringify>[0];

/**
 * A response written by fast-json-stringify from the JSON Schema of the route's zod schema: only
 * the schema's fields, at JSON.stringify's speed, where the zod serializer first checks the whole
 * answer against the schema (the app object: 80 µs instead of 30). For the hot reads, whose answers
 * are built field by field by typed code. A schema JSON Schema cannot describe (a transform, a
 * date) keeps the zod serializer.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const fast = fastSerializerOf(route.schema);
  if (fast) return fast;
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};

/**
 * The fast-json-stringify writer of a zod schema, or null where JSON Schema cannot describe it.
 * Also for an answer serialised once and kept (lib/read-cache.ts).
 */
export function fastSerializerOf(schema: unknown): ((value: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  let jsonSchema: TJsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as TJsonSchema;
  } catch {
    return null;
  }
  return fastJsonStringify(jsonSchema);
}
