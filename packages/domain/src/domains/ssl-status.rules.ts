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
