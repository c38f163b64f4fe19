import { z } from 'zod';
import { MESSAGES } from '../messages/messages';

// The one colour rule: six hex digits after '#', as the colour pickers write them.
export const HEX_COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
export const ZHexColor = z
  .string()
  .regex(HEX_COLOUR_PATTERN, MESSAGES.THE_COLOUR_MUST_LOOK_LIKE_2C7BE5);
export const isHexColour = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOUR_PATTERN.test(value);

export const DEFAULT_COLOR = '#2C7BE5';
export const DEFAULT_PAGE_BACKGROUND = '#FFFFFF';
