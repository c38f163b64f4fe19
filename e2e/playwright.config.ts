import { defineConfig } from '@playwright/test';

// Browser journeys in Debian's Chromium against the real server on a fresh embedded database.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
/** Where the server serves custom domains over HTTPS. */
export const E2E_HTTPS_PORT = E2E_PORT + 363;
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
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../reports/e2e-results',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
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
  // The website journeys check on the public site what the console saved, so they run after every
  // other journey has finished changing the shared demo project.
  // The build journeys use the customer app's keys and general info as they are once the console
  // journeys (which change its name and version) are done.
  projects: [
    { name: 'console', testIgnore: /(website|builds|widgets|domains)[^/]*\.spec\.ts$/ },
    { name: 'website', testMatch: /website[^/]*\.spec\.ts$/, dependencies: ['console'] },
    { name: 'builds', testMatch: /builds[^/]*\.spec\.ts$/, dependencies: ['console'] },
    // The widgets frame the website as the website journeys left it.
    { name: 'widgets', testMatch: /widgets[^/]*\.spec\.ts$/, dependencies: ['website'] },
    // A custom domain changes where 'Visit my website' and the widget snippets point: last.
    { name: 'domains', testMatch: /domains[^/]*\.spec\.ts$/, dependencies: ['widgets'] },
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
      DATA_DIR: 'reports/e2e-data',
      ...E2E_SERVER_ENV,
    },
  },
});
