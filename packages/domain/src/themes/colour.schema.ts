import { z } from 'zod';
import { THEME_MESSAGES } from '../messages/theme-messages';
import { HEX_COLOUR_PATTERN } from './colour.rules';

/** A colour as a request or a form holds it: the colour rule (colour.rules.ts) with its message. */
export const ZHexColor = z
  .string()
  .regex(HEX_COLOUR_PATTERN, THEME_MESSAGES.THE_COLOUR_MUST_LOOK_LIKE_2C7BE5);
