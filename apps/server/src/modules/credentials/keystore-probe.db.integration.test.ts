import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES, type TMessageKey } from '@oc/domain/messages/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import {
  appIdOf,
  credentialsRow,
  makeKeystore,
  saveCredentials,
  type TKeystore,
} from './credentials.test-support';
import { checkKeystore } from './keystore-check';

const ctx = setupTestApp();
let jks: TKeystore;
let work: string;
let agentJar: string;
let marker: string;
const saved = { ...process.env };

/**
 * A real java agent: when any JVM loads it, its premain writes the marker file. If an owner's value
 * ever reached a java command line, `-J-javaagent:<jar>` would load it and run it as the server.
 */
function buildAgent(dir: string, markerFile: string): string {
  const source = join(dir, 'Agent.java');
  writeFileSync(
    source,
    `public class Agent {
  public static void premain(String args) throws Exception {
    java.nio.file.Files.writeString(java.nio.file.Path.of(${JSON.stringify(markerFile)}), "ran");
  }
}
`,
  );
  const classes = join(dir, 'classes');
  execFileSync('javac', ['-d', classes, source], { stdio: 'pipe' });
  const manifest = join(dir, 'manifest.txt');
  writeFileSync(manifest, 'Premain-Class: Agent\n');
  const jar = join(dir, 'agent.jar');
  execFileSync('jar', ['cfm', jar, manifest, '-C', classes, '.'], { stdio: 'pipe' });
  return jar;
}

/** A PKCS12 keystore whose only entry is a trusted certificate: an alias with no key. */
function trustedCertificateStore(from: TKeystore): Buffer {
  const dir = mkdtempSync(join(work, 'trusted-'));
  const env = { ...process.env, OC_SP: from.storePassword };
  const source = join(dir, 'source.p12');
  writeFileSync(source, from.bytes);
  const cert = join(dir, 'cert.pem');
  const store = ['-storepass:env', 'OC_SP'];
  execFileSync(
    'keytool',
    ['-exportcert', '-rfc', '-keystore', source, ...store, '-alias', from.alias, '-file', cert],
    { env, stdio: 'pipe' },
  );
  const target = join(dir, 'trusted.p12');
  execFileSync(
    'keytool',
    [
      '-importcert',
      '-noprompt',
      '-storetype',
      'PKCS12',
      '-keystore',
      target,
      ...store,
      '-alias',
      'ca',
      '-file',
      cert,
    ],
    { env, stdio: 'pipe' },
  );
  return readFileSync(target);
}

beforeAll(() => {
  jks = makeKeystore('JKS');
  work = mkdtempSync(join(tmpdir(), 'oc-test-agent-'));
  marker = join(work, 'agent-ran');
  agentJar = buildAgent(work, marker);
  // The agent itself works: loaded the way an attacker would load it, it writes the marker.
  execFileSync('java', [`-javaagent:${agentJar}`, '-version'], { stdio: 'pipe' });
  expect(existsSync(marker)).toBe(true);
  rmSync(marker);
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});
afterEach(() => {
  rmSync(marker, { force: true });
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

describe('the keystore check runs nothing an owner sends', () => {
  it('answers 400 for -J-javaagent as alias or password, and the agent never runs', async () => {
    const appId = await appIdOf(ctx, 'app_driver_x');
    const attack = `-J-javaagent:${agentJar}`;
    const cases: [Record<string, string>, TMessageKey][] = [
      [
        { store_password: jks.storePassword, key_alias: attack, key_password: jks.keyPassword },
        'KEYSTORE_ALIAS_NOT_FOUND',
      ],
      [
        { store_password: attack, key_alias: jks.alias, key_password: jks.keyPassword },
        'KEYSTORE_WRONG_STORE_PASSWORD',
      ],
      [
        { store_password: jks.storePassword, key_alias: jks.alias, key_password: attack },
        'KEYSTORE_WRONG_KEY_PASSWORD',
      ],
      // An argument file is the launcher's other rule for an argument of its own.
      [
        { store_password: jks.storePassword, key_alias: `@${agentJar}`, key_password: 'x' },
        'KEYSTORE_ALIAS_NOT_FOUND',
      ],
    ];
    for (const [fields, key] of cases) {
      const response = await saveCredentials(ctx, appId, 'android', fields, [
        { field: 'store_file', name: 'upload.jks', bytes: jks.bytes },
      ]);
      expect(existsSync(marker), `the agent ran for ${key}`).toBe(false);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ error: true, result: [MESSAGES[key]] });
    }
    expect(await credentialsRow(ctx, appId, 'android')).toBeNull();

    // Nor do the variables through which the server's own environment could hand the JVM an agent.
    for (const name of ['JAVA_TOOL_OPTIONS', 'JDK_JAVA_OPTIONS', '_JAVA_OPTIONS'])
      process.env[name] = `-javaagent:${agentJar}`;
    const result = await checkKeystore({
      bytes: jks.bytes,
      storePassword: jks.storePassword,
      alias: jks.alias,
      keyPassword: jks.keyPassword,
    });
    expect(existsSync(marker)).toBe(false);
    expect(result).toMatchObject({ ok: true, facts: { sha256_fingerprint: jks.sha256 } });
  });
});

