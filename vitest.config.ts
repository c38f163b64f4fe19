import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { consoleWords } from './apps/console/vite-console-words';

// One Vitest run, ten projects. The server's test files say by their name what they need
// (docs/decisions/003-tests-on-two-databases.md), and the `include` globs below decide from the name
// alone where each runs:
//
//   *.test.ts                  no database, no process: once, in `server`
//   *.db.test.ts               a database: on PGlite (`server:pglite`) and PostgreSQL (`server:postgres`)
//   *.integration.test.ts      processes, Java, Android tools, pebble, openssl, loopback servers, but
//                              no database: once, in `server:integration`
//   *.db.integration.test.ts   both: `server:pglite:integration` and `server:postgres`
//
// `npm test` runs them in two stages (scripts/test.mjs): `unit` is every project that needs no
// database, process or network (the first line here, the console, the domain, the widget, the
// website, the docs); `integration` is the other lines, on PGlite and again on PostgreSQL.
const DB = 'src/**/*.db.test.ts';
const DB_INTEGRATION = 'src/**/*.db.integration.test.ts';
const INTEGRATION = 'src/**/*.integration.test.ts';

const BUNDLED = [
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@tabler/icons-react',
  '@tanstack/react-query',
  'wouter',
  'react-hook-form',
  'zod',
  'i18next',
  'react-i18next',
  '@tiptap/react',
  '@tiptap/starter-kit',
  '@tiptap/core',
];

function server(
  name: string,
  include: string[],
  exclude: string[],
  database?: 'pglite' | 'postgres',
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: 'apps/server',
      include,
      exclude,
      environment: 'node',
      ...(database ? { env: { TEST_DB: database }, globalSetup: ['test/global-setup.ts'] } : {}),
      // The server's modules are imported once per worker, not once per file (about 1.4 s each):
      // every file builds its own app on its own database copy, and leaves the process as it
      // found it (environment, listeners, timers).
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on a 2-core machine is one worker for everything.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
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
      server('server', ['src/**/*.test.ts'], [DB, DB_INTEGRATION, INTEGRATION]),
      server('server:pglite', [DB], [], 'pglite'),
      server('server:integration', [INTEGRATION], [DB_INTEGRATION]),
      server('server:pglite:integration', [DB_INTEGRATION], [], 'pglite'),
      server('server:postgres', [DB, DB_INTEGRATION], [], 'postgres'),
      {
        plugins: [react(), consoleWords()],
        test: {
          name: 'console',
          root: 'apps/console',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          // Each test file imports the console's libraries afresh; bundled once into a file each
          // (Vite's dependency optimizer) they load in about half the time of their hundreds of files.
          deps: { optimizer: { client: { enabled: true, include: BUNDLED } } },
          // Component tests take under a second each on an idle machine; the ceiling leaves room for a
          // machine busy with other runs (the server's tests, the journeys) without hiding a hang.
          testTimeout: 15_000,
          // A worker imports React, Mantine and the console's other libraries once, not once per test
          // file (they are most of a file's time: the console's tests take about half as long).
          // src/test/setup.ts imports the console's own modules afresh for each file and puts back what
          // the libraries keep between tests (toasts, query caches, spies, the language), so a file
          // passes whatever ran before it in its worker.
          isolate: false,
        },
      },
    ],
  },
});
