import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { MantineModal } from '../../components/mantine-modal';
import { useCancelDomain } from '../../data/domains/cancel-domain';
import { firstErrorMessage } from '../../lib/error-message';

/** 'Cancel request', asked for once more before the pending request is stopped. */
export function CancelRequestButton({ siteId, domain }: { siteId: number; domain: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = useCancelDomain(siteId);
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: t('settings.basic.customDomain.cancel.done', { domain }),
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: firstErrorMessage(error, t('settings.basic.customDomain.cancel.failed')),
        }),
      onSettled: close,
    });
  return (
    <>
      <Button variant="default" color="red" size="xs" onClick={open}>
        {t('settings.basic.customDomain.cancel.button')}
      </Button>
      <MantineModal
        opened={opened}
        onClose={cancel.isPending ? () => {} : close}
        title={t('settings.basic.customDomain.cancel.title')}
        centered
      >
        <Text size="sm" mb="md">
          {t('settings.basic.customDomain.cancel.body', { domain })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={cancel.isPending}>
            {t('settings.basic.customDomain.cancel.keep')}
          </Button>
          <Button color="red" onClick={confirm} loading={cancel.isPending}>
            {t('settings.basic.customDomain.cancel.confirm')}
          </Button>
        </Group>
      </MantineModal>
    </>
  );
}
