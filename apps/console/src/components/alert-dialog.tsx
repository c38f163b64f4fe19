import { Button, Group, List } from '@mantine/core';
import { LazyModal } from './lazy-modal';

type TAlertDialogProps = {
  title: string;
  messages: string[];
  closeLabel: string;
  onClose: () => void;
};

/**
 * Errors listed together in one dialog, titled 'Ordering' on the settings pages
 * (docs/product/errors.md#where-errors-appear); open while there are any.
 */
export function AlertDialog({ title, messages, closeLabel, onClose }: TAlertDialogProps) {
  return (
    <LazyModal opened={messages.length > 0} onClose={onClose} title={title} centered>
      {/* Read out as it opens; around the list, not on it: a list given another role no longer
          holds its items for a screen reader (axe's 'listitem'). */}
      <div role="alert">
        <List spacing="xs" mb="md">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      </div>
      <Group justify="flex-end">
        <Button onClick={onClose}>{closeLabel}</Button>
      </Group>
    </LazyModal>
  );
}
