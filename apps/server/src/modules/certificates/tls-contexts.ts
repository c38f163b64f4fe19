import { createSecureContext, type SecureContext } from 'node:tls';
import type { TDb } from '../../db/client';
import type { TSecretBox } from '../../lib/secrets';
import { certificateHostName } from './certificate-host-name';
import { findServedKeyPair } from './certificates.repository';
import { certificatesGeneration } from './certificates-generation';

/** How long a host name's context (or its absence) is reused before the database is asked again. */
const CONTEXT_TTL_MS = 30_000;
/** Beyond this many names the oldest are dropped: unknown names asked for must not grow memory. */
const CONTEXT_CACHE_MAX = 1_000;

/**
 * For the HTTPS server's SNI: a SecureContext for a host name with an issued certificate, or null.
 * Cached briefly so a handshake costs no query most of the time; a lookup already under way for a
 * name is shared.
 */
export function createTlsContexts(deps: { db: TDb; secrets: TSecretBox }): {
  contextFor(hostname: string): Promise<SecureContext | null>;
  clear(): void;
} {
  const cache = new Map<string, { until: number; context: Promise<SecureContext | null> }>();
  let generation = certificatesGeneration();

  const load = async (domain: string) => {
    const pair = await findServedKeyPair(deps.db, domain);
    if (!pair) return null;
    return createSecureContext({
      cert: pair.certificatePem,
      key: deps.secrets.decrypt(pair.keySealed),
    });
  };

  return {
    contextFor(hostname) {
      if (generation !== certificatesGeneration()) {
        cache.clear();
        generation = certificatesGeneration();
      }
      const domain = certificateHostName(hostname);
      const now = Date.now();
      const cached = cache.get(domain);
      if (cached && cached.until > now) return cached.context;
      cache.delete(domain);
      if (cache.size >= CONTEXT_CACHE_MAX) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      const context = load(domain);
      cache.set(domain, { until: now + CONTEXT_TTL_MS, context });
      // A failed lookup (database down) is not remembered: the next handshake asks again.
      context.catch(() => {
        if (cache.get(domain)?.context === context) cache.delete(domain);
      });
      return context;
    },
    clear() {
      cache.clear();
    },
  };
}
