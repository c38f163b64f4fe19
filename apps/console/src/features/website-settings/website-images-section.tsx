import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import type { TWebMode } from '@oc/domain/products/products';
import type { TBasicForm } from '@oc/domain/themes/basic-fields';
import { SITE_IMAGE_TARGETS, type TSiteImageTarget } from '@oc/domain/uploads/image-upload.schema';
import { type Control, Controller, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../components/image-field';
import { SectionCard } from '../../components/section-card';

type TImageFormField =
  | 'site_logo'
  | 'header_logo'
  | 'header_mobile_logo'
  | 'site_image'
  | 'homepage_background'
  | 'homepage_mobile_background';

/** The pictures at the top of the home page, with whether they fill the screen. */
const HOMEPAGE_IMAGES = 'basic.homepage_images';

/** The dashboard is the console's own look: it has no homepage to put a background behind. */
const hasHomepage = (mode: TWebMode) => mode !== 'dashboard';

/**
 * The Basic tab's images, in order; the site image is not part of a franchise website, the
 * homepage backgrounds not part of the dashboard
 * (docs/product/website-settings.md#images-section,
 * docs/decisions/004-website-images-and-theme-saves.md).
 */
const IMAGES: {
  field: TImageFormField;
  target: TSiteImageTarget;
  isShown: (mode: TWebMode) => boolean;
  /**
   * Where the preview goes while the image is edited (preview-follow.ts): the logos are on every
   * page; the site image stands in for the homepage background at the top of the home page.
   */
  section: 'basic.logos' | typeof HOMEPAGE_IMAGES;
}[] = [
  { field: 'site_logo', target: 'logo', isShown: () => true, section: 'basic.logos' },
  { field: 'header_logo', target: 'header_logo', isShown: () => true, section: 'basic.logos' },
  {
    field: 'header_mobile_logo',
    target: 'logo_mobile',
    isShown: () => true,
    section: 'basic.logos',
  },
  {
    field: 'site_image',
    target: 'site_image',
    isShown: (mode) => mode !== 'franchise',
    section: HOMEPAGE_IMAGES,
  },
  {
    field: 'homepage_background',
    target: 'homepage_background',
    isShown: hasHomepage,
    section: HOMEPAGE_IMAGES,
  },
  {
    field: 'homepage_mobile_background',
    target: 'homepage_mobile_background',
    isShown: hasHomepage,
    section: HOMEPAGE_IMAGES,
  },
];

type TProps = {
  siteId: number;
  mode: TWebMode;
  control: Control<TBasicForm>;
  register: UseFormRegister<TBasicForm>;
  onError: (messages: string[]) => void;
};

export function ImagesSection({ siteId, mode, control, register, onError }: TProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('settings.web.sections.images')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {IMAGES.filter((image) => image.isShown(mode)).map(({ field, target, section }) => (
            <div key={field} data-preview-section={section}>
              <Controller
                control={control}
                name={field}
                render={({ field: f }) => (
                  <ImageField
                    uploadPath={`/sites/${siteId}/images`}
                    label={t(`settings.images.${field}`)}
                    target={target}
                    size={SITE_IMAGE_TARGETS[target].size}
                    isSquare={SITE_IMAGE_TARGETS[target].isSquare}
                    value={f.value}
                    onChange={(url) => f.onChange(url)}
                    onError={onError}
                  />
                )}
              />
            </div>
          ))}
        </SimpleGrid>
        {hasHomepage(mode) && (
          <div data-preview-section={HOMEPAGE_IMAGES}>
            <Checkbox
              label={t('settings.basic.fullscreen')}
              {...register('homepage_image_fullscreen')}
            />
          </div>
        )}
      </Stack>
    </SectionCard>
  );
}
