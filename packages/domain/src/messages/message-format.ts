// How a message is written, apart from any catalogue of them: what the console's first pages need
// without downloading every message the product has (./messages.ts).

export type TMessageValues = Record<string, string | number>;

/** A message's placeholder as written in MESSAGES: `:size`, or `:size:` before other words. */
export const MESSAGE_PLACEHOLDER = /:([a-z_]+):?/g;

/** A template's placeholders filled with the values; one without a value is left as written. */
export function fillMessage(template: string, values: TMessageValues = {}): string {
  return template.replace(MESSAGE_PLACEHOLDER, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A message's translation key: its English text upper-cased, non-alphanumerics turned into
 * underscores (docs/product/errors.md#translation-keys: "translated by its upper-cased underscored
 * text").
 */
export function toMessageKey(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
