import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { createConsoleRouter } from './app/router';
import { prefetchMe } from './data/auth/get-me';
import { setConsoleLanguage, startingLanguage } from './lib/i18n';
import { RouterProvider } from './lib/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const queryClient = createQueryClient();
// Before React renders, with a session: who is logged in is asked while the first page's code
// downloads rather than after it.
prefetchMe(queryClient);
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
const ready = language === 'en' ? Promise.resolve() : setConsoleLanguage(language).catch(() => {});
// The login page arrives already drawn (login.html): it stays until the page's code is here, so
// the owner never sees the loading sign between it and the live form, and React draws the live
// one in short slices (a transition) rather than one long task a phone's touch would wait behind.
if (root.dataset.prerendered) {
  const drawLive = () => void ready.then(() => startTransition(draw));
  if (router.state.initialized) drawLive();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      drawLive();
    });
  }
} else {
  void ready.then(draw);
}
