import { Alert, List, Stack, TextInput } from '@mantine/core';
import { RECOMMENDED_IMAGE_SIZES } from '@oc/domain/uploads/upload-limits';
import { useState } from 'react';
import { type Control, type FieldErrors, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../components/image-field';
import { productImagePath } from '../../data/menus/product-image';
import { messageOf } from './field-error';
import type { TProductFormValues } from './product-form-values';
import '../../lib/page-words/menu';

/**
 * The website's menu shows a product's picture square (apps/website/src/styles/site.css,
 * `.product-image`), so its photo is cropped square: the theme's product placeholder size
 * (`product_dummy`, 900x200) is a thin strip that would keep a band across the dish. 512x512 is the
 * website's other square pictures' size, more than the menu ever draws.
 */
const PRODUCT_IMAGE_SIZE = RECOMMENDED_IMAGE_SIZES.business_logo_dummy;

type TProps = {
  businessId: number;
  control: Control<TProductFormValues>;
  errors: FieldErrors<TProductFormValues>;
  onPendingChange?: (isPending: boolean) => void;
};

/**
 * A product's image (docs/product/menus.md#product-images): a photo uploaded and cropped, or the
 * address of an image on the web (menu files often bring those). Both are the form's one `image`
 * value, saved with the product; an upload alone changes no product.
 */
export function ProductImageField({ businessId, control, errors, onPendingChange }: TProps) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'image' });
  const [problems, setProblems] = useState<string[]>([]);
  const address = field.value.trim();
  const handleChange = (url: string | null) => {
    setProblems([]);
    field.onChange(url ?? '');
  };
  return (
    <Stack gap="xs">
      <ImageField
        uploadPath={productImagePath(businessId)}
        label={t('menu.product.image')}
        target="product"
        size={PRODUCT_IMAGE_SIZE}
        isSquare
        value={address === '' ? null : address}
        onChange={handleChange}
        onError={setProblems}
        {...(onPendingChange ? { onPendingChange } : {})}
      />
      {problems.length > 0 && (
        <Alert color="red" role="alert" title={t('menu.product.imageFailed')}>
          <List size="sm">
            {problems.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <TextInput
        label={t('menu.product.imageAddress')}
        description={t('menu.product.imageHelp')}
        type="url"
        placeholder="https://"
        name={field.name}
        ref={field.ref}
        value={field.value}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        onBlur={field.onBlur}
        error={messageOf(errors, 'image')}
      />
    </Stack>
  );
}
