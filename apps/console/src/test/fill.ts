import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts text in a field in one paste, where how it is typed is not what a test checks: a long value
 * typed key by key re-renders the form once per key, which is slow on a busy machine.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
