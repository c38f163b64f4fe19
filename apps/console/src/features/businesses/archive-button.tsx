import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { IconArchive, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';
import { useSetBusinessArchived } from '../../data/businesses/archive-business';

/**
 * Archive, or Restore an archived business, each after saying what it does
 * (docs/product/api.md#businesses): archiving takes the business off the website and the pickers
 * and keeps its orders; restoring brings it back as it was.
 */
export function ArchiveButton({ business }: { business: TBusinessDetails }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // What the question asks, as it was when it opened: it keeps its words while it closes, after
  // the business has changed.
  const [isArchiving, setArchiving] = useState(!business.archived);
  const setArchived = useSetBusinessArchived(business.id);
  const words = isArchiving ? 'archive' : 'restore';
  const buttonWords = business.archived ? 'restore' : 'archive';
  const handleOpen = () => {
    setArchiving(!business.archived);
    setOpen(true);
  };
  const handleConfirm = () =>
    setArchived.mutate(isArchiving, {
      onSuccess: () => {
        setOpen(false);
        notifications.show({
          color: 'green',
          message: t(`businesses.${words}.done`, { name: business.name }),
        });
      },
    });

  return (
    <>
      <Button
        variant="default"
        leftSection={business.archived ? <IconRestore size={18} /> : <IconArchive size={18} />}
        onClick={handleOpen}
      >
        {t(`businesses.${buttonWords}.button`)}
      </Button>
      <LazyModal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t(`businesses.${words}.title`, { name: business.name })}
        centered
      >
        <Text size="sm" mb="md">
          {t(`businesses.${words}.body`)}
        </Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => setOpen(false)}
            disabled={setArchived.isPending}
            data-autofocus
          >
            {t(`businesses.${words}.keep`)}
          </Button>
          <Button
            color={isArchiving ? 'red' : undefined}
            onClick={handleConfirm}
            loading={setArchived.isPending}
          >
            {t(`businesses.${words}.confirm`)}
          </Button>
        </Group>
      </LazyModal>
    </>
  );
}
