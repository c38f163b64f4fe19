import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';

type TProps = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  isPending: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Shown instead of the question once it is done (the new secret). */
  children?: ReactNode;
};

/** 'Rotate the secret?' and 'Delete this endpoint?': what will happen, Cancel, and the button. */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  isPending,
  error,
  onConfirm,
  onClose,
  children,
}: TProps) {
  const { t } = useTranslation();
  return (
    <LazyModal
      opened={opened}
      onClose={isPending ? () => {} : onClose}
      closeOnClickOutside={!children}
      title={title}
      centered
    >
      {children ?? (
        <Stack>
          <Text size="sm">{text}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isPending} data-autofocus>
              {t('webhooks.cancel')}
            </Button>
            <Button color="red" onClick={onConfirm} loading={isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </LazyModal>
  );
}
