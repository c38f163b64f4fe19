import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The console's test files share a worker's libraries (React, Mantine: vitest.config.ts), but each
// imports the console's own modules afresh, as in the browser on a reload: what one of ours keeps
// for the page's life (a dialog's or the picker's downloaded code, a module mocked by one file and
// imported by ours) is never another file's. Ours are imported below, after the reset, so that this
// file cleans up the same ones the test file uses.
vi.resetModules();
const { i18n, setConsoleLanguage } = await import('../lib/i18n');
const { clearQueryClients } = await import('./query-clients');
// Every group of words that comes with its pages (lib/page-words.ts), as if each page had been
// opened: a test may draw a part of a page through a file that leaves the group to another.
await Promise.all([
  import('../lib/page-words/account'),
  import('../lib/page-words/activity'),
  import('../lib/page-words/businesses'),
  import('../lib/page-words/menu'),
  import('../lib/page-words/orders'),
  import('../lib/page-words/settings-advanced'),
  import('../lib/page-words/settings-app'),
  import('../lib/page-words/team'),
  import('../lib/page-words/webhooks'),
  import('../lib/page-words/widgets'),
]);

// findBy… and waitFor give up after 5 s rather than 1 s: on a machine busy with other runs a re-render
// can take longer than a second. A passing check still returns as soon as it passes.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from a clean page, storage, clock and network. The libraries, shared by the files
// of a worker, are put back too: Mantine's toasts, the query clients' caches and timers, spies on
// shared objects (URL, console, prototypes), the language.
afterEach(async () => {
  cleanup();
  notifications.clean();
  clearQueryClients();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // English, left to right, and no language kept on this browser.
  if (i18n.language !== 'en' || document.documentElement.dir === 'rtl') {
    await setConsoleLanguage('en');
  }
  localStorage.clear();
});

// Mantine reads these browser APIs, which happy-dom leaves out.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
