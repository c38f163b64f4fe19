// Seconds from an Android build request to a verified, signed APK, and to a verified, signed App
// Bundle (AAB), in hand (the target for each: under 30 s on this machine): the real server,
// compiled as `npm start` runs it (apps/server/dist/main.js, its own empty data dir, one build
// worker), the demo customer app with a real keystore uploaded, then for each round: request a
// release (Pro) build, poll until it ends, download it, and check it: the APK with
// `apksigner verify` and `aapt dump badging`, the AAB with `jarsigner -verify` and its manifest read
// back through aapt2 and aapt (readBundleBadging). Prints figures; never passes or fails on time.
// Run: npm run build && node --import tsx bench/build-android.ts   (BENCH_ROUNDS, default 5;
// DATABASE_URL for PostgreSQL)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBundleBadging } from '../apps/server/src/modules/builds/android/android-bundle';
import { freePort } from '../apps/server/test/postgres-cluster';
import { builtServer } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const work = mkdtempSync(join(tmpdir(), 'oc-bench-build-'));
const password = 'bench-password-1';

const SERVER = builtServer();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server: ChildProcess = spawn(process.execPath, [...SERVER.nodeArgs, SERVER.main], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    OWNER_EMAIL: 'bench@bench.test',
    OWNER_PASSWORD: password,
    LOG_LEVEL: 'warn',
    WORKERS: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${base}${path}`, { ...init, headers });
  return response;
}

async function json(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await api(path, init);
  const body = (await response.json()) as { error: boolean; result: unknown };
  if (body.error) throw new Error(`${path}: ${response.status} ${JSON.stringify(body.result)}`);
  return body.result as Record<string, unknown>;
}

try {
  const started = performance.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server stopped');
    const ok = await api('/api/health').then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(200);
  }
  const startMs = performance.now() - started;

  const { token } = (await json('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@bench.test', password }),
  })) as { token: string };
  const products = (await json('/api/products', { token })) as unknown as {
    id: number;
    code: string;
  }[];
  const appId = products.find((p) => p.code === 'app_customer_x')?.id;
  if (!appId) throw new Error('no customer app');

  // A real keystore, as an owner would upload it (the bench's own values on keytool's line).
  const jks = join(work, 'upload.jks');
  const storePassword = `store-${randomBytes(6).toString('hex')}`;
  execFileSync(
    'keytool',
    [
      ...['-genkeypair', '-keystore', jks, '-storetype', 'JKS', '-alias', 'upload'],
      ...['-keyalg', 'RSA', '-keysize', '2048', '-dname', 'CN=Bench', '-validity', '365'],
      ...['-storepass:env', 'SP', '-keypass:env', 'SP'],
    ],
    { env: { ...process.env, SP: storePassword }, stdio: 'ignore' },
  );
  const form = new FormData();
  form.set('key_alias', 'upload');
  form.set('store_password', storePassword);
  form.set('key_password', storePassword);
  form.set('store_file', new Blob([readFileSync(jks)]), 'upload.jks');
  await json(`/api/builder/apps/${appId}/credentials/android`, {
    method: 'POST',
    body: form,
    token,
  });

  console.log(`server ready in ${(startMs / 1000).toFixed(1)} s; ${ROUNDS} release builds of each`);

  /** One build, from the request to a verified signed file in hand: its seconds. */
  async function timeBuild(kind: 'assemble' | 'bundle', round: number): Promise<number> {
    const t0 = performance.now();
    const build = (await json(`/api/builder/apps/${appId}/builds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'android', mode: 'release', type: kind }),
      token,
    })) as { id: number };
    for (;;) {
      const log = (await json(`/api/builder/apps/${appId}/builds/${build.id}/log?after=1000000`, {
        token,
      })) as { build: { status: string; error_code: string | null } };
      const status = log.build.status;
      if (['successful', 'failed', 'error_request'].includes(status)) {
        if (status !== 'successful') throw new Error(`build ${status}: ${log.build.error_code}`);
        break;
      }
      await sleep(100);
    }
    const extension = kind === 'bundle' ? 'aab' : 'apk';
    const built = await api(`/api/builder/apps/${appId}/downloads/android/release/${extension}`, {
      token,
    });
    if (!built.ok) throw new Error(`download: ${built.status}`);
    const bytes = Buffer.from(await built.arrayBuffer());
    const file = join(work, `round-${round}.${extension}`);
    writeFileSync(file, bytes);
    if (kind === 'bundle') {
      // The JAR signature Play checks, and the manifest read back through aapt2 and aapt.
      const jarsigner = ['-m', 'jdk.jartool/sun.security.tools.jarsigner.Main'];
      const verified = execFileSync('java', [...jarsigner, '-verify', file]).toString();
      if (!/^jar verified\.$/m.test(verified)) throw new Error('the bundle is not signed');
      const badging = await readBundleBadging(bytes);
      if (badging.packageName !== 'com.demoeats.customer') throw new Error('not our package');
    } else {
      execFileSync('apksigner', ['verify', file], { stdio: 'ignore' });
      const badging = execFileSync('aapt', ['dump', 'badging', file]).toString();
      if (!badging.includes("name='com.demoeats.customer'")) throw new Error('not our package');
    }
    const s = (performance.now() - t0) / 1000;
    console.log(`${extension} round ${round}: ${s.toFixed(2)} s  (${bytes.length} bytes)`);
    return s;
  }

  for (const [kind, what] of [
    ['assemble', 'APK'],
    ['bundle', 'AAB'],
  ] as const) {
    const seconds: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) seconds.push(await timeBuild(kind, round));
    seconds.sort((a, b) => a - b);
    const median = seconds[Math.floor((seconds.length - 1) / 2)] ?? 0;
    console.log(
      `request → verified signed ${what}: median ${median.toFixed(2)} s, best ${seconds[0]?.toFixed(2)} s, worst ${seconds.at(-1)?.toFixed(2)} s (target under 30 s)`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(work, { recursive: true, force: true });
}
