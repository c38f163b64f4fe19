/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

// Icons drawn inline, not emoji or symbol characters: those come from the visitor's fonts, and where
// no font has them they show as an empty box. Each is decoration beside words that say the same
// (a labelled map, a button's hidden name), so it is hidden from screen readers. The size follows
// the text's (1em), the colour its colour.

function Icon({ children }: { children: ComponentChildren }) {
  return (
    <svg
      class="icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A map pin. */
export function PinIcon() {
  return (
    <Icon>
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z"
      />
    </Icon>
  );
}

/** A heart: its outline, filled in by the stylesheet once the thing is a favorite. */
export function HeartIcon() {
  return (
    <Icon>
      <path
        fill="none"
        stroke="currentColor"
        stroke-width="2"
        stroke-linejoin="round"
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
      />
    </Icon>
  );
}
