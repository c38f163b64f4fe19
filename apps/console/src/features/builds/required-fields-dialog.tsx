import { Button, Group, List, Text } from '@mantine/core';
import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TRequiredBuildField } from '@oc/domain/builds/build.rules';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';

type TRequiredFieldsDialogProps = {
  platform: TPlatform;
  /** The fields the server found missing; the dialog is open while there are any. */
  fields: readonly TRequiredBuildField[];
  onClose: () => void;
};

/**
 * The missing required fields of a refused build in the owner's words, and where to fill them
 * (docs/product/builds.md#required-fields); its one button accepts and closes.
 */
export function RequiredFieldsDialog({ platform, fields, onClose }: TRequiredFieldsDialogProps) {
  const { t } = useTranslation();
  return (
    <LazyModal
      opened={fields.length > 0}
      onClose={onClose}
      title={t('settings.app.builds.requiredFields.title')}
      centered
    >
      <Text size="sm" mb="xs">
        {t('settings.app.builds.requiredFields.intro', {
          platform: t(`settings.app.builds.platforms.${platform}`),
        })}
      </Text>
      <List spacing={4} mb="sm" aria-label={t('settings.app.builds.requiredFields.title')}>
        {fields.map((field) => (
          <List.Item key={field}>
            {t(`settings.app.builds.requiredFields.fields.${field}`, { defaultValue: field })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed" mb="md">
        {t('settings.app.builds.requiredFields.where')}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('settings.app.builds.requiredFields.ok')}</Button>
      </Group>
    </LazyModal>
  );
}
