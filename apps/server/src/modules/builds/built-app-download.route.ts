import { ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZDownloadParams } from '@oc/domain/builds/build.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuthWith, scopeOf, type TAuthenticate } from '../../plugins/require-auth';
import type { TDownload } from './built-app-file';
import { downloadBuiltApp } from './download-built-app';
import { downloadByLink } from './download-by-link';

const errors = (...statuses: (400 | 401 | 403 | 404)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

const DOWNLOAD_DESCRIPTION = [
  'The newest built file of that platform, mode and file type, as an attachment under its file_name.',
  'Either with the owner’s bearer token, or with a signed link from POST …/link (`built`, `expires`, `signature`): that one built file, until it expires, without logging in.',
  'A wrong or expired link is 403; neither a token nor a link is 401.',
].join(' ');

/** Signed link parameters are read by the operation, so that a malformed one is 403 like any other. */
const ZLinkQuery = z.object({
  built: z.string().optional(),
  expires: z.string().optional(),
  signature: z.string().optional(),
});

function sendDownload(reply: FastifyReply, file: TDownload) {
  return (
    reply
      .type(file.contentType)
      // The file name is made of letters, digits, dashes and dots (artifactFileName).
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(file.size))
      .send(file.stream())
  );
}

/**
 * The download, outside the bearer-only scope: a signed link opened on a phone carries no token.
 * Without a link it takes the bearer token exactly as every other route does (`authenticate`).
 */
export function downloadRoutes(authenticate: TAuthenticate): FastifyPluginAsyncZod {
  const requireAuth = requireAuthWith(authenticate);
  const isLink = (query: unknown) => {
    const q = (query ?? {}) as Record<string, unknown>;
    return 'built' in q || 'expires' in q || 'signature' in q;
  };
  return async (app) => {
    app.get(
      '/builder/apps/:appId/downloads/:platform/:mode/:extension',
      {
        // Before anything else, as in the bearer-only scope: no link and no token is 401.
        onRequest: async (request, reply) => {
          if (!isLink(request.query)) await requireAuth(request, reply);
        },
        schema: {
          tags: ['builds'],
          summary: 'Download a built app',
          description: DOWNLOAD_DESCRIPTION,
          params: ZDownloadParams,
          querystring: ZLinkQuery,
          produces: [
            'application/vnd.android.package-archive',
            'application/octet-stream',
            'application/zip',
          ],
          response: errors(400, 401, 403, 404),
        },
      },
      async (request, reply) => {
        if (isLink(request.query)) {
          const file = await downloadByLink(
            app.db,
            app.secrets,
            app.storage,
            request.params,
            request.query,
          );
          return sendDownload(reply, file);
        }
        return sendDownload(
          reply,
          await downloadBuiltApp(scopeOf(request), app.storage, request.params),
        );
      },
    );
  };
}
