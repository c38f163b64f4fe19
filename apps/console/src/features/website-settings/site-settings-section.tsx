import { Anchor, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { certificateMessageKey, domainLinkState } from '@oc/domain/domains/ssl-status.rules';
import { MESSAGES } from '@oc/domain/messages/messages';
import type { TSite } from '@oc/domain/sites/site.schema';
import type { TBasicForm } from '@oc/domain/themes/basic-fields';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { translateServerMessage } from '../../lib/i18n';

type TProps = { title: string; site: TSite; register: UseFormRegister<TBasicForm> };

/**
 * Name, description, the default domain link, and the custom domain with its status
 * (docs/product/website-settings.md#site-settings-section).
 */
export function SiteSettingsSection({ title, site, register }: TProps) {
  const { t } = useTranslation();
  const state = {
    domain: site.domain,
    sslStatus: site.ssl_status,
    sslProcessStatus: site.ssl_process_status,
  };
  const link = domainLinkState(state);
  const status = certificateMessageKey(state);
  return (
    <SectionCard title={title}>
      <Stack>
        <TextInput label={t('settings.basic.name')} {...register('name')} />
        <Textarea
          label={t('settings.basic.description')}
          autosize
          minRows={2}
          {...register('description')}
        />
        <div>
          <Text size="sm" fw={500}>
            {t('settings.basic.defaultDomain')}
          </Text>
          <Anchor href={site.default_url} target="_blank" rel="noopener noreferrer">
            {site.default_url}
          </Anchor>
        </div>
        <div>
          <Text size="sm" fw={500}>
            {t('settings.basic.customDomain')}
          </Text>
          {!site.domain && <Text c="dimmed">{t('settings.basic.noCustomDomain')}</Text>}
          {link === 'active' && (
            <Anchor href={`https://${site.domain}`} target="_blank" rel="noopener noreferrer">
              {site.domain}
            </Anchor>
          )}
          {link === 'disabled' && (
            <Text c="dimmed" aria-disabled="true">
              {site.domain}
            </Text>
          )}
          {status && (
            <Text
              size="sm"
              c={site.ssl_status === 'error' || site.ssl_status === 'revoked' ? 'red' : 'dimmed'}
              data-testid="ssl-status"
            >
              {translateServerMessage(MESSAGES[status])}
            </Text>
          )}
        </div>
      </Stack>
    </SectionCard>
  );
}
