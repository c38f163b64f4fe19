// How acme-client's requests travel. acme-client sends every request through one shared axios
// instance of its own; this file sets it up once for the whole process.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import { Agent, get } from 'node:https';
import { rootCertificates } from 'node:tls';
import { axios as acmeAxios } from 'acme-client';

// A CA that stalls must not hold a job forever; every ACME request is small.
acmeAxios.defaults.timeout = 30_000;
// acme-client retries a failed request (no answer, 429, 5xx) five times, 5 to 25 s apart: over a
// minute before an owner hears that the CA cannot be reached. Three tries 2, 4 and 6 s apart ride
// out a blip; the certificate job itself is retried later for longer outages. A 429's Retry-After
// is still honoured.
// (acme-client's own setting, not in its types.)
const defaults = acmeAxios.defaults as unknown as { acmeSettings: Record<string, number> };
defaults.acmeSettings = { ...defaults.acmeSettings, retryMaxAttempts: 3, retryDefaultDelay: 2 };

/** An extra CA for one directory's origin (pebble's own TLS in tests), beside the usual roots. */
const agents = new Map<string, { caFile: string; agent: Agent }>();

/**
 * The order whose requests are being sent: its signal, so a cancel stops them mid-flight, and
 * whether the last request got an answer. acme-client, after its last retry of a request that got
 * none, throws a TypeError of its own instead of the network error, so the answer is tracked here.
 */
const current = new AsyncLocalStorage<{ signal: AbortSignal; answered: boolean }>();

acmeAxios.interceptors.request.use((config) => {
  const trusted = config.url ? agents.get(new URL(config.url).origin) : undefined;
  // Only requests to that directory's origin trust the extra CA; every other request keeps the
  // default roots and full verification.
  if (trusted) config.httpsAgent = trusted.agent;
  const store = current.getStore();
  if (store) {
    config.signal = store.signal;
    store.answered = false;
  }
  return config;
});
acmeAxios.interceptors.response.use(
  (response) => {
    const store = current.getStore();
    if (store) store.answered = true;
    return response;
  },
  (error: unknown) => {
    const store = current.getStore();
    if (store && (error as { response?: unknown })?.response) store.answered = true;
    throw error;
  },
);

/** The certificate authority did not answer; the message says what went wrong on the way. */
export class AcmeUnreachable extends Error {}

/** Whether the last ACME request of the running order got an answer from the CA. */
export function lastRequestAnswered(): boolean {
  return current.getStore()?.answered ?? true;
}

/** Why the directory cannot be reached (refused, TLS, timeout), asked once after a failure. */
function probe(directoryUrl: string): Promise<string> {
  const agent = agents.get(new URL(directoryUrl).origin)?.agent;
  return new Promise((resolve) => {
    const req = get(directoryUrl, { agent, timeout: 10_000 }, (res) => {
      res.resume();
      resolve(`it answered ${res.statusCode} only after a while`);
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 10 seconds')));
    req.on('error', (error: Error & { code?: string }) =>
      resolve(error.message || error.code || 'the connection failed'),
    );
  });
}

/**
 * Runs `work` (acme-client calls for `directoryUrl`) trusting `caFile` for that directory when
 * given, with `signal` attached to each request it sends. Throws AcmeUnreachable when the CA's
 * last request got no answer.
 */
export async function withAcmeTransport<T>(
  directoryUrl: string,
  caFile: string | undefined,
  signal: AbortSignal,
  work: () => Promise<T>,
): Promise<T> {
  if (caFile) {
    const origin = new URL(directoryUrl).origin;
    if (agents.get(origin)?.caFile !== caFile) {
      const ca = await readFile(caFile, 'utf8');
      agents.set(origin, { caFile, agent: new Agent({ ca: [...rootCertificates, ca] }) });
    }
  }
  const store = { signal, answered: true };
  try {
    return await current.run(store, work);
  } catch (error) {
    if (signal.aborted || store.answered) throw error;
    throw new AcmeUnreachable(await probe(directoryUrl));
  }
}
