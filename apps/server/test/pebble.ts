// A throwaway ACME certificate authority for tests: Debian's `pebble`, with `pebble-challtestsrv`
// as the DNS server pebble (and our DNS check) asks. Plain Node, no test-runner imports, so the
// server's tests and the browser journeys can both use it.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './postgres-cluster';

export type TPebble = {
  /** The ACME directory, for ACME_DIRECTORY_URL. */
  directoryUrl: string;
  /** The PEM of the CA that signed pebble's own HTTPS certificate, for ACME_CA_FILE. */
  caFile: string;
  /** Pebble's issuing root (new on every start), to verify the certificates it issues. */
  rootPem(): Promise<string>;
  /** The DNS server the tests control, '127.0.0.1:<port>', for DNS_RESOLVER. */
  dnsServer: string;
  /** challtestsrv's management API, for a process that drives the DNS over HTTP (the journeys). */
  dnsManagementUrl: string;
  setCname(host: string, target: string): Promise<void>;
  addA(host: string, addresses: string[]): Promise<void>;
  /** Forgets the host's A, AAAA and CNAME records (unknown names answer 127.0.0.1 again). */
  clear(host: string): Promise<void>;
  stop(): Promise<void>;
};

const STARTUP_MS = 20_000;

function run(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { cwd, timeout: 30_000 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`${cmd} ${args[0]} failed: ${stderr || error.message}`)) : resolve(),
    );
  });
}

/**
 * A CA and, signed by it, the certificate pebble's HTTPS API presents (for 127.0.0.1 and
 * localhost). Pebble ships test certificates of its own, but their CA key is public; ours lives
 * only in this temporary directory.
 */
async function makeApiCertificate(dir: string) {
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  await run(
    'openssl',
    [
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      '/CN=Test ACME API CA',
    ],
    dir,
  );
  await run(
    'openssl',
    [
      'req',
      '-x509',
      ...ec,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-keyout',
      'api.key',
      '-out',
      'api.pem',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-addext',
      'basicConstraints=critical,CA:FALSE',
      '-addext',
      'extendedKeyUsage=serverAuth',
    ],
    dir,
  );
}

/** A GET over HTTPS trusting only `ca`; the status and body. */
function httpsGet(url: string, ca: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { ca, timeout: 5_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timed out: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

async function waitUntil(what: string, child: ChildProcess, ready: () => Promise<boolean>) {
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${STARTUP_MS} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGTERM, then SIGKILL if the child has not exited after `graceMs`; resolves once it exited. */
export function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts challtestsrv (DNS only) and pebble, whose HTTP-01 validation connects to `httpPort`, the
 * port our server under test listens on. A short `certificateSeconds` makes certificates that
 * really expire during a test.
 */
export async function startPebble({
  httpPort,
  certificateSeconds,
}: {
  httpPort: number;
  /** How long the certificates it issues are valid (pebble's default: 5 years). */
  certificateSeconds?: number;
}): Promise<TPebble> {
  const dir = mkdtempSync(join(tmpdir(), 'oc-pebble-'));
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await makeApiCertificate(dir);
    const [acmePort, managementPort, tlsPort, dnsPort, dnsManagementPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const caFile = join(dir, 'ca.pem');
    const ca = readFileSync(caFile, 'utf8');
    const dnsServer = `127.0.0.1:${dnsPort}`;
    const dnsManagement = `http://127.0.0.1:${dnsManagementPort}`;

    // challtestsrv's own challenge servers are off: pebble must reach our server, not it. No AAAA
    // answer by default, so a name points only where the test's A record says.
    const dns = spawn(
      'pebble-challtestsrv',
      [
        '-dns01',
        dnsServer,
        '-http01',
        '',
        '-https01',
        '',
        '-tlsalpn01',
        '',
        '-defaultIPv6',
        '',
        '-management',
        `127.0.0.1:${dnsManagementPort}`,
      ],
      { stdio: 'ignore' },
    );
    children.push(dns);
    await waitUntil('pebble-challtestsrv', dns, async () => {
      // Any answer means it listens; a GET on a POST-only path is refused with a status.
      await fetch(`${dnsManagement}/`);
      return true;
    });

    const configFile = join(dir, 'pebble.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        pebble: {
          listenAddress: `127.0.0.1:${acmePort}`,
          managementListenAddress: `127.0.0.1:${managementPort}`,
          certificate: join(dir, 'api.pem'),
          privateKey: join(dir, 'api.key'),
          httpPort,
          tlsPort,
          ocspResponderURL: '',
          externalAccountBindingRequired: false,
          ...(certificateSeconds ? { certificateValidityPeriod: certificateSeconds } : {}),
        },
      }),
    );
    // NOSLEEP: validate at once rather than after a random pause of up to 15 s; NONCEREJECT=0:
    // do not refuse good nonces at random (acme-client would retry, but the runs would vary).
    const pebble = spawn('pebble', ['-config', configFile, '-dnsserver', dnsServer], {
      stdio: 'ignore',
      env: { PATH: process.env.PATH ?? '', PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0' },
    });
    children.push(pebble);
    const directoryUrl = `https://127.0.0.1:${acmePort}/dir`;
    await waitUntil(
      'pebble',
      pebble,
      async () => (await httpsGet(directoryUrl, ca)).status === 200,
    );

    const manage = async (path: string, body: object) => {
      const response = await fetch(`${dnsManagement}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`challtestsrv ${path}: ${response.status} ${await response.text()}`);
    };
    return {
      directoryUrl,
      caFile,
      dnsServer,
      dnsManagementUrl: dnsManagement,
      async rootPem() {
        const root = await httpsGet(`https://127.0.0.1:${managementPort}/roots/0`, ca);
        if (root.status !== 200) throw new Error(`pebble /roots/0: ${root.status}`);
        return root.body;
      },
      setCname: (host, target) => manage('/set-cname', { host, target }),
      addA: (host, addresses) => manage('/add-a', { host, addresses }),
      async clear(host) {
        await manage('/clear-a', { host });
        await manage('/clear-aaaa', { host });
        await manage('/clear-cname', { host });
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
