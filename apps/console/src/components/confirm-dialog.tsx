import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyModal } from './lazy-modal';

type TProps = {
  opened: boolean;
  title: string;
  text: ReactNode;
  cancelLabel: string;
  /** The buttons that do it; Cancel is added before them. */
  actions: ReactNode;
  onClose: () => void;
  /** While it is being done, Cancel is off and the dialog stays open. */
  isPending?: boolean;
  /** Cancel, rather than the dialog's close button, takes the focus when it opens. */
  isCancelFocused?: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
  /** Shown instead of the question once it is done (a new secret), until the owner closes it. */
  children?: ReactNode;
};

/**
 * 'Delete Pizzas?', 'Rotate the secret?' and the like: what will happen, Cancel, and the buttons
 * that do it.
 */
export function ConfirmDialog({
  opened,
  title,
  text,
  cancelLabel,
  actions,
  onClose,
  isPending,
  isCancelFocused,
  error,
  children,
}: TProps) {
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
            <Button
              variant="default"
              onClick={onClose}
              disabled={isPending}
              data-autofocus={isCancelFocused || undefined}
            >
              {cancelLabel}
            </Button>
            {actions}
          </Group>
        </Stack>
      )}
    </LazyModal>
  );
}
