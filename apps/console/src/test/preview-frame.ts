import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

// The live preview's frame in console tests (docs/product/website-settings.md#live-preview).

/** Opens the preview (test windows are narrower than the side-by-side layout) and finds its frame. */
export async function openPreview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Show preview' }));
  const pane = await screen.findByRole('region', { name: 'Preview' });
  return { pane, frame: within(pane).getByTitle(/^Preview of /) as HTMLIFrameElement };
}

export type TPosted = {
  message: { type: string; site: Record<string, unknown>; values: unknown };
  origin: string;
};

/**
 * Stands in for the page in the frame (happy-dom loads no page there): a window we control
 * becomes the frame's, records what the console posts to it, and says it is ready.
 */
export function fakePage(frame: HTMLIFrameElement, origin: string) {
  const posted: TPosted[] = [];
  const page = {
    postMessage: (message: never, to: string) => posted.push({ message, origin: to }),
  };
  Object.defineProperty(frame, 'contentWindow', { value: page, configurable: true });
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'oc-preview-ready' },
      origin,
      source: page as unknown as MessageEventSource,
    }),
  );
  return posted;
}
