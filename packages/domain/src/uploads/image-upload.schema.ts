import { z } from 'zod';
import { RECOMMENDED_IMAGE_SIZES } from './upload-limits';

// The website images a site owner uploads (docs/product/website-settings.md#images-section), with
// the recommended size shown beside each picker and whether its crop is fixed to 1:1
// (docs/product/website-settings.md#image-flow: logo and mobile logo).
export const SITE_IMAGE_TARGETS = {
  logo: { size: RECOMMENDED_IMAGE_SIZES.site_logo, isSquare: true },
  logo_mobile: { size: RECOMMENDED_IMAGE_SIZES.header_mobile_logo, isSquare: true },
  header_logo: { size: RECOMMENDED_IMAGE_SIZES.header_logo, isSquare: false },
  site_image: { size: RECOMMENDED_IMAGE_SIZES.site_image, isSquare: false },
  homepage_background: { size: RECOMMENDED_IMAGE_SIZES.homepage_background, isSquare: false },
  homepage_mobile_background: {
    size: RECOMMENDED_IMAGE_SIZES.homepage_mobile_background,
    isSquare: false,
  },
} as const;
export type TSiteImageTarget = keyof typeof SITE_IMAGE_TARGETS;
export const SITE_IMAGE_TARGET_NAMES = Object.keys(SITE_IMAGE_TARGETS) as TSiteImageTarget[];

/** The crop area in pixels of the original image, as the crop dialog reports it. */
export const ZCropArea = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type TCropArea = z.infer<typeof ZCropArea>;

export const ZUploadedImage = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type TUploadedImage = z.infer<typeof ZUploadedImage>;
