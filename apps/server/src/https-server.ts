import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { SecureContext, TLSSocket } from 'node:tls';

// The HTTPS listener of custom domains (docs/decisions/016-custom-domain-serving.md): a second
// server in front of the same Fastify app, choosing each connection's certificate by the name the
// browser asks for (SNI).

/** The certificate of a host name, or null when this server has none for it. */
export type TContextFor = (hostname: string) => Promise<SecureContext | null>;

/** What the listener needs of the app: its request handler, and a log for failed lookups. */
type TApp = {
  routing(req: IncomingMessage, res: ServerResponse): void;
  log: { warn: (o: object, m?: string) => void };
};

/**
 * An HTTPS server feeding `app.routing`, so every route, hook and header of the app answers there
 * as on HTTP (request.protocol is 'https' from the TLS socket, so HSTS is sent). The certificate
 * comes from `contextFor(servername)`. A name without one, or a client that names no host (an
 * address typed in the browser), fails the handshake: there is no default certificate, so no
 * client is ever shown another domain's certificate.
 */
export function createHttpsServer(app: TApp, contextFor: TContextFor): Server {
  const server = createServer(
    {
      SNICallback: (servername, callback) => {
        const name = servername.toLowerCase();
        contextFor(name).then(
          (context) => {
            if (context) callback(null, context);
            else callback(new Error(`no certificate for ${name}`));
          },
          (error: unknown) => {
            app.log.warn({ err: error, servername: name }, 'certificate lookup failed');
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
      },
    },
    (req, res) => {
      if (isMisdirected(req)) return misdirected(res);
      app.routing(req, res);
    },
  );
  return server;
}

/** A Host header's name as a certificate names it: lower case, no port, no final dot. */
const hostNameOf = (host: string | undefined) =>
  (host ?? '').trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');

/**
 * A request whose Host is not the name its connection's certificate was chosen for (RFC 9110
 * §15.5.20): a connection opened for one shop's domain must not reach another host's pages (the
 * console, another shop) by naming it in the Host header, nor reuse that shop's certificate for them.
 */
function isMisdirected(req: IncomingMessage): boolean {
  const servername = (req.socket as TLSSocket).servername;
  const sni = typeof servername === 'string' ? servername.toLowerCase().replace(/\.$/, '') : '';
  return sni === '' || hostNameOf(req.headers.host) !== sni;
}

function misdirected(res: ServerResponse) {
  res.writeHead(421, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end('This address is not served on this connection. Open it in a new browser tab.\n');
}

/** Listens on host:port and answers the address (port 0 picks a free one). */
export async function listenHttps(server: Server, host: string, port: number) {
  server.listen(port, host);
  await once(server, 'listening');
  return server.address() as AddressInfo;
}

/**
 * Stops taking connections and waits for the open requests to finish (idle keep-alive connections
 * are closed at once). Call before app.close(), which knows nothing of this server.
 */
export function closeHttps(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server.listening) return resolve();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}
