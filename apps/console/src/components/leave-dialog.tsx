import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyModal } from './lazy-modal';

/** 'You have unsaved changes' (unsaved-changes.tsx): Stay (focused, also Escape) or Leave. */
export function LeaveDialog({
  opened,
  onStay,
  onLeave,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <LazyModal
      opened={opened}
      onClose={onStay}
      title={t('app.unsaved.title')}
      withCloseButton={false}
      centered
    >
      <Text size="sm">{t('app.unsaved.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button color="red" variant="light" onClick={onLeave}>
          {t('app.unsaved.leave')}
        </Button>
        <Button onClick={onStay} data-autofocus>
          {t('app.unsaved.stay')}
        </Button>
      </Group>
    </LazyModal>
  );
}
