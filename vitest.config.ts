import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One Vitest run, seven projects. The server's API tests run twice: on embedded PGlite and on a
// throwaway PostgreSQL cluster (docs/decisions/003-tests-on-two-databases.md: the same code runs on
// either database, so both are tested).
export default defineConfig({
  test: {
    projects: [
      {
        // The repository itself: links between the docs, and the docs that comments name.
        test: {
          name: 'repo',
          root: 'scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'widget',
          root: 'packages/widget',
          include: ['src/**/*.test.ts'],
          // The loader runs on other people's pages: a page of its own on another origin than the
          // website it frames (https://host.test vs https://order.test in the tests).
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'https://host.test/menu' } },
        },
      },
      {
        test: {
          name: 'website',
          root: 'apps/website',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server:pglite',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server:postgres',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'console',
          root: 'apps/console',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          // Component tests take under a second each on an idle machine; the ceiling leaves room for a
          // machine busy with other runs (the server's tests, the journeys) without hiding a hang.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
