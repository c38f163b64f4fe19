#!/usr/bin/env node
// `npm test`: every check, in order, then one line `total: N passed, N failed` (.ci/run relies on it).
// Lint and typecheck count as one check each; Vitest and Playwright count their tests from their
// JSON reports, so the total is what the runners measured, not what this script assumes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

// Absolute: Playwright resolves report paths against its config's folder, not the working directory.
const reports = resolve('reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const lines = [];

function run(label, command, args, env = {}) {
  process.stdout.write(`\n=== ${label}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  lines.push(`${label}: exit ${result.status} in ${seconds}s`);
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else failed += 1;
}

function countVitest(path) {
  if (!existsSync(path)) return false;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that failed to load has no tests but must still fail the run.
  failed += report.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  return true;
}

function countPlaywright(path) {
  if (!existsSync(path)) return false;
  const { stats } = JSON.parse(readFileSync(path, 'utf8'));
  passed += stats.expected + (stats.flaky ?? 0);
  failed += stats.unexpected;
  return true;
}

check('lint', 'npx', ['biome', 'check', '.']);
check('typecheck', 'npx', ['tsc', '-b']);

let before = failed;
const vitestOk = run('unit+api', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
]);
if (!countVitest(`${reports}/vitest.json`)) failed += 1;
// A runner also fails for errors outside any test (an unhandled rejection or error event); its
// report then counts no failed test, so a failing exit with none counted counts as one.
if (!vitestOk && failed === before) failed += 1;

if (run('build', 'npm', ['run', 'build'])) {
  before = failed;
  const browserOk = run(
    'browser',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
    },
  );
  if (!countPlaywright(`${reports}/playwright.json`)) failed += 1;
  if (!browserOk && failed === before) failed += 1;
} else {
  failed += 1;
}

process.stdout.write(`\n${lines.join('\n')}\n`);
process.stdout.write(`total: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
