import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ConsoleMantine } from './app/provider';
import { LoginRoute } from './app/routes/login';
import { i18n } from './lib/i18n';
import { createRouter, memoryHistory, RouterProvider } from './lib/router';

/**
 * The login page's markup, drawn once at build time (vite-prerender-login.ts) and sent as the
 * page's HTML, so a phone shows the form as soon as the page and its stylesheet arrive instead of
 * after the console's code has downloaded and run. The same theme and page React draws, in the
 * default brand (a signed-out owner has none), so nothing moves when React replaces it (main.tsx).
 * The drawn form is inert: typing there would be lost when React replaces it.
 */
export function renderLoginPage(): string {
  // Built signed out: Node has no localStorage, and the page asks it for a session.
  const hadStorage = 'localStorage' in globalThis;
  if (!hadStorage) {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: { getItem: () => null },
    });
  }
  try {
    return drawLoginPage();
  } finally {
    if (!hadStorage) Reflect.deleteProperty(globalThis, 'localStorage');
  }
}

function drawLoginPage() {
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ConsoleMantine primary={null}>
          <RouterProvider
            router={createRouter([{ path: '/login', element: <LoginRoute /> }], {
              history: memoryHistory('/login'),
            })}
          />
        </ConsoleMantine>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  // Its fields unnamed too (no label's for, no id): whatever looks for the Email field, a
  // password manager or a test, finds the live one React draws, never this stand-in about to go.
  // The language menu below the form is inert as well: a language chosen there would be lost when
  // React draws the live page in the language it started in.
  return markup
    .replace('<form ', '<form inert="" ')
    .replace('<select ', '<select inert="" ')
    .replace(/ (?:for|id)="mantine-[^"]*"/g, '');
}
