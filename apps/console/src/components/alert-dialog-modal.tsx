import { Button, Group, List, Modal } from '@mantine/core';
import { useOpenedAfterMount } from './use-opened-after-mount';

export type TAlertDialogProps = {
  title: string;
  messages: string[];
  closeLabel: string;
  onClose: () => void;
};

/** AlertDialog's Modal (alert-dialog.tsx), loaded the first time there is something to say. */
export function AlertDialogModal({ title, messages, closeLabel, onClose }: TAlertDialogProps) {
  return (
    <Modal
      opened={useOpenedAfterMount(messages.length > 0)}
      onClose={onClose}
      title={title}
      centered
    >
      <List spacing="xs" mb="md" role="alert">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button onClick={onClose}>{closeLabel}</Button>
      </Group>
    </Modal>
  );
}
