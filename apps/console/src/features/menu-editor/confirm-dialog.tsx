import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';

type TProps = {
  opened: boolean;
  title: string;
  text: ReactNode;
  /** The buttons that do it; Cancel is added before them. */
  actions: ReactNode;
  onClose: () => void;
};

/** 'Delete Pizzas?' and the like: what will happen, Cancel, and the buttons that do it. */
export function ConfirmDialog({ opened, title, text, actions, onClose }: TProps) {
  const { t } = useTranslation();
  return (
    <LazyModal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('menu.cancel')}
          </Button>
          {actions}
        </Group>
      </Stack>
    </LazyModal>
  );
}
