import type { TCertificateSummary } from '../certificates/certificates.types';
import { obtainCertificate } from '../certificates/obtain-certificate';
import type { TCertificateStep } from './certificate-job.types';

/**
 * Orders the site's certificate, its progress going to the server log (the lines hold no
 * secrets); `onPassed` is told when the CA's challenge passed.
 */
export function obtainDomainCertificate(
  { deps, scope, site }: TCertificateStep,
  signal: AbortSignal,
  onPassed?: () => void,
): Promise<TCertificateSummary> {
  const about = { siteId: site.id, domain: site.domain };
  return obtainCertificate(
    deps,
    { projectId: scope.projectId, siteId: site.id, domain: site.domain },
    {
      signal,
      log: (line) => {
        deps.log.info(about, `certificate: ${line}`);
        if (/challenge passed/i.test(line)) onPassed?.();
      },
    },
  );
}
