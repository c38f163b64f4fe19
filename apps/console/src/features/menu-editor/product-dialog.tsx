import {
  Alert,
  Button,
  Fieldset,
  Group,
  List,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TMenuCategory, TMenuProduct } from '@oc/domain/catalogue/menu.schema';
import { type RefObject, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { GrowingTextarea } from '../../components/growing-textarea';
import { LazyModal } from '../../components/lazy-modal';
import { TranslationFields } from '../../components/translation-fields';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useCreateProduct, useUpdateProduct } from '../../data/menus/product-writes';
import { useOrderingLanguages } from '../../data/sites/use-ordering-languages';
import { enterDoesNotSave } from '../../lib/enter-does-not-save';
import { errorMessages } from '../../lib/error-message';
import { messageOf } from './field-error';
import { OptionGroupsField } from './option-groups-field';
import {
  changesOf,
  productResolver,
  requestOf,
  type TProductFormValues,
  valuesOf,
} from './product-form-values';
import { ProductImageField } from './product-image-field';
import '../../lib/page-words/menu';

/** Which product the dialog edits: a new one of a category, or one of the menu's. */
export type TProductTarget = { categoryId: number; product: TMenuProduct | null };

type TProps = {
  businessId: number;
  categories: TMenuCategory[];
  target: TProductTarget;
  onClose: () => void;
};

type TFormProps = TProps & {
  /** Closes without asking: once saved. */
  onSaved: () => void;
  /** Whether the form holds changes, read when the owner closes the dialog. */
  dirtyRef: RefObject<boolean>;
};

function ProductForm({ businessId, categories, target, onClose, onSaved, dirtyRef }: TFormProps) {
  const { t, i18n } = useTranslation();
  const { product, categoryId } = target;
  const create = useCreateProduct(businessId);
  const update = useUpdateProduct(businessId);
  const [refusal, setRefusal] = useState<string[]>([]);
  const form = useForm<TProductFormValues>({
    defaultValues: valuesOf(product, categoryId, i18n.language),
    resolver: productResolver(() => i18n.language),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [isUploading, setUploading] = useState(false);
  const languages = useOrderingLanguages();
  const anchor = useUnsavedChanges(isDirty);
  dirtyRef.current = isDirty;

  const save = form.handleSubmit(async (values) => {
    setRefusal([]);
    const request = requestOf(values, i18n.language);
    const chosenCategory = Number(values.category_id);
    try {
      if (product) {
        const saved = requestOf(valuesOf(product, categoryId, i18n.language), i18n.language);
        const changes = changesOf(
          request,
          saved,
          chosenCategory === categoryId ? null : chosenCategory,
        );
        if (Object.keys(changes).length > 0)
          await update.mutateAsync({ productId: product.id, body: changes });
      } else {
        await create.mutateAsync({ categoryId: chosenCategory, body: request });
      }
      form.reset(values);
      notifications.show({
        color: 'green',
        message: t('menu.product.saved'),
      });
      onSaved();
    } catch (error) {
      setRefusal(errorMessages(error, t('menu.product.saveFailed')));
    }
  });

  return (
    <form ref={anchor} noValidate onSubmit={save} onKeyDown={enterDoesNotSave}>
      <Stack>
        {refusal.length > 0 && (
          <Alert color="red" role="alert" title={t('menu.product.saveFailed')}>
            <List size="sm">
              {refusal.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <TextInput
          label={t('menu.product.name')}
          required
          data-autofocus
          {...form.register('name')}
          error={messageOf(errors, 'name')}
        />
        <GrowingTextarea
          label={t('menu.product.description')}
          minRows={2}
          {...form.register('description')}
          error={messageOf(errors, 'description')}
        />
        <TextInput
          label={t('menu.product.price')}
          required
          inputMode="decimal"
          placeholder="12.50"
          {...form.register('price')}
          error={messageOf(errors, 'price')}
        />
        <ProductImageField
          businessId={businessId}
          control={form.control}
          errors={errors}
          onPendingChange={setUploading}
        />
        <Controller
          control={form.control}
          name="category_id"
          render={({ field }) => (
            <Select
              label={t('menu.product.category')}
              data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="available"
          render={({ field }) => (
            <Switch
              label={t('menu.product.available')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <OptionGroupsField form={form} />
        <Fieldset legend={t('menu.product.translations')}>
          <TranslationFields
            languages={languages}
            register={form.register}
            errorOf={(name) => messageOf(errors, name)}
          />
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('menu.cancel')}
          </Button>
          {/* Saved mid-upload, the product would keep its old image and the new one be lost. */}
          <Button type="submit" loading={isSubmitting} disabled={isUploading}>
            {product ? t('menu.product.save') : t('menu.product.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Adding or editing a product, in a dialog over the menu. Closing it with changes not saved asks
 * first, as leaving the page does: a long list of options is not lost to a stray Escape.
 */
export function ProductDialog(props: Omit<TProps, 'target'> & { target: TProductTarget | null }) {
  const { t } = useTranslation();
  const { target, onClose } = props;
  const dirtyRef = useRef(false);
  const [isAsking, setAsking] = useState(false);
  const close = () => {
    dirtyRef.current = false;
    setAsking(false);
    onClose();
  };
  const requestClose = () => (dirtyRef.current ? setAsking(true) : close());
  return (
    <>
      <LazyModal
        opened={target !== null}
        onClose={requestClose}
        size="lg"
        title={target?.product ? t('menu.product.editTitle') : t('menu.product.addTitle')}
      >
        {target && (
          <ProductForm
            key={`${target.categoryId}-${target.product?.id ?? 'new'}`}
            {...props}
            target={target}
            onClose={requestClose}
            onSaved={close}
            dirtyRef={dirtyRef}
          />
        )}
      </LazyModal>
      <ConfirmDialog
        opened={isAsking}
        onClose={() => setAsking(false)}
        title={t('menu.product.discardTitle')}
        text={t('menu.product.discardText')}
        cancelLabel={t('menu.cancel')}
        actions={
          <Button color="red" onClick={close}>
            {t('menu.product.discard')}
          </Button>
        }
      />
    </>
  );
}
