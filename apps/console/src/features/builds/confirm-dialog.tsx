import { Button, Group, Modal, Text } from '@mantine/core';

type TConfirmDialogProps = {
  opened: boolean;
  title: string;
  body: string;
  keepLabel: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action that cannot be undone (cancelling a build, deleting certificates). */
export function ConfirmDialog({
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
    <Modal opened={opened} onClose={onClose} title={title} centered>
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
