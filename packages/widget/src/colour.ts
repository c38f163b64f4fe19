import { readableOn } from '@oc/domain/widgets/widget-protocol';

// The button's text colour: white or near-black, whichever contrasts more with the owner's colour
// (WCAG 2 contrast ratio, the domain's colour maths).

const NEAR_BLACK = '#111111';

/** `hex` is #RRGGBB (checked by readOptions). */
export const readableTextColor = (hex: string): string => readableOn(hex, NEAR_BLACK);
