import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { AppRouter } from './app/router';
import { prefetchMe } from './data/auth/get-me';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const queryClient = createQueryClient();
// Before React renders: the session is read while the first page's code downloads, not after it.
prefetchMe(queryClient);
createRoot(root).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
