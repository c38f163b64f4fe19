#!/usr/bin/env node
// `npm test`: every stage, in order, then a table of stages and one line
// `total: N passed, N failed` (.ci/run relies on it). `npm test -- unit browser` runs only the
// stages named. Lint, typecheck and dead code count as one check each; Vitest and Playwright count
// their tests from their JSON reports, so the total is what the runners measured, not what this
// script assumes. A stage that fails names itself in the table and in the last lines.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

// Absolute: Playwright resolves report paths against its config's folder, not the working
// directory.
const reports = resolve('reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const STAGES = ['lint', 'typecheck', 'dead-code', 'unit', 'integration', 'build', 'browser'];
const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!STAGES.includes(name)) {
    process.stderr.write(`Unknown stage "${name}". Stages: ${STAGES.join(', ')}\n`);
    process.exit(2);
  }
}
const selected = wanted.length ? STAGES.filter((s) => wanted.includes(s)) : STAGES;

/** One row per stage that ran: its name, passed and failed counts, seconds. */
const rows = [];

function run(command, args, env = {}) {
  process.stdout.write(`\n$ ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function stage(name, body) {
  if (!selected.includes(name)) return true;
  process.stdout.write(`\n=== stage ${name}\n`);
  const started = Date.now();
  const counts = body();
  rows.push({ name, ...counts, seconds: (Date.now() - started) / 1000 });
  return counts.failed === 0;
}

const check = (command, args) => () =>
  run(command, args) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };

/**
 * Counts of a runner's JSON report; a failing exit with no failed test still counts one failure.
 */
function counted(isOk, report, count) {
  if (!existsSync(report)) return { passed: 0, failed: 1 };
  const counts = count(JSON.parse(readFileSync(report, 'utf8')));
  // A runner also fails for errors outside any test (an unhandled rejection or error event); its
  // report then counts no failed test, so a failing exit with none counted counts as one.
  if (!isOk && counts.failed === 0) counts.failed = 1;
  return counts;
}

stage('lint', check('npx', ['biome', 'check', '.']));
stage('typecheck', check('npx', ['tsc', '-b']));
stage('dead-code', check('npx', ['knip', '--no-progress']));
/**
 * One Vitest run of the projects named (vitest.config.ts), counted from its JSON report
 * (reports/vitest-<stage>.json, with each file's startTime and endTime).
 */
const vitest = (name, projects) => () => {
  const report = `${reports}/vitest-${name}.json`;
  const isOk = run('npx', [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  return counted(isOk, report, (r) => ({
    passed: r.numPassedTests,
    // A file that failed to load has no tests but must still fail the run.
    failed:
      r.numFailedTests +
      r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length,
  }));
};

// The fast tier: no database, process, tool or network of its own.
stage('unit', vitest('unit', ['repo', 'domain', 'widget', 'website', 'console', 'server']));
// The rest of the server's tests: every database test on PGlite and again on PostgreSQL
// (docs/decisions/003-tests-on-two-databases.md), and every *.integration.test.ts.
stage(
  'integration',
  vitest('integration', [
    'server:pglite',
    'server:pglite:integration',
    'server:integration',
    'server:postgres',
  ]),
);
const isBuilt = stage('build', check('npm', ['run', 'build']));
stage('browser', () => {
  if (!isBuilt) return { passed: 0, failed: 1 };
  const report = `${reports}/playwright.json`;
  const isOk = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  return counted(isOk, report, ({ stats }) => ({
    passed: stats.expected + (stats.flaky ?? 0),
    failed: stats.unexpected,
  }));
});

const passed = rows.reduce((sum, r) => sum + r.passed, 0);
const failed = rows.reduce((sum, r) => sum + r.failed, 0);
process.stdout.write('\nstage       result   passed  failed  seconds\n');
for (const r of rows) {
  const result = r.failed ? 'FAILED' : 'ok';
  process.stdout.write(
    `${r.name.padEnd(11)} ${result.padEnd(8)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${r.seconds.toFixed(1).padStart(7)}\n`,
  );
}
const failedStages = rows.filter((r) => r.failed).map((r) => r.name);
if (failedStages.length) process.stdout.write(`failed stages: ${failedStages.join(', ')}\n`);
process.stdout.write(`total: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
