import type { FastifyPluginAsync } from 'fastify';
import { challengeAnswer } from './challenge-answer';

// RFC 8555 tokens are base64url; anything else is not ours and costs no query.
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * HTTP-01 answers (RFC 8555 §8.3): GET /.well-known/acme-challenge/:token on any host, without
 * authentication, as the certificate authority asks for it. A key authorization is public by
 * design; only tokens of an order under way are known.
 */
export const acmeChallengeRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>(
    '/.well-known/acme-challenge/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      const { token } = request.params;
      const keyAuthorization = TOKEN.test(token) ? await challengeAnswer(app.db, token) : null;
      if (keyAuthorization === null)
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type('text/plain; charset=utf-8').send(keyAuthorization);
    },
  );
};