describe('the keystore probe', () => {
  it('needs no temp file: it classifies JKS and PKCS12 keystores with no writable temp directory (nor, at first, a cache)', async () => {
    const p12 = makeKeystore('PKCS12', 'release');
    const trusted = trustedCertificateStore(p12);
    const notADirectory = join(work, 'plain-file');
    writeFileSync(notADirectory, '');
    process.env.TMPDIR = join(notADirectory, 'tmp');
    // No cache either at first, so the probe is compiled in memory by java's source launcher (about
    // a second a check); then the compiled class from a cache of our own.
    process.env.XDG_CACHE_HOME = join(notADirectory, 'cache');
    const cases: [Parameters<typeof checkKeystore>[0], TMessageKey | null][] = [
      [
        {
          bytes: jks.bytes,
          storePassword: jks.storePassword,
          alias: 'demo',
          keyPassword: jks.keyPassword,
        },
        null,
      ],
      [{ bytes: jks.bytes, storePassword: 'nope', alias: 'demo' }, 'KEYSTORE_WRONG_STORE_PASSWORD'],
      [
        {
          bytes: p12.bytes,
          storePassword: p12.storePassword,
          alias: 'release',
          keyPassword: 'ignored',
        },
        null,
      ],
      [{ bytes: p12.bytes, storePassword: 'nope' }, 'KEYSTORE_WRONG_STORE_PASSWORD'],
      [
        { bytes: p12.bytes, storePassword: p12.storePassword, alias: 'upload' },
        'KEYSTORE_ALIAS_NOT_FOUND',
      ],
      [
        { bytes: trusted, storePassword: p12.storePassword, alias: 'ca' },
        'KEYSTORE_ALIAS_HAS_NO_KEY',
      ],
      [
        { bytes: p12.bytes.subarray(0, 200), storePassword: p12.storePassword },
        'KEYSTORE_UNREADABLE',
      ],
    ];
    for (const [index, [input, problem]] of cases.entries()) {
      if (index === 2) process.env.XDG_CACHE_HOME = mkdtempSync(join(work, 'cache-'));
      const result = await checkKeystore(input);
      if (problem) expect(result, problem).toEqual({ ok: false, problem });
      else
        expect(result).toMatchObject({
          ok: true,
          facts: {
            subject: 'CN=Demo',
            sha256_fingerprint: input.bytes === jks.bytes ? jks.sha256 : p12.sha256,
          },
        });
    }
  }, 60_000);

  it('is compiled once into the cache, under the hash of its source, leaving no half-made directory', async () => {
    const cache = mkdtempSync(join(work, 'cache-'));
    process.env.XDG_CACHE_HOME = cache;
    const input = { bytes: jks.bytes, storePassword: jks.storePassword, alias: jks.alias };
    // Two at once: both wait for the same compilation.
    const results = await Promise.all([checkKeystore(input), checkKeystore(input)]);
    for (const result of results) expect(result).toMatchObject({ ok: true });
    const source = readFileSync(new URL('./KeystoreProbe.java', import.meta.url));
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
    expect(readdirSync(join(cache, 'owner-console'))).toEqual([`keystore-probe-${hash}`]);
    expect(readdirSync(join(cache, 'owner-console', `keystore-probe-${hash}`))).toEqual([
      'KeystoreProbe.class',
    ]);
  });
});
