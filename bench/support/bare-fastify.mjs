// The baseline of bench/api-throughput.ts and bench/cold-start.ts: Fastify alone, answering the
// bodies it is given with their content type. Plain JavaScript so that it starts with exactly the
// Node flags the real server gets. BARE_FASTIFY is the path of the server's own Fastify (same
// version); BARE_ROUTES is {path: {body, contentType}} or, for bytes already compressed,
// {path: {bodyBase64, contentType, contentEncoding}}; either may also have `headers`, sent as they
// are.
import { pathToFileURL } from 'node:url';

const { default: Fastify } = await import(pathToFileURL(process.env.BARE_FASTIFY).href);
const routes = JSON.parse(process.env.BARE_ROUTES ?? '{}');
const app = Fastify({ logger: false });
for (const [path, route] of Object.entries(routes)) {
  if (route.bodyBase64) {
    // Bytes as they came, sent with their Content-Encoding (none when empty).
    const bytes = Buffer.from(route.bodyBase64, 'base64');
    const encoding = route.contentEncoding ? { 'content-encoding': route.contentEncoding } : {};
    app.get(path, (_request, reply) =>
      reply
        .headers({ ...(route.headers ?? {}), ...encoding })
        .type(route.contentType)
        .send(bytes),
    );
  } else if (route.headers) {
    app.get(path, (_request, reply) =>
      reply.headers(route.headers).type(route.contentType).send(route.body),
    );
  } else {
    app.get(path, (_request, reply) => reply.type(route.contentType).send(route.body));
  }
}
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
