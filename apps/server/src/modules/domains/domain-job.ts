import type { TDb } from '../../db/client';
import type { TEnv } from '../../env';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import {
  CertificateFailure,
  checkCurrentRevocation,
  currentCertificate,
  endCertificates,
  obtainCertificate,
  type TCertificateSummary,
  type TRevocation,
} from '../certificates/certificates.service';
import type { TJob, TJobHandler, TJobRetry } from '../jobs/jobs.service';
import { dnsProblem } from './domain-dns';
import * as repo from './domains.repository';
import {
  CERTIFICATE_JOB_KIND,
  changeDomainState,
  checkSiteDns,
  cnameTarget,
} from './domains.service';

// The 'certificate' job of a site (docs/design.md#certificates, docs/product/custom-domain.md): it
// waits for the domain's CNAME, orders the certificate, then wakes daily to ask the CA's
// revocation list about it (ending the domain 'revoked' when listed), renews it at the renewal
// date, and ends the domain 'expired' if a renewal never succeeded. Every write expects the site
// as the job read it (its domain and status), so a cancel or a new request that came first always
// wins.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A pending request whose DNS never matched (or whose order never finished) fails after this. */
const GIVE_UP_AFTER_MS = 72 * HOUR_MS;
/** Renewal starts this long before the certificate ends (Let's Encrypt's advice). */
const RENEW_BEFORE_MS = 30 * DAY_MS;
/** A renewal that failed is tried again this much later, until the certificate ends. */
const RENEWAL_RETRY_MS = DAY_MS;
/** An issued certificate's revocation list is read this often: a listing is seen within a day. */
const REVOCATION_CHECK_MS = DAY_MS;

export type TCertificateJobDeps = {
  db: TDb;
  env: TEnv;
  secrets: TSecretBox;
  log: { info: (o: object, m?: string) => void; warn: (o: object, m?: string) => void };
};

type TSite = repo.TSiteDomainRow & { domain: string };

const at = (ms: number): TJobRetry => ({ retryAt: new Date(ms) });
/** The next run of an issued domain: the revocation check tomorrow, or the renewal if sooner. */
const nextRunOf = (certificate: TCertificateSummary) =>
  at(Math.min(certificate.notAfter.getTime() - RENEW_BEFORE_MS, Date.now() + REVOCATION_CHECK_MS));
const describeCertificate = (c: TCertificateSummary) =>
  `${c.issuer}, valid until ${c.notAfter.toISOString().slice(0, 10)}`;
const describeRevocation = (r: TRevocation & { status: 'revoked' }) =>
  [
    'The certificate authority revoked the certificate',
    r.revokedAt ? ` on ${r.revokedAt.toISOString().slice(0, 10)}` : '',
    r.reason ? ` (${r.reason})` : '',
    '.',
  ].join('');
/** Why a request fails when another website proved the same domain first. */
const CLAIMED_ELSEWHERE =
  'Another website proved this domain first, so it stays connected there. Choose another domain, or remove it from that website first.';
const reasonOf = (error: unknown) =>
  error instanceof CertificateFailure ? error.reason : 'The certificate could not be obtained.';

