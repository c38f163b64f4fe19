import { z } from 'zod';
import { SSL_PROCESS_STATUSES, SSL_STATUSES } from '../domains/ssl-status.rules';
import { MESSAGES } from '../messages/messages';
import { BASIC_FIELDS } from '../themes/basic-fields';
import { isSiteLanguage, SITE_LANGUAGES, type TSiteLanguage } from '../website/site-languages';

export const SITE_KINDS = ['ordering', 'franchise', 'dashboard'] as const;

/**
 * A website's languages as the owner saves them: SITE_LANGUAGES codes, each once, at least one,
 * the default first; or null for the project's. Here, not beside the languages' plain facts
 * (website/site-languages.ts), which the website's page script reads: zod stays out of it.
 */
export const ZSiteLanguages = z
  // A code that is no text (a number) is an unknown language, said in words like any other.
  .array(z.string({ error: MESSAGES.SITE_LANGUAGE_UNKNOWN }), {
    error: MESSAGES.SITE_LANGUAGES_NOT_A_LIST,
  })
  .min(1, { error: MESSAGES.SITE_LANGUAGES_EMPTY })
  .max(SITE_LANGUAGES.length, { error: MESSAGES.SITE_LANGUAGES_TWICE })
  .refine((codes) => codes.every(isSiteLanguage), { error: MESSAGES.SITE_LANGUAGE_UNKNOWN })
  .refine((codes) => new Set(codes).size === codes.length, {
    error: MESSAGES.SITE_LANGUAGES_TWICE,
  })
  .transform((codes) => codes as TSiteLanguage[]);

export const ZSite = z.object({
  id: z.number(),
  kind: z.enum(SITE_KINDS),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  domain: z.string().nullable(),
  ssl_status: z.enum(SSL_STATUSES).nullable(),
  ssl_process_status: z.enum(SSL_PROCESS_STATUSES).nullable(),
  slug: z.string(),
  default_url: z.string(),
  /**
   * The languages the website speaks, the default first (docs/product/website.md#languages): its
   * own when it has them (`own_languages`), else the project's (`project_languages`).
   */
  languages: z.array(z.enum(SITE_LANGUAGES)),
  own_languages: z.array(z.enum(SITE_LANGUAGES)).nullable(),
  project_languages: z.array(z.enum(SITE_LANGUAGES)),
});
export type TSite = z.infer<typeof ZSite>;

/**
 * Spec "Update site": name, description, logo and image of the site record; only those sent change.
 */
export const ZUpdateSiteRequest = z
  .object({
    name: BASIC_FIELDS.name.schema,
    description: BASIC_FIELDS.description.schema,
    logo: BASIC_FIELDS.site_logo.schema,
    image: BASIC_FIELDS.site_image.schema,
    /** Its own languages, the default first; null to speak the project's. */
    languages: ZSiteLanguages.nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to save' });
export type TUpdateSiteRequest = z.infer<typeof ZUpdateSiteRequest>;

/** The languages of the project's websites that have none of their own. */
export const ZProjectLanguagesRequest = z.object({ languages: ZSiteLanguages }).strict();
export type TProjectLanguagesRequest = z.infer<typeof ZProjectLanguagesRequest>;
