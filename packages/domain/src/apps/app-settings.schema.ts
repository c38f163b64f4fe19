import { z } from 'zod';
import { ZId } from '../api/ids.schema';
import { MESSAGES } from '../messages/messages';
import { HEX_COLOUR_PATTERN } from '../themes/colour.rules';

// Requests of the app view's settings (docs/product/app-settings.md#section-order;
// docs/decisions/006-app-settings-api.md). The app's general info request, ZUpdateAppRequest, lives
// with its rules in app-settings.rules.ts.

export const ZConstantParams = z.object({ appId: ZId, constantId: ZId });
export const ZActionParams = z.object({ appId: ZId, actionId: ZId });

/**
 * docs/product/api.md#app-settings "Save constant": a body holding a value. Text as typed; numbers
 * and booleans are accepted as JSON values too and saved as their text. null means 'none'
 * (business_slug only). The value is then checked against the constant's type (constants.rules.ts).
 */
export const ZSaveConstantRequest = z
  .object({ value: z.union([z.string(), z.number(), z.boolean(), z.null()]) })
  .strict();
export type TSaveConstantRequest = z.infer<typeof ZSaveConstantRequest>;

/**
 * docs/product/api.md#app-settings "Save theme colour": type 'colors' and the colour as
 * text_content (#RRGGBB).
 */
export const ZSaveColorRequest = z
  .object({
    type: z.literal('colors'),
    text_content: z
      .string()
      .trim()
      .regex(HEX_COLOUR_PATTERN, MESSAGES.THE_COLOUR_MUST_LOOK_LIKE_2C7BE5)
      .transform((hex) => hex.toUpperCase()),
  })
  .strict();
export type TSaveColorRequest = z.infer<typeof ZSaveColorRequest>;
