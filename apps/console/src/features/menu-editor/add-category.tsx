import { Button, Group, TextInput } from '@mantine/core';
import { MENU_MESSAGES, ZMenuCategoryRequest } from '@oc/domain/catalogue/menu.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCategory } from '../../data/menus/category-writes';
import { firstErrorMessage } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import '../../lib/page-words/menu';

/** A name and Add category: the new category goes last. */
export function AddCategory({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  const create = useCreateCategory(businessId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    if (!ZMenuCategoryRequest.safeParse({ name }).success) {
      setError(translateServerMessage(MENU_MESSAGES.categoryName));
      return;
    }
    create.mutate(name.trim(), {
      onSuccess: () => setName(''),
      onError: (failure) => setError(firstErrorMessage(failure, t('menu.category.addFailed'))),
    });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          label={t('menu.category.newName')}
          placeholder={t('menu.category.newPlaceholder')}
          value={name}
          error={error}
          style={{ flex: '1 1 14rem' }}
          onChange={(event) => {
            setError(null);
            setName(event.currentTarget.value);
          }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={create.isPending}>
          {t('menu.category.add')}
        </Button>
      </Group>
    </form>
  );
}
