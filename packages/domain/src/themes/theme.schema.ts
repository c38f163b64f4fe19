import { z } from 'zod';
import { DB_INT_MAX } from '../api/ids.schema';

// A theme as the console reads it, and the save request: path changes against a version.
export const ZThemeValues = z.record(z.string(), z.unknown());
export const ZTheme = z.object({
  id: z.number(),
  /** The website that owns the theme, or null for an app's own theme (exactly one of the two is set). */
  site_id: z.number().nullable(),
  /** The app that owns the theme (the kiosk and franchises apps), or null for a website's. */
  app_id: z.number().nullable(),
  theme_id: z.string(),
  structure: z.string(),
  values: ZThemeValues,
  version: z.number().int(),
  updated_at: z.string(),
});
export type TTheme = z.infer<typeof ZTheme>;

export const ZThemeChange = z.object({ path: z.string().min(1).max(300), value: z.unknown() });
export const ZSaveThemeRequest = z.object({
  /** The version the client's copy was loaded at. */
  version: z.number().int().min(1).max(DB_INT_MAX),
  changes: z.array(ZThemeChange).min(1).max(500),
});
export type TSaveThemeRequest = z.infer<typeof ZSaveThemeRequest>;
