import type { KeyboardEvent } from 'react';

/** Inputs where Enter means "save", as a button would: none of the typing kinds. */
const SUBMITTING_TYPES = new Set(['submit', 'image']);

/**
 * A form's onKeyDown: Enter in one of its fields does not save the whole form (the browser's
 * implicit submission). A tab of many fields is saved with its Save button only; an owner pressing
 * Enter to finish a value must not save the other half-typed ones. Enter still works
 * in text areas, on buttons, and in controls that use it themselves (a select's list).
 */
export function enterDoesNotSave(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter') return;
  const target = event.target;
  if (target instanceof HTMLInputElement && !SUBMITTING_TYPES.has(target.type)) {
    // Controls that act on Enter themselves (a combobox choosing an option) did so already.
    if (target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
  }
}
