import type { TMessageKey } from '../messages/messages';

export const SSL_STATUSES = [
  'issued',
  'pre-issued',
  'error',
  'pending_validation',
  'revoked',
  'cancelled',
  'expired',
] as const;
export type TSslStatus = (typeof SSL_STATUSES)[number];
export const SSL_PROCESS_STATUSES = ['pending', 'ended'] as const;
export type TSslProcessStatus = (typeof SSL_PROCESS_STATUSES)[number];

export type TCertificateState = {
  domain: string | null;
  sslStatus: TSslStatus | null;
  sslProcessStatus: TSslProcessStatus | null;
};

/**
 * docs/product/custom-domain.md#certificate-status: the status message under the custom domain, or
 * null when there is nothing to say.
 */
export function certificateMessageKey({
  sslStatus,
  sslProcessStatus,
}: TCertificateState): TMessageKey | null {
  switch (sslStatus) {
    case 'issued':
      return 'SSL_ISSUED';
    case 'pre-issued':
      return 'SSL_PRE_ISSUED';
    case 'error':
      return 'SSL_ERROR';
    case 'pending_validation':
      return 'SSL_PENDING';
    case 'revoked':
      return 'SSL_REVOKED';
    case 'cancelled':
      return 'SSL_CANCELLED';
    case 'expired':
      return 'SSL_EXPIRED';
    default:
      // "void while the process is pending"
      return sslProcessStatus === 'pending' ? 'SSL_PENDING' : null;
  }
}

/** The custom-domain link: hidden on error, greyed and unclickable while the process is pending. */
export function domainLinkState(state: TCertificateState): 'hidden' | 'disabled' | 'active' {
  if (!state.domain || state.sslStatus === 'error') return 'hidden';
  return state.sslProcessStatus === 'pending' ? 'disabled' : 'active';
}

/**
 * The statuses in which a site has proven it controls its domain: the CA's challenge passed
 * ('pre-issued') or the certificate is issued. Only such a domain routes its host to the site and
 * keeps other sites from asking for it; a request that proved nothing (pending, cancelled, failed,
 * expired, revoked) holds nothing, so a name cannot be squatted by asking for it.
 */
export const CLAIMED_SSL_STATUSES = ['pre-issued', 'issued'] as const satisfies TSslStatus[];

export const isDomainClaimed = ({ domain, sslStatus }: TCertificateState): boolean =>
  domain !== null && (CLAIMED_SSL_STATUSES as readonly (TSslStatus | null)[]).includes(sslStatus);

/**
 * A custom domain is used (served, linked, put in widget snippets and built apps) only once its
 * certificate is issued and its process has ended
 * (docs/product/custom-domain.md#where-the-domain-is-used).
 */
export const isDomainServed = ({ domain, sslStatus, sslProcessStatus }: TCertificateState) =>
  domain !== null && sslStatus === 'issued' && sslProcessStatus === 'ended';
