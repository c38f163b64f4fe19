import type { TDomainStatus } from '@oc/domain/domains/custom-domain.schema';
import { canServeCertificates, type TEnv } from '../../env';
import type { TScope } from '../../lib/scope';
import { currentCertificate } from '../certificates/current-certificate';
import type { TSiteDomainRow } from '../sites/site-domains.types';
import { cnameTarget } from './cname-target';
import { dnsView } from './dns-view';
import { listCurrentEvents } from './domains.repository';

/**
 * The site's domain status as the site page shows it (docs/product/api.md#custom-domain): the
 * record to create and what DNS said, the current request's timeline, the certificate served.
 * `unavailable` is a DNS check that just failed, said in its answer.
 */
export async function domainStatusOf(
  scope: TScope,
  env: TEnv,
  site: TSiteDomainRow,
  unavailable?: string,
): Promise<TDomainStatus> {
  const target = site.domain ? await cnameTarget(scope, env, site.kind) : null;
  const [events, certificate] = await Promise.all([
    listCurrentEvents(scope, site.id),
    site.domain ? currentCertificate(scope.db, site.domain) : null,
  ]);
  return {
    site_id: site.id,
    domain: site.domain,
    ssl_status: site.sslStatus,
    ssl_process_status: site.sslProcessStatus,
    dns:
      site.domain && target
        ? dnsView(
            site.domain,
            target,
            { seen: site.dnsSeen, checkedAt: site.dnsCheckedAt },
            unavailable,
          )
        : null,
    timeline: events.map((e) => ({
      kind: e.kind as TDomainStatus['timeline'][number]['kind'],
      at: e.at.toISOString(),
      detail: e.detail,
    })),
    certificate: certificate
      ? {
          issuer: certificate.issuer,
          not_before: certificate.notBefore.toISOString(),
          not_after: certificate.notAfter.toISOString(),
        }
      : null,
    certificates_available: canServeCertificates(env),
  };
}
