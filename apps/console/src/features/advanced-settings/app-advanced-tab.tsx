import { Alert } from '@mantine/core';
import type { TApp } from '@oc/domain/apps/app.schema';
import type { TProductCode } from '@oc/domain/products/products';
import { modeFlagsFor } from '@oc/domain/themes/theme-mode';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductSkeleton } from '../../components/product-skeleton';
import { useTheme } from '../../data/themes/get-theme';
import { translateServerMessage } from '../../lib/i18n';
import { AdvancedSettingsForm } from './advanced-settings-form';

type TProps = {
  app: TApp;
  /** Told the form's unsaved changes, for the preview beside it. */
  onDraftChange?: (changes: { path: string; value: unknown }[]) => void;
};

/**
 * The kiosk and franchises apps' Advanced Settings, with their own theme and loading state
 * (docs/product/screens.md#app-view-tabs).
 */
export function AppAdvancedTab({ app, onDraftChange }: TProps) {
  const { t } = useTranslation();
  const owner = useMemo(() => ({ kind: 'apps' as const, id: app.id }), [app.id]);
  const theme = useTheme(owner);
  const flags = useMemo(() => modeFlagsFor(app.base.code as TProductCode), [app.base.code]);
  if (theme.error)
    return (
      <Alert color="red" role="alert">
        {translateServerMessage(theme.error.message)}
      </Alert>
    );
  if (!theme.data) return <ProductSkeleton label={t('settings.loading')} />;
  return (
    <AdvancedSettingsForm
      owner={owner}
      theme={theme.data}
      flags={flags}
      onDraftChange={onDraftChange}
    />
  );
}
