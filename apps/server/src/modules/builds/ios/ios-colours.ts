import { type hexToRgb, rgbToHex } from '@oc/domain/themes/colour.rules';

export type TRgb = ReturnType<typeof hexToRgb>;

/** `#rrggbb` in lower case, as config.json has it. */
export const hexOf = (rgb: TRgb): string => rgbToHex(rgb).toLowerCase();
