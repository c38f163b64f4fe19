import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Swagger UI's own policy: its page needs its inline scripts (allowed by hash, which staticCSP
 * computes) and inline styles, and is as unframeable as the console. Upgrade-insecure-requests is
 * dropped so the docs still load from a server on plain HTTP.
 */
function docsCsp(header: string): string {
  return header
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive !== 'upgrade-insecure-requests')
    .map((directive) => {
      if (directive.startsWith('frame-ancestors ')) return "frame-ancestors 'none'";
      // Swagger UI sets style attributes from its script; a hash in the list would disable
      // 'unsafe-inline', so the directive is replaced whole. Styles cannot run code.
      if (directive.startsWith('style-src ')) return "style-src 'self' 'unsafe-inline'";
      return directive;
    })
    .join('; ');
}

/** OpenAPI generated from the routes' zod schemas, served with its UI at /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Owner Console API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // API_DOCS=false: the description is still built (the fuzz probe reads it) but not served.
  if (!app.env.API_DOCS) return;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: docsCsp,
  });
}
