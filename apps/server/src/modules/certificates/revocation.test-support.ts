// A throwaway certificate authority for revocation tests: openssl makes its certificates and
// revocation lists (run without a shell, on generated file names, in a temporary directory), and
// a node:http server on loopback serves the lists where the certificates say they are.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type THandler = (req: IncomingMessage, res: ServerResponse) => void;

/** openssl's names for a revocation's reason (its index.txt). */
type TCrlReason = 'keyCompromise' | 'superseded' | 'cessationOfOperation';

export type TCrlAuthority = {
  /** The CA's certificate, PEM. */
  caPem: string;
  /** The address of `path` on the list server (http://127.0.0.1:<port><path>). */
  url(path: string): string;
  /** What the list server answers at `path` (404 elsewhere). */
  serve(path: string, handler: THandler | Buffer): void;
  /** How many requests `path` got. */
  hits(path: string): number;
  /**
   * A leaf for `domain` signed by the CA, `crlUrls` its distribution points: its chain (PEM, leaf
   * then CA, as the certificates module stores it) and its private key (PEM).
   */
  issue(input: {
    serial: string;
    domain: string;
    crlUrls: string[];
  }): Promise<{ chain: string; key: string }>;
  /**
   * A revocation list listing `revoked`, signed by the CA (`ca`), by another key under the CA's
   * name (`impostor`), or by the CA's key under another name (`renamed`).
   */
  crl(input: {
    revoked?: { serial: string; at: Date; reason?: TCrlReason }[];
    signer?: 'ca' | 'impostor' | 'renamed';
    format?: 'der' | 'pem';
    /** Its validity, else from now for a day. */
    lastUpdate?: Date;
    nextUpdate?: Date;
    /** The list's signature hash, else sha256. */
    digest?: 'sha256' | 'sha384';
  }): Promise<Buffer>;
  stop(): Promise<void>;
};

const CA_NAME = '/O=Test CRL Authority/CN=Test CRL CA';

function openssl(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('openssl', args, { cwd, timeout: 30_000 }, (error, _stdout, stderr) =>
      error
        ? reject(new Error(`openssl ${args[0]} failed: ${stderr || error.message}`))
        : resolve(),
    );
  });
}

/** openssl's index.txt time: YYMMDDHHMMSSZ. */
const indexTime = (date: Date) => `${date.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`;
/** openssl's -crl_lastupdate / -crl_nextupdate time: YYYYMMDDHHMMSSZ. */
const generalTime = (date: Date) => `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
// The CAs' keys are RSA, like Let's Encrypt's R intermediates: a WebCrypto RSA key is bound to
// one hash, which is where a list signed with another hash than the CA's certificate can fail.
const rsa = ['-newkey', 'rsa:2048', '-nodes'];

export async function startCrlAuthority(): Promise<TCrlAuthority> {
  const dir = await mkdtemp(join(tmpdir(), 'oc-crl-'));
  const selfSigned = (key: string, out: string, subject: string, newKey: boolean) =>
    openssl(
      [
        'req',
        '-x509',
        ...(newKey ? [...rsa, '-keyout', key] : ['-key', key]),
        '-out',
        out,
        '-days',
        '2',
        '-subj',
        subject,
      ],
      dir,
    );
  await selfSigned('ca.key', 'ca.pem', CA_NAME, true);
  await selfSigned('impostor.key', 'impostor.pem', CA_NAME, true);
  await selfSigned('ca.key', 'renamed.pem', '/O=Test CRL Authority/CN=Another CA', false);
  await writeFile(
    join(dir, 'ca.cnf'),
    '[ca]\ndefault_ca = d\n[d]\ndatabase = index.txt\ncrlnumber = crlnumber\n',
  );
  await writeFile(join(dir, 'crlnumber'), '01\n');
  const caPem = await readFile(join(dir, 'ca.pem'), 'utf8');

  const routes = new Map<string, THandler>();
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const handler = routes.get(path);
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  let files = 0;
  return {
    caPem,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve(path, handler) {
      routes.set(
        path,
        Buffer.isBuffer(handler)
          ? (_req, res) =>
              res.writeHead(200, { 'content-type': 'application/pkix-crl' }).end(handler)
          : handler,
      );
    },
    hits: (path) => counts.get(path) ?? 0,
    async issue({ serial, domain, crlUrls }) {
      const name = `leaf-${++files}`;
      await openssl(
        [
          'req',
          '-new',
          ...ec,
          '-keyout',
          `${name}.key`,
          '-out',
          `${name}.csr`,
          '-subj',
          `/CN=${domain}`,
        ],
        dir,
      );
      await writeFile(
        join(dir, `${name}.ext`),
        `subjectAltName = DNS:${domain}\n${
          crlUrls.length > 0
            ? `crlDistributionPoints = ${crlUrls.map((u) => `URI:${u}`).join(', ')}\n`
            : ''
        }`,
      );
      await openssl(
        [
          'x509',
          '-req',
          '-in',
          `${name}.csr`,
          '-CA',
          'ca.pem',
          '-CAkey',
          'ca.key',
          '-set_serial',
          `0x${serial}`,
          '-days',
          '1',
          '-extfile',
          `${name}.ext`,
          '-out',
          `${name}.pem`,
        ],
        dir,
      );
      return {
        chain: `${await readFile(join(dir, `${name}.pem`), 'utf8')}${caPem}`,
        key: await readFile(join(dir, `${name}.key`), 'utf8'),
      };
    },
    async crl({ revoked = [], signer = 'ca', format = 'der', lastUpdate, nextUpdate, digest }) {
      const name = `crl-${++files}`;
      const end = new Date(Date.now() + 86_400_000);
      await writeFile(
        join(dir, 'index.txt'),
        revoked
          .map((r) =>
            [
              'R',
              indexTime(end),
              `${indexTime(r.at)}${r.reason ? `,${r.reason}` : ''}`,
              r.serial.toUpperCase(),
              'unknown',
              '/CN=revoked\n',
            ].join('\t'),
          )
          .join(''),
      );
      const from = lastUpdate ?? new Date();
      await openssl(
        [
          'ca',
          '-gencrl',
          '-config',
          'ca.cnf',
          '-keyfile',
          signer === 'impostor' ? 'impostor.key' : 'ca.key',
          '-cert',
          `${signer}.pem`,
          '-md',
          digest ?? 'sha256',
          '-crl_lastupdate',
          generalTime(from),
          '-crl_nextupdate',
          generalTime(nextUpdate ?? new Date(from.getTime() + 86_400_000)),
          '-out',
          `${name}.pem`,
        ],
        dir,
      );
      if (format === 'pem') return readFile(join(dir, `${name}.pem`));
      await openssl(['crl', '-in', `${name}.pem`, '-outform', 'DER', '-out', `${name}.der`], dir);
      return readFile(join(dir, `${name}.der`));
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
