import { z } from 'zod';

// The project's configuration values the console reads.
export const ZConfigs = z.object({
  google_maps_api_key: z.string().nullable(),
  site_url: z.string().nullable(),
  /**
   * docs/product/validation.md#custom-sound: the custom notification sound, an uploaded file's URL
   * or an address.
   */
  custom_sound: z.string().nullable(),
});
export type TConfigs = z.infer<typeof ZConfigs>;
export const ZConfigurations = z.object({ subdomain: z.string() });
export type TConfigurations = z.infer<typeof ZConfigurations>;
