import { isValidDomain } from '@oc/domain/domains/domain-name.rules';
import { formatMessage } from '@oc/domain/messages/messages';
import { canServeCertificates, type TEnv } from '../../env';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { getConfigs } from '../catalogue/get-configs';
import type { TSiteDomainRow } from '../sites/site-domains.types';

// What a custom domain request must be (docs/product/validation.md#custom-domain): its fields,
// then the domains and sites that cannot have one.

/** Every field problem at once, in the catalogue's words. */
export async function requestFieldProblems(
  scope: TScope,
  domain: string,
  mapsKey: string,
): Promise<string[]> {
  const problems: string[] = [];
  if (mapsKey === '' && !(await getConfigs(scope)).google_maps_api_key)
    problems.push(
      formatMessage('THE_ATTRIBUTE_FIELD_IS_REQUIRED', { attribute: 'Google Maps API key' }),
    );
  if (domain === '')
    problems.push(formatMessage('THE_ATTRIBUTE_FIELD_IS_REQUIRED', { attribute: 'domain' }));
  else if (!isValidDomain(domain)) problems.push(formatMessage('THE_DOMAIN_IS_NOT_VALID'));
  return problems;
}

/** A domain that is the platform's own or one of its hosts (every project's default addresses). */
const isPlatformDomain = (domain: string, env: TEnv) => {
  const platform = env.PLATFORM_DOMAIN.toLowerCase();
  return domain === platform || domain.endsWith(`.${platform}`);
};

/**
 * A domain the console itself is reached at: the PUBLIC_URL's host, or the host this very request
 * came through (without PUBLIC_URL, the only name of the console the server knows). Given to a
 * website, it would take the console's own address away from every owner.
 */
const isConsoleDomain = (domain: string, env: TEnv, requestHost: string) =>
  domain === requestHost.toLowerCase().replace(/\.$/, '') ||
  (env.PUBLIC_URL !== undefined && domain === new URL(env.PUBLIC_URL).hostname.toLowerCase());

/** The first refusal of a well-formed request, one by one; null when none applies. */
export function requestRefusal(
  env: TEnv,
  site: TSiteDomainRow,
  domain: string,
  requestHost: string,
): AppError | null {
  if (isPlatformDomain(domain, env)) return AppError.of(400, 'DOMAIN_IS_THE_PLATFORMS', { domain });
  if (isConsoleDomain(domain, env, requestHost))
    return AppError.of(400, 'DOMAIN_IS_THE_CONSOLES', { domain });
  // docs/product/website.md#addresses: the dashboard has no website to serve at a domain.
  if (site.kind === 'dashboard') return AppError.of(400, 'DOMAIN_NOT_FOR_THIS_SITE');
  if (!canServeCertificates(env)) return AppError.of(409, 'DOMAIN_CERTIFICATES_OFF');
  if (site.sslProcessStatus === 'pending') return AppError.of(409, 'DOMAIN_REQUEST_PENDING');
  return null;
}

/**
 * The refusal for a domain another site has proven: one of the owner's own websites (which they
 * can free), or a website of another account (which they cannot see, so they are not told to free
 * it).
 */
export const takenBy = (scope: TScope, holder: { projectId: number }, domain: string) =>
  holder.projectId === scope.projectId
    ? AppError.of(409, 'DOMAIN_TAKEN', { domain })
    : AppError.of(409, 'DOMAIN_TAKEN_ELSEWHERE', { domain });
