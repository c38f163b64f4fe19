import { Button, Group, Text } from '@mantine/core';
import { LazyModal } from '../../components/lazy-modal';

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
    <LazyModal opened={opened} onClose={onClose} title={title} centered>
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
    </LazyModal>
  );
}
