import { z } from 'zod';
import { LANGUAGE_MESSAGES } from '../messages/language-messages';
import {
  isSiteLanguage,
  SITE_LANGUAGES,
  type TSiteLanguage,
  type TTranslations,
} from '../website/site-languages';

// The owner's own versions of a business's or a product's name and description in the website's
// languages (docs/product/website.md#languages): optional, each at most as long as the text typed.
// A field left empty is no version (the website then shows the text as typed), so empty ones are
// dropped, and a language left with none with them. Saving replaces the whole set.

/** The owner's words for a translation too long, per field. */
type TTranslationLimits = {
  name: { max: number; message: string };
  description: { max: number; message: string };
};

export function translationsSchema(limits: TTranslationLimits) {
  const text = ({ max, message }: { max: number; message: string }) =>
    z.string({ error: message }).trim().max(max, message).optional();
  const ZVersion = z.strictObject(
    { name: text(limits.name), description: text(limits.description) },
    { error: LANGUAGE_MESSAGES.TRANSLATIONS_FORMAT },
  );
  return z
    .record(z.string(), ZVersion, { error: LANGUAGE_MESSAGES.TRANSLATIONS_FORMAT })
    .refine((all) => Object.keys(all).every(isSiteLanguage), {
      error: LANGUAGE_MESSAGES.TRANSLATIONS_LANGUAGE_UNKNOWN,
    })
    .transform((all): TTranslations => {
      const kept: TTranslations = {};
      for (const [language, version] of Object.entries(all)) {
        const filled = Object.fromEntries(Object.entries(version).filter(([, text]) => text));
        if (Object.keys(filled).length > 0) kept[language as TSiteLanguage] = filled;
      }
      return kept;
    });
}

/** The translations as the API answers them. */
export const ZTranslationsRead = z.partialRecord(
  z.enum(SITE_LANGUAGES),
  z.object({ name: z.string().optional(), description: z.string().optional() }),
);
