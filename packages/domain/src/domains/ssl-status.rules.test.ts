import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import {
  certificateMessageKey,
  domainLinkState,
  isDomainClaimed,
  isDomainServed,
  SSL_PROCESS_STATUSES,
  SSL_STATUSES,
} from './ssl-status.rules';

const state = (over: Partial<Parameters<typeof certificateMessageKey>[0]> = {}) => ({
  domain: 'order.pizza.com',
  sslStatus: null,
  sslProcessStatus: null,
  ...over,
});

describe('certificateMessageKey', () => {
  // docs/product/custom-domain.md#certificate-status, docs/product/errors.md#certificate-messages
  it('gives each status its message', () => {
    const texts = Object.fromEntries(
      SSL_STATUSES.map((s) => [
        s,
        MESSAGES[certificateMessageKey(state({ sslStatus: s })) ?? 'NOT_FOUND'],
      ]),
    );
    expect(texts).toEqual({
      issued: 'Your domain is now added, please verify the custom domain link above.',
      'pre-issued': 'Process almost finished, please wait',
      error: "Custom domain can't be created, please try again with valid data",
      pending_validation: 'A custom domain is being created, please wait',
      revoked: 'Warning: Custom domain is revoked',
      cancelled: 'Custom domain is cancelled',
      expired: 'Custom domain is expired',
    });
  });

  it('says "being created" for a void status while the process is pending, and nothing otherwise', () => {
    expect(certificateMessageKey(state({ sslProcessStatus: 'pending' }))).toBe('SSL_PENDING');
    expect(certificateMessageKey(state({ sslProcessStatus: 'ended' }))).toBeNull();
    expect(certificateMessageKey(state())).toBeNull();
  });
});

describe('domainLinkState', () => {
  it('hides the link on error or without a domain', () => {
    expect(domainLinkState(state({ sslStatus: 'error', sslProcessStatus: 'ended' }))).toBe(
      'hidden',
    );
    expect(domainLinkState(state({ domain: null, sslStatus: 'issued' }))).toBe('hidden');
  });
  it('greys it while the process is pending and enables it after', () => {
    expect(
      domainLinkState(state({ sslStatus: 'pending_validation', sslProcessStatus: 'pending' })),
    ).toBe('disabled');
    expect(domainLinkState(state({ sslStatus: 'issued', sslProcessStatus: 'ended' }))).toBe(
      'active',
    );
  });
});

describe('isDomainClaimed and isDomainServed', () => {
  it('claims a domain only once its challenge passed or its certificate is issued', () => {
    const claimed = SSL_STATUSES.filter((sslStatus) => isDomainClaimed(state({ sslStatus })));
    expect(claimed).toEqual(['issued', 'pre-issued']);
    expect(isDomainClaimed(state({ sslProcessStatus: 'pending' }))).toBe(false);
    expect(isDomainClaimed(state({ domain: null, sslStatus: 'issued' }))).toBe(false);
  });

  it('serves a domain only when it is issued and its process has ended', () => {
    const served = SSL_STATUSES.flatMap((sslStatus) =>
      SSL_PROCESS_STATUSES.filter((sslProcessStatus) =>
        isDomainServed(state({ sslStatus, sslProcessStatus })),
      ).map((sslProcessStatus) => `${sslStatus}/${sslProcessStatus}`),
    );
    expect(served).toEqual(['issued/ended']);
    expect(
      isDomainServed(state({ domain: null, sslStatus: 'issued', sslProcessStatus: 'ended' })),
    ).toBe(false);
  });
});
