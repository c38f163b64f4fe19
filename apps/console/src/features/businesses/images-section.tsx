import { SimpleGrid, Stack, Text } from '@mantine/core';
import { RECOMMENDED_IMAGE_SIZES } from '@oc/domain/uploads/upload-limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/alert-dialog';
import { ImageField } from '../../components/image-field';
import { SectionCard } from '../../components/section-card';
import {
  businessImagePath,
  type TBusinessImageKind,
  useBusinessImageUploaded,
  useRemoveBusinessImage,
} from '../../data/businesses/business-images';
import { useBusiness } from '../../data/businesses/get-business';
import { errorMessages } from '../../lib/error-message';
import '../../lib/page-words/businesses';

/**
 * The logo is cropped square and the header wide, at the sizes of the theme's business placeholders
 * (docs/product/limits.md#business-images).
 */
const IMAGES: {
  kind: TBusinessImageKind;
  size: { width: number; height: number };
  isSquare: boolean;
}[] = [
  { kind: 'logo', size: RECOMMENDED_IMAGE_SIZES.business_logo_dummy, isSquare: true },
  { kind: 'header', size: RECOMMENDED_IMAGE_SIZES.business_header_dummy, isSquare: false },
];

/**
 * A saved business's logo and header, uploaded with the website's image field (pick, crop,
 * progress). Each is saved as soon as it is uploaded or removed, apart from the save bar; a new
 * business has none until it exists.
 */
export function ImagesSection({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  const business = useBusiness(businessId);
  const remove = useRemoveBusinessImage(businessId);
  const handleUploaded = useBusinessImageUploaded(businessId);
  const [problems, setProblems] = useState<string[]>([]);

  const handleChange = (kind: TBusinessImageKind, url: string | null) => {
    if (url !== null) {
      handleUploaded();
      return;
    }
    remove.mutate(kind, {
      onError: (error) => setProblems(errorMessages(error, t('businesses.images.removeFailed'))),
    });
  };

  return (
    <SectionCard title={t('businesses.form.sections.images')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('businesses.images.help')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {IMAGES.map(({ kind, size, isSquare }) => (
            <ImageField
              key={kind}
              uploadPath={businessImagePath(businessId, kind)}
              label={t(`businesses.images.${kind}`)}
              target={kind}
              size={size}
              isSquare={isSquare}
              isDisabled={remove.isPending}
              value={business.data?.[kind] ?? null}
              onChange={(url) => handleChange(kind, url)}
              onError={setProblems}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <AlertDialog
        title={t('businesses.images.alertTitle')}
        messages={problems}
        closeLabel={t('settings.basic.ok')}
        onClose={() => setProblems([])}
      />
    </SectionCard>
  );
}
