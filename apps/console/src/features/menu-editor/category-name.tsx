import { ActionIcon, Button, Group, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MENU_MESSAGES, ZMenuCategoryRequest } from '@oc/domain/catalogue/menu.schema';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenameCategory } from '../../data/menus/category-writes';
import { firstErrorMessage } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import '../../lib/page-words/menu';

type TProps = { businessId: number; categoryId: number; name: string };

/** A category's name as its heading, and Rename, which turns it into a field in place. */
export function CategoryName({ businessId, categoryId, name }: TProps) {
  const { t } = useTranslation();
  const rename = useRenameCategory(businessId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    if (draft === null) return;
    if (!ZMenuCategoryRequest.safeParse({ name: draft }).success) {
      setError(translateServerMessage(MENU_MESSAGES.categoryName));
      return;
    }
    if (draft.trim() === name) {
      setDraft(null);
      return;
    }
    rename.mutate(
      { categoryId, name: draft.trim() },
      {
        onSuccess: () => setDraft(null),
        onError: (failure) => {
          setError(firstErrorMessage(failure, t('menu.category.renameFailed')));
          notifications.show({
            color: 'red',
            message: firstErrorMessage(failure, t('menu.category.renameFailed')),
          });
        },
      },
    );
  };

  if (draft === null)
    return (
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <ActionIcon
          variant="subtle"
          aria-label={t('menu.category.rename', { name })}
          onClick={() => {
            setError(null);
            setDraft(name);
          }}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Group>
    );
  return (
    <Group gap="xs" align="flex-start" wrap="wrap" style={{ flex: 1 }}>
      <TextInput
        aria-label={t('menu.category.nameOf', { name })}
        value={draft}
        autoFocus
        error={error}
        style={{ flex: '1 1 12rem' }}
        onChange={(event) => {
          setError(null);
          setDraft(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          }
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <Button size="sm" onClick={save} loading={rename.isPending}>
        {t('menu.save')}
      </Button>
      <Button size="sm" variant="default" onClick={() => setDraft(null)}>
        {t('menu.cancel')}
      </Button>
    </Group>
  );
}
