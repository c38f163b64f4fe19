import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  certificateMessageKey,
  domainLinkState,
  type TCertificateState,
} from '@oc/domain/domains/ssl-status.rules';
import { MESSAGES } from '@oc/domain/messages/messages';
import type { TSite } from '@oc/domain/sites/site.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainStatus } from '../../data/domains/get-domain-status';
import { ApiError } from '../../lib/api-client';
import { firstErrorMessage } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import { CancelRequestButton } from './cancel-request-button';
import { CustomDomainDialog } from './custom-domain-dialog';
import { DnsRecord } from './dns-record';
import { cnameTargetOf } from './domain-form';
import { DomainTimeline } from './domain-timeline';

/**
 * The custom domain under the site's address (docs/product/custom-domain.md): the domain link and
 * its status message; while the platform works on it, the DNS record to create, what the last
 * check saw, 'Check again' and 'Cancel request'; the certificate once issued; the timeline; and
 * the button that opens the dialog to request or change the domain.
 */
export function CustomDomainPanel({ site }: { site: TSite }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [opened, dialog] = useDisclosure(false);
  // The dashboard is the console itself and cannot have a domain: said before any form is offered,
  // with no status to ask for.
  const isDashboard = site.kind === 'dashboard';
  const query = useDomainStatus(site.id, !isDashboard);
  const status = query.data;
  // Until the status has loaded, the site record says as much as the page needs.
  const state: TCertificateState = status
    ? {
        domain: status.domain,
        sslStatus: status.ssl_status,
        sslProcessStatus: status.ssl_process_status,
      }
    : {
        domain: site.domain,
        sslStatus: site.ssl_status,
        sslProcessStatus: site.ssl_process_status,
      };
  const link = domainLinkState(state);
  const messageKey = certificateMessageKey(state);
  const isPending = state.sslProcessStatus === 'pending';
  // The dashboard, for one, cannot have a domain; the server says so when asked for its status.
  const isRefused =
    isDashboard ||
    (query.error instanceof ApiError &&
      query.error.messages[0] === MESSAGES.DOMAIN_NOT_FOR_THIS_SITE);
  // 'Change' when there is a domain to change, 'Request' when there is none
  // (docs/product/custom-domain.md#custom-domain-button).
  const buttonLabel = state.domain
    ? t('settings.basic.customDomain.change')
    : t('settings.basic.customDomain.request');

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={4} size="sm" id={headingId}>
          {t('settings.basic.customDomain.title')}
        </Title>
        {!state.domain && !isDashboard && (
          <Text size="sm" c="dimmed">
            {t('settings.basic.customDomain.none')}
          </Text>
        )}
        {link === 'active' && (
          <Anchor
            href={`https://${state.domain}`}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {state.domain}
          </Anchor>
        )}
        {link === 'disabled' && (
          // Greyed and not a link: the address answers only once its certificate is issued.
          <Text
            c="dimmed"
            aria-disabled="true"
            title={t('settings.basic.customDomain.linkPending')}
            style={{ overflowWrap: 'anywhere' }}
          >
            {state.domain}
          </Text>
        )}
        {messageKey && (
          <Text
            size="sm"
            role="status"
            c={state.sslStatus === 'error' || state.sslStatus === 'revoked' ? 'red' : 'dimmed'}
            data-testid="ssl-status"
          >
            {translateServerMessage(MESSAGES[messageKey])}
          </Text>
        )}
        {status?.certificate && status.ssl_status === 'issued' && (
          <Text size="sm">
            {t('settings.basic.customDomain.certificate', {
              date: new Date(status.certificate.not_after),
              issuer: status.certificate.issuer,
            })}
          </Text>
        )}
        {query.isError && !isRefused && (
          <Text size="sm" c="red">
            {firstErrorMessage(query.error, t('settings.basic.customDomain.loadFailed'))}
          </Text>
        )}
        {isRefused && (
          <Text size="sm" c="dimmed">
            {isDashboard
              ? t('settings.basic.customDomain.notForDashboard')
              : translateServerMessage(MESSAGES.DOMAIN_NOT_FOR_THIS_SITE)}
          </Text>
        )}
        {isPending && status?.dns && <DnsRecord siteId={site.id} dns={status.dns} />}
        {!isRefused && (
          <Group gap="sm">
            {!isPending && (
              <Button variant="light" size="xs" onClick={dialog.open}>
                {buttonLabel}
              </Button>
            )}
            {isPending && state.domain && (
              <CancelRequestButton siteId={site.id} domain={state.domain} />
            )}
          </Group>
        )}
        {status && status.timeline.length > 0 && <DomainTimeline events={status.timeline} />}
      </Stack>
      {opened && (
        <CustomDomainDialog
          siteId={site.id}
          title={buttonLabel}
          target={cnameTargetOf(site.default_url)}
          certificatesAvailable={status?.certificates_available ?? true}
          onClose={dialog.close}
        />
      )}
    </section>
  );
}
