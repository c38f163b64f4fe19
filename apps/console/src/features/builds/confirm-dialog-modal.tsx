import { Button, Group, Modal, Text } from '@mantine/core';
import { useOpenedAfterMount } from '../../components/use-opened-after-mount';

export type TConfirmDialogProps = {
  opened: boolean;
  title: string;
  body: string;
  keepLabel: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

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
