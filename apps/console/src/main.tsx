import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { firstDrawMoment, firstPageCode } from './app/first-draw';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { loaderReadsFinished } from './app/route-data';
import { createConsoleRouter } from './app/router';
import { prefetchMe } from './data/auth/get-me';
import { setConsoleLanguage, startingLanguage } from './lib/i18n';
import { RouterProvider } from './lib/router';

/** The longest the first draw waits for the first page's code and data (app/first-draw.ts). */
const FIRST_DRAW_WAIT_MS = 1000;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const queryClient = createQueryClient();
// Before React renders, with a session: who is logged in is asked while the first page's code
// downloads rather than after it.
const me = prefetchMe(queryClient);
const router = createConsoleRouter(queryClient);
const draw = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
// The console in the language last chosen on this browser, else the browser's own: its words come
// before the first page is drawn, so nothing shows in English first. Should they fail to download,
// the console opens in English, and the language menu can try again.
const language = startingLanguage();
const words = language === 'en' ? Promise.resolve() : setConsoleLanguage(language).catch(() => {});
if (root.dataset.prerendered) {
  // The login page arrives already drawn (login.html): it stays until the page's code is here, so
  // the owner never sees the loading sign between it and the live form, and React draws the live
  // one in short slices (a transition) rather than one long task a phone's touch would wait behind.
  void Promise.all([words, firstPageCode(router)]).then(() => startTransition(draw));
} else {
  // Drawn once, with the page's code and data (app/first-draw.ts); index.html's own placeholder
  // shows meanwhile. A mark in the browser's performance timeline says which it was and after how
  // long: on a busy machine a load can take longer than the wait, and a journey must tell that
  // from a page drawn too soon.
  const reads = Promise.all([me, loaderReadsFinished()]);
  const waitStarted = performance.now();
  void Promise.all([words, firstDrawMoment(router, reads, FIRST_DRAW_WAIT_MS)]).then(([, why]) => {
    performance.mark('oc:first-draw', {
      detail: { why, afterMs: Math.round(performance.now() - waitStarted) },
    });
    draw();
  });
}
