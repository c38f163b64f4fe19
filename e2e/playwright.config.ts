import { defineConfig } from '@playwright/test';

// Browser journeys in Debian's Chromium against the real server on a fresh embedded database.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
/** Where the server serves custom domains over HTTPS. */
export const E2E_HTTPS_PORT = E2E_PORT + 363;
/**
 * Where the shared server's database, the stand-ins' facts and the failed journeys' traces go,
 * relative to the repository root: another directory lets two runs share one work tree.
 */
export const E2E_REPORTS = process.env.E2E_REPORTS ?? 'reports';
export const E2E_OWNER = { email: 'owner@e2e.test', password: 'e2e-password-1' };
/** Another account on the same server (its project 'Rival Bites', at rival.localhost). */
export const E2E_RIVAL = { email: 'rival@e2e.test', password: 'e2e-rival-password-1' };
/** What e2e/serve.ts needs to know besides PORT, HTTPS_PORT, HOST and DATA_DIR. */
export const E2E_SERVER_ENV = {
  OWNER_EMAIL: E2E_OWNER.email,
  OWNER_PASSWORD: E2E_OWNER.password,
  E2E_RIVAL_EMAIL: E2E_RIVAL.email,
  E2E_RIVAL_PASSWORD: E2E_RIVAL.password,
  LOG_LEVEL: 'warn',
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two for the journeys on the shared server (projects below), two for the custom domains' files,
  // each on a server of its own, whose journeys mostly wait: for pebble, DNS re-checks and a
  // certificate's end.
  workers: 4,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: `../${E2E_REPORTS}/e2e-results`,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A failed journey keeps its trace: each action with the page's DOM as it was, the network and
    // the console, and a screenshot of the end. Not the film of screenshots a trace can also hold:
    // on this 2-core machine recording it cost about a third of the run's processor time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Projects with dependencies run in phases: each phase starts once every project of the one
  // before has finished. The website journeys check on the public site what the console saved, so
  // they run after every other journey on the shared server has finished changing the shared demo
  // project; the widgets journeys then frame the website as the website journeys left it: one
  // worker takes the two files one after the other, in their order (website, then widgets), beside
  // the build journeys rather than in a phase of their own after them. The build journeys use the
  // customer app's keys and general info as they are once the console journeys (which change its
  // name and version) are done.
  projects: [
    // Custom domains, each file on a server of its own (e2e/second-server.ts): from the start,
    // beside the others, since nothing they do reaches the shared server.
    { name: 'domains', testMatch: /domains[^/]*\.spec\.ts$/, workers: 2 },
    {
      name: 'console',
      testIgnore: /(website|ordering|builds|widgets|domains)[^/]*\.spec\.ts$/,
      workers: 2,
    },
    {
      name: 'website',
      testMatch: /(website|ordering|widgets)[^/]*\.spec\.ts$/,
      dependencies: ['console'],
      workers: 1,
    },
    { name: 'builds', testMatch: /builds[^/]*\.spec\.ts$/, dependencies: ['console'] },
  ],
  webServer: {
    // The real server, with Google Play pointed at a local stand-in (e2e/serve.ts).
    command: 'node --import tsx e2e/serve.ts',
    cwd: '..',
    url: `http://localhost:${E2E_PORT}/api/health`,
    // Two accounts are seeded and pebble started before the server itself starts.
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HTTPS_PORT: String(E2E_HTTPS_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `${E2E_REPORTS}/e2e-data`,
      E2E_FACTS_DIR: E2E_REPORTS,
      ...E2E_SERVER_ENV,
    },
  },
});
