import { Textarea, type TextareaProps } from '@mantine/core';
import { type CSSProperties, forwardRef } from 'react';

/**
 * Whether the browser grows a text area with its text by itself (CSS `field-sizing: content`, in
 * Chrome and Edge among others). Where it does not, Mantine's autosize measures it in JavaScript,
 * as it did everywhere: about 20 ms of the settings page's first draw, on a computer
 * (docs/decisions/024).
 */
const growsByItself =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('field-sizing', 'content')
    : false;

type TProps = Omit<TextareaProps, 'autosize' | 'styles'> & {
  minRows?: number;
  maxRows?: number;
  /** The text's own look (a monospaced font); the height is this component's. */
  styles?: { input?: CSSProperties };
};

/** Rows of text, with the input's padding and border, as Mantine's textarea lays them out. */
const rowsHeight = (rows: number) =>
  `calc(${rows}lh + 2 * var(--input-padding-y, 0rem) + 2 * calc(0.0625rem * var(--mantine-scale)))`;

/**
 * A text area that is as tall as its text, from `minRows` rows (2) up to `maxRows` (then it
 * scrolls).
 */
export const GrowingTextarea = forwardRef<HTMLTextAreaElement, TProps>(function GrowingTextarea(
  { minRows = 2, maxRows, styles, ...props },
  ref,
) {
  if (!growsByItself) {
    return (
      <Textarea ref={ref} autosize minRows={minRows} maxRows={maxRows} styles={styles} {...props} />
    );
  }
  return (
    <Textarea
      ref={ref}
      rows={minRows}
      styles={{
        input: {
          ...styles?.input,
          fieldSizing: 'content',
          minHeight: rowsHeight(minRows),
          maxHeight: maxRows === undefined ? undefined : rowsHeight(maxRows),
        },
      }}
      {...props}
    />
  );
});
