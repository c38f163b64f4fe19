// The baseline of bench/api-throughput.ts and bench/cold-start.ts: Fastify alone, answering the
// bodies it is given with their content type. Plain JavaScript so that it starts with exactly the
// Node flags the real server gets. BARE_FASTIFY is the path of the server's own Fastify (same
// version); BARE_ROUTES is {path: {body, contentType}}.
import { pathToFileURL } from 'node:url';

const { default: Fastify } = await import(pathToFileURL(process.env.BARE_FASTIFY).href);
const routes = JSON.parse(process.env.BARE_ROUTES ?? '{}');
const app = Fastify({ logger: false });
for (const [path, { body, contentType }] of Object.entries(routes)) {
  app.get(path, (_request, reply) => reply.type(contentType).send(body));
}
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
