/** How long a text field waits after the last keystroke before it saves. */
export const TEXT_DEBOUNCE_MS = 750;
export const TEXT_MIN_LENGTH = 1;
export const TEXT_MAX_LENGTH = 255;

/**
 * docs/product/validation.md#store-credentials: constants and credentials have all whitespace
 * removed.
 */
export const stripWhitespace = (value: string) => value.replace(/\s+/g, '');

/** docs/product/validation.md#text-values: text inputs hold 1 to 255 characters. */
export const isTextLengthValid = (value: string) =>
  value.length >= TEXT_MIN_LENGTH && value.length <= TEXT_MAX_LENGTH;
