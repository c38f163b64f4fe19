import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import type { TSite } from '@oc/domain/sites/site.schema';
import type { TBasicForm } from '@oc/domain/themes/basic-fields';
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GrowingTextarea } from '../../components/growing-textarea';
import { SectionCard } from '../../components/section-card';

type TProps = {
  title: string;
  site: TSite;
  register: UseFormRegister<TBasicForm>;
  /**
   * The custom domain with its status and the button to request or change it: its own feature
   * (features/custom-domain), which the page composes in, since a feature never imports another.
   */
  customDomain?: ReactNode;
};

/**
 * Name, description, the default domain link (for the dashboard, the console's address), and the
 * custom domain with its status (docs/product/website-settings.md#site-settings-section).
 */
export function SiteSettingsSection({ title, site, register, customDomain }: TProps) {
  const { t } = useTranslation();
  // The dashboard is no website: its address is the console's own (the server says which).
  const isDashboard = site.kind === 'dashboard';
  return (
    <SectionCard title={title}>
      <Stack>
        <TextInput label={t('settings.basic.name')} {...register('name')} />
        <GrowingTextarea
          label={t('settings.basic.description')}
          minRows={2}
          {...register('description')}
        />
        <div>
          <Text size="sm" fw={500}>
            {isDashboard ? t('settings.basic.dashboardAddress') : t('settings.basic.defaultDomain')}
          </Text>
          {isDashboard && (
            <Text size="sm" c="dimmed">
              {t('settings.basic.dashboardIsConsole')}
            </Text>
          )}
          <Anchor
            href={site.default_url}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {site.default_url}
          </Anchor>
        </div>
        {customDomain}
      </Stack>
    </SectionCard>
  );
}
