import { z } from 'zod';
import { ZFileUrl } from './basic-theme.schema';
import { TEXT_MAX_LENGTH, TEXT_MIN_LENGTH } from './limits';
import { MESSAGES } from './messages';

/** Spec 7 "Update site": name, description, logo and image; only the fields sent are changed. */
export const ZUpdateSiteRequest = z
  .object({
    name: z
      .string()
      .trim()
      .min(TEXT_MIN_LENGTH, MESSAGES.THE_TEXT_MUST_HAVE_1_TO_255_CHARACTERS)
      .max(TEXT_MAX_LENGTH, MESSAGES.THE_TEXT_MUST_HAVE_1_TO_255_CHARACTERS),
    description: z
      .string()
      .trim()
      .max(TEXT_MAX_LENGTH, MESSAGES.THE_TEXT_MUST_HAVE_1_TO_255_CHARACTERS),
    logo: ZFileUrl.nullable(),
    image: ZFileUrl.nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to save' });
export type TUpdateSiteRequest = z.infer<typeof ZUpdateSiteRequest>;