export function certificateJobHandler(deps: TCertificateJobDeps): TJobHandler {
  const { db, env } = deps;

  /** Orders the certificate, passing its progress to the site: 'challenge_passed', 'pre-issued'. */
  async function obtain(scope: TScope, site: TSite, signal: AbortSignal, onPassed?: () => void) {
    const about = { siteId: site.id, domain: site.domain };
    return obtainCertificate(
      deps,
      { projectId: scope.projectId, siteId: site.id, domain: site.domain },
      {
        signal,
        // Progress lines hold no secrets: they go to the server log.
        log: (line) => {
          deps.log.info(about, `certificate: ${line}`);
          if (/challenge passed/i.test(line)) onPassed?.();
        },
      },
    );
  }

  /** The request fails: error, ended, and a 'failed' event with the reason. */
  const fail = (scope: TScope, site: TSite, reason: string) =>
    changeDomainState(
      scope,
      site.id,
      site.domain,
      { sslProcessStatus: 'pending' },
      {
        sslStatus: 'error',
        sslProcessStatus: 'ended',
        events: [{ kind: 'failed', detail: reason }],
      },
    );

  async function pending(
    scope: TScope,
    site: TSite,
    signal: AbortSignal,
  ): Promise<TJobRetry | undefined> {
    const requestedAt = (await repo.currentRequestAt(scope, site.id)) ?? new Date();
    const late = Date.now() - requestedAt.getTime() > GIVE_UP_AFTER_MS;
    if (site.sslStatus !== 'pending_validation') {
      const { answer, matches } = await checkSiteDns(scope, env, site);
      if (!matches) {
        if (late) {
          const target = (await cnameTarget(scope, env, site.kind)) ?? '';
          const reason =
            'unavailable' in answer
              ? answer.unavailable
              : dnsProblem(site.domain, target, answer.seen);
          await fail(scope, site, reason);
          return undefined;
        }
        return at(Date.now() + env.DOMAIN_RECHECK_SECONDS * 1000);
      }
      // Another website proved this domain while this request waited: it keeps it.
      const holder = await repo.findSiteClaiming(db, site.domain);
      if (holder !== null && holder.id !== site.id) {
        await fail(scope, site, CLAIMED_ELSEWHERE);
        return undefined;
      }
      const started = await changeDomainState(
        scope,
        site.id,
        site.domain,
        { sslProcessStatus: 'pending' },
        { sslStatus: 'pending_validation' },
      );
      if (!started) return undefined;
    } else if (late) {
      await fail(scope, site, 'The certificate order did not finish in time.');
      return undefined;
    }

    // The challenge's pass is written as it happens, so the page says "almost finished" while the
    // certificate is collected; kept in a chain so the final write comes after it.
    let passed: Promise<unknown> | null = null;
    const onPassed = () => {
      // A proven domain routes its host to the site (changeDomainState refreshes the routes); a
      // domain another site proved first is refused at the final write below.
      passed ??= changeDomainState(
        scope,
        site.id,
        site.domain,
        { sslProcessStatus: 'pending' },
        { sslStatus: 'pre-issued', events: [{ kind: 'challenge_passed' }] },
      ).catch(() => false);
    };
    let certificate: TCertificateSummary;
    try {
      certificate = await obtain(scope, site, signal, onPassed);
    } catch (error) {
      await passed;
      // Cancelled: the cancel wrote the site already; shut down: the job is given back and runs
      // again; lease lost: another worker has it.
      if (signal.aborted) return undefined;
      if (!(error instanceof CertificateFailure)) {
        // Not the CA's refusal (the database away, a bug): logged, and tried again after a pause,
        // still within the request's 72 hours.
        deps.log.warn({ err: error, siteId: site.id }, 'certificate: order failed');
        return at(Date.now() + env.DOMAIN_RECHECK_SECONDS * 1000);
      }
      await fail(scope, site, error.reason);
      return undefined;
    }
    await passed;
    let issued: boolean;
    try {
      issued = await changeDomainState(
        scope,
        site.id,
        site.domain,
        { sslProcessStatus: 'pending' },
        {
          sslStatus: 'issued',
          sslProcessStatus: 'ended',
          events: [
            ...(passed ? [] : [{ kind: 'challenge_passed' as const }]),
            { kind: 'issued', detail: describeCertificate(certificate) },
          ],
        },
      );
    } catch (error) {
      if (!(error instanceof repo.DomainClaimedElsewhere)) throw error;
      await fail(scope, site, CLAIMED_ELSEWHERE);
      return undefined;
    }
    return issued ? nextRunOf(certificate) : undefined;
  }

  /**
   * The served certificate has ended (run out, or revoked by the CA): it is no longer served, and
   * the domain ends with the same status and an event saying so.
   */
  async function endServed(
    scope: TScope,
    site: TSite,
    status: 'expired' | 'revoked',
    detail?: string,
  ) {
    await endCertificates(db, site.domain, status);
    await changeDomainState(
      scope,
      site.id,
      site.domain,
      { sslStatus: 'issued' },
      {
        sslStatus: status,
        sslProcessStatus: 'ended',
        events: [detail === undefined ? { kind: status } : { kind: status, detail }],
      },
    );
  }

  async function issued(
    scope: TScope,
    site: TSite,
    signal: AbortSignal,
  ): Promise<TJobRetry | undefined> {
    const current = await currentCertificate(db, site.domain);
    if (!current) return undefined;
    const now = Date.now();
    if (now >= current.notAfter.getTime()) {
      await endServed(scope, site, 'expired');
      return undefined;
    }
    // A revoked certificate is no longer served; the owner requests again ('Change custom domain').
    const revocation = await checkCurrentRevocation(db, site.domain, signal);
    if (signal.aborted) return undefined;
    if (revocation.status === 'revoked') {
      await endServed(scope, site, 'revoked', describeRevocation(revocation));
      return undefined;
    }
    // Not known today (the list unreachable, or none named): still served, asked again tomorrow.
    if (revocation.status === 'unknown')
      deps.log.warn(
        { siteId: site.id, domain: site.domain, reason: revocation.reason },
        'certificate: revocation not known',
      );
    if (now < current.notAfter.getTime() - RENEW_BEFORE_MS) return nextRunOf(current);
    try {
      const renewed = await obtain(scope, site, signal);
      await changeDomainState(
        scope,
        site.id,
        site.domain,
        { sslStatus: 'issued' },
        { events: [{ kind: 'renewed', detail: describeCertificate(renewed) }] },
      );
      return nextRunOf(renewed);
    } catch (error) {
      if (signal.aborted) return undefined;
      // The old certificate is still served; try again tomorrow, or at its end to mark it expired.
      deps.log.warn({ err: error, siteId: site.id }, 'certificate: renewal failed');
      await changeDomainState(
        scope,
        site.id,
        site.domain,
        { sslStatus: 'issued' },
        { events: [{ kind: 'failed', detail: `Renewal failed: ${reasonOf(error)}` }] },
      );
      return at(Math.min(now + RENEWAL_RETRY_MS, current.notAfter.getTime()));
    }
  }

  async function siteOf(job: TJob): Promise<{ scope: TScope; site: TSite } | null> {
    const scope = { db, projectId: job.projectId };
    const site = await repo.findSiteDomain(scope, job.refId);
    if (!site?.domain) return null;
    return { scope, site: { ...site, domain: site.domain } };
  }

  return {
    kind: CERTIFICATE_JOB_KIND,
    maxAttempts: 3,
    async run(job, { signal }) {
      const found = await siteOf(job);
      // Cancelled, or the site's request changed (its job was ended then): nothing to do.
      if (!found || signal.aborted) return undefined;
      const { scope, site } = found;
      if (site.sslProcessStatus === 'pending') return pending(scope, site, signal);
      if (site.sslStatus === 'issued') return issued(scope, site, signal);
      return undefined;
    },
    async giveUp(job) {
      const found = await siteOf(job);
      if (!found) return undefined;
      const { scope, site } = found;
      if (site.sslProcessStatus === 'pending') {
        await fail(scope, site, 'The certificate order was interrupted too many times.');
        return undefined;
      }
      // An issued domain keeps its renewal schedule: tried again from a fresh count tomorrow.
      if (site.sslStatus === 'issued') return at(Date.now() + RENEWAL_RETRY_MS);
      return undefined;
    },
  };
}
