import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';
import { useBusinessSearch } from '../../data/businesses/search-businesses';
import { useCopyMenu } from '../../data/menus/copy-menu';
import { firstErrorMessage } from '../../lib/error-message';
import '../../lib/page-words/menu';

type TProps = { businessId: number; opened: boolean; onClose: () => void };

/**
 * Copy a menu from another business of the project (docs/product/menus.md#copying-a-menu): the
 * business chosen, then a warning that the copy replaces this whole menu, before anything is done.
 */
export function CopyMenuDialog({ businessId, opened, onClose }: TProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const businesses = useBusinessSearch(debounced);
  const copy = useCopyMenu(businessId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const others = (businesses.data?.items ?? []).filter((b) => b.id !== businessId);
  const chosenName = others.find((b) => String(b.id) === chosen)?.name ?? '';
  const close = () => {
    setChosen(null);
    setError(null);
    onClose();
  };
  return (
    <LazyModal opened={opened} onClose={close} title={t('menu.copy.title')} centered>
      <Stack>
        <Select
          label={t('menu.copy.from')}
          placeholder={t('menu.copy.placeholder')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={others.map((b) => ({ value: String(b.id), label: b.name }))}
          value={chosen}
          onChange={(value) => {
            setError(null);
            setChosen(value);
          }}
          nothingFoundMessage={t('menu.copy.none')}
          comboboxProps={{ withinPortal: false }}
        />
        {chosen && (
          <Alert color="orange" role="status">
            {t('menu.copy.warning', { name: chosenName })}
          </Alert>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('menu.cancel')}
          </Button>
          <Button
            // Red as every button that replaces what was there: white text on the console's
            // orange is not readable (3:1).
            color="red"
            disabled={!chosen}
            loading={copy.isPending}
            onClick={() =>
              copy.mutate(Number(chosen), {
                onSuccess: () => {
                  notifications.show({
                    color: 'green',
                    message: t('menu.copy.done'),
                  });
                  close();
                },
                onError: (failure) => setError(firstErrorMessage(failure, t('menu.copy.failed'))),
              })
            }
          >
            {t('menu.copy.confirm')}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
