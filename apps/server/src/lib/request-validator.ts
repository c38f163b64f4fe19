import { formatMessage } from '@oc/domain/messages/messages';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGES } from '@oc/domain/text/storable-text.rules';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every request schema (params, query, body) is compiled through here: before the route's own schema
 * reads the input, all of its text is checked to be storable (no NUL character, no broken Unicode,
 * bounded nesting), so no route can forget it and no such value reaches the database as a 500.
 * Multipart bodies are not schema-validated; their readers apply the same rule to their fields.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const guarded = z
    .unknown()
    .superRefine((value, ctx) => {
      const found = findUnstorableText(value);
      if (found)
        ctx.addIssue({
          code: 'custom',
          path: found.path.map((p) => (typeof p === 'number' ? p : p.replaceAll('\u0000', '\\0'))),
          message: formatMessage(UNSTORABLE_TEXT_MESSAGES[found.reason]),
        });
    })
    .pipe(route.schema);
  return zodValidatorCompiler({ ...route, schema: guarded });
};
