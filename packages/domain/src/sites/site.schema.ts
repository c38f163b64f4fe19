import { z } from 'zod';
import { SSL_PROCESS_STATUSES, SSL_STATUSES } from '../domains/ssl-status.rules';
import { BASIC_FIELDS } from '../themes/basic-fields';
import { SITE_LANGUAGES, ZSiteLanguages } from '../website/site-languages';

export const SITE_KINDS = ['ordering', 'franchise', 'dashboard'] as const;

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
