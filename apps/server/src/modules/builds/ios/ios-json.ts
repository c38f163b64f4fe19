/** JSON as Xcode writes its catalog files: two-space indents and a final newline. */
export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
