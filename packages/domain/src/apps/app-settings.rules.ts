import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { isTextLengthValid, TEXT_MAX_LENGTH, TEXT_MIN_LENGTH } from '../text/text.rules';

/** docs/product/validation.md#app-info: a reverse-domain identifier such as com.example.app. */
export const PACKAGE_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;
/** docs/product/validation.md#app-info: dotted numbers such as 1.2.3. */
export const VERSION_PATTERN = /^\d{1,9}(\.\d{1,9}){0,3}$/;

export const APP_INFO_FIELDS = ['name', 'package', 'version', 'description'] as const;
export type TAppInfoField = (typeof APP_INFO_FIELDS)[number];
export type TAppInfo = Record<TAppInfoField, string>;

/** The fields whose value differs from the saved one. */
export function changedAppInfo(saved: TAppInfo, current: TAppInfo): Partial<TAppInfo> {
  const changes: Partial<TAppInfo> = {};
  for (const field of APP_INFO_FIELDS)
    if (current[field] !== saved[field]) changes[field] = current[field];
  return changes;
}

/**
 * docs/product/app-settings.md#general-app-info: Save is enabled only when something changed and
 * every changed value is 1–255 characters.
 */
export function canSaveAppInfo(changes: Partial<TAppInfo>): boolean {
  const values = Object.values(changes);
  return (
    values.length > 0 &&
    values.every((v) => v !== undefined && v.trim() !== '' && isTextLengthValid(v))
  );
}

const text = z
  .string()
  .trim()
  .min(TEXT_MIN_LENGTH, MESSAGES.THE_TEXT_MUST_HAVE_1_TO_255_CHARACTERS)
  .max(TEXT_MAX_LENGTH, MESSAGES.THE_TEXT_MUST_HAVE_1_TO_255_CHARACTERS);

export const ZUpdateAppRequest = z
  .object({
    name: text,
    package: text.regex(PACKAGE_PATTERN, MESSAGES.THE_PACKAGE_MUST_LOOK_LIKE_COM_EXAMPLE_APP),
    version: text.regex(
      VERSION_PATTERN,
      MESSAGES.THE_VERSION_MUST_BE_NUMBERS_SEPARATED_BY_DOTS_LIKE_1_2_3,
    ),
    description: text,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: MESSAGES.NOTHING_TO_SAVE });
export type TUpdateAppRequest = z.infer<typeof ZUpdateAppRequest>;
