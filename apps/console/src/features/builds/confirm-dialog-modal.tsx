import { Button, Group, Modal, Text } from '@mantine/core';
import { useOpenedAfterMount } from '../../components/use-opened-after-mount';
import type { TConfirmDialogProps } from './confirm-dialog';

/** ConfirmDialog's Modal (confirm-dialog.tsx), loaded the first time a question is asked. */
export function ConfirmDialogModal({
  opened,
  title,
  body,
  keepLabel,
  confirmLabel,
  isPending,
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  return (
    <Modal opened={useOpenedAfterMount(opened)} onClose={onClose} title={title} centered>
      <Text size="sm" mb="md">
        {body}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={isPending}>
          {keepLabel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={isPending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
