import { Anchor } from '@mantine/core';
import { useState } from 'react';

/** Off screen, still focusable and read (the usual visually-hidden rules). */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
const SHOWN = {
  position: 'fixed',
  top: 8,
  insetInlineStart: 8,
  zIndex: 1000,
  padding: '8px 12px',
  background: 'var(--mantine-color-body)',
  border: '2px solid var(--mantine-primary-color-filled)',
  borderRadius: 4,
} as const;

/**
 * The first thing Tab reaches: a link past the header and the product menu to the page itself,
 * shown while it has the focus (WCAG 2.4.1; without it the first field is 14 Tabs away).
 */
export function SkipLink({ target, label }: { target: string; label: string }) {
  const [isFocused, setFocused] = useState(false);
  return (
    <Anchor
      href={`#${target}`}
      style={isFocused ? SHOWN : HIDDEN}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        // Focus moves with the jump, so the next Tab starts in the page.
        const main = document.getElementById(target);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {label}
    </Anchor>
  );
}
