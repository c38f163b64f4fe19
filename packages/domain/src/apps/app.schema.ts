import { z } from 'zod';
import { ZBuild, ZBuiltApp } from '../builds/build.schema';
import { ZCredentialsSummary } from '../credentials/credentials-summary.schema';
import { PRODUCT_CODES } from '../products/products';
import { PLATFORMS } from './platforms';

// An app as the console reads it: its base (the product), the base's constants and actions, stored
// credentials (summaries only) and builds.
export const CONSTANT_TYPES = ['string', 'integer', 'decimal', 'boolean', 'json'] as const;
export type TConstantType = (typeof CONSTANT_TYPES)[number];
export const ZBaseConstant = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.enum(CONSTANT_TYPES),
  value: z.string().nullable(),
});
export type TBaseConstant = z.infer<typeof ZBaseConstant>;

export const ZFileRules = z.object({
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  max_size: z.number().int().positive().optional(), // KB (1024 bytes)
  extension: z.array(z.string()).optional(), // without the dot: ['png']
  mimetype: z.array(z.string()).optional(),
});
export type TFileRules = z.infer<typeof ZFileRules>;

export const ZBaseAction = z.object({
  id: z.number(),
  group: z.string(),
  name: z.string(),
  target_path: z.string(),
  public_url: z.string().nullable(),
  editable: z.boolean(),
  file_rules: ZFileRules.nullable(),
  text_content: z.string().nullable(),
  source_path: z.string().nullable(),
});
export type TBaseAction = z.infer<typeof ZBaseAction>;

export const ZApp = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  version: z.string(),
  package: z.string(),
  site_id: z.number().nullable(),
  /**
   * The kiosk and franchises apps' theme drawn as a website, for the Advanced tab's preview
   * (docs/product/website.md#addresses); null for the other products.
   */
  preview_url: z.string().nullable(),
  base: z.object({
    id: z.number(),
    code: z.enum(PRODUCT_CODES),
    name: z.string(),
    platforms: z.array(z.enum(PLATFORMS)),
  }),
  baseConstants: z.array(ZBaseConstant),
  baseActions: z.array(ZBaseAction),
  ios_credentials: ZCredentialsSummary.nullable(),
  android_credentials: ZCredentialsSummary.nullable(),
  builds: z.array(ZBuild),
  built_apps: z.array(ZBuiltApp),
});
export type TApp = z.infer<typeof ZApp>;
