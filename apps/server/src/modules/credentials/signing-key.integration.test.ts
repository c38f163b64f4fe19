import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeKeystore, type TKeystore } from './credentials.test-support';
import { createDebugKey, exportSigningKey } from './signing-key';

// The keys a build signs with, checked with keytool itself: what we export or make must open with
// the alias and password we chose, and hold the owner's certificate (or a debug one).
// The keys touch no database, so they are checked once, in the project without one.

describe('signing keys', () => {
  let work: string;
  let jks: TKeystore;
  let p12: TKeystore;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'oc-test-signing-'));
    jks = makeKeystore('JKS', 'upload');
    p12 = makeKeystore('PKCS12', 'release');
  });
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  /** The certificate of a PKCS12 keystore's entry, as keytool reads it with that password. */
  function certificateOf(keystore: Buffer, alias: string, password: string): X509Certificate {
    const dir = mkdtempSync(join(work, 'read-'));
    const file = join(dir, 'store.p12');
    const pass = join(dir, 'pass');
    writeFileSync(file, keystore);
    writeFileSync(pass, password);
    const listing = execFileSync(
      'keytool',
      ['-J-Duser.language=en', '-list', '-keystore', file, '-storepass:file', pass, '-v'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // The one entry, a private key, as PKCS12.
    expect(listing).toMatch(/Keystore type: PKCS12/);
    expect(listing).toMatch(/Your keystore contains 1 entry/);
    expect(listing).toMatch(/Entry type: PrivateKeyEntry/);
    const pem = execFileSync(
      'keytool',
      ['-exportcert', '-rfc', '-keystore', file, '-storepass:file', pass, '-alias', alias],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return new X509Certificate(pem);
  }

  describe('exportSigningKey', () => {
    it("copies a JKS keystore's key into a PKCS12 keystore of ours, with the owner's certificate", async () => {
      const result = await exportSigningKey({
        bytes: jks.bytes,
        storePassword: jks.storePassword,
        alias: jks.alias,
        keyPassword: jks.keyPassword,
      });
      if (!result.ok) throw new Error(result.problem);
      expect(result.key.alias).toBe('key0');
      expect(result.key.password).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(result.key.password).not.toContain(jks.storePassword);
      const cert = certificateOf(result.key.keystore, 'key0', result.key.password);
      expect(cert.fingerprint256).toBe(jks.sha256);
      // A password of its own each time.
      const again = await exportSigningKey({
        bytes: jks.bytes,
        storePassword: jks.storePassword,
        alias: 'UPLOAD',
        keyPassword: jks.keyPassword,
      });
      expect(again.ok && again.key.password).not.toBe(result.key.password);
    });

    it('copies a PKCS12 keystore (its key under the store password, whatever key password is given)', async () => {
      for (const keyPassword of [undefined, 'ignored']) {
        const result = await exportSigningKey({
          bytes: p12.bytes,
          storePassword: p12.storePassword,
          alias: p12.alias,
          ...(keyPassword ? { keyPassword } : {}),
        });
        if (!result.ok) throw new Error(result.problem);
        expect(certificateOf(result.key.keystore, 'key0', result.key.password).fingerprint256).toBe(
          p12.sha256,
        );
      }
    });

    it('says what is wrong: store password, alias, key password', async () => {
      const base = {
        bytes: jks.bytes,
        storePassword: jks.storePassword,
        alias: jks.alias,
        keyPassword: jks.keyPassword,
      };
      expect(await exportSigningKey({ ...base, storePassword: 'nope' })).toEqual({
        ok: false,
        problem: 'KEYSTORE_WRONG_STORE_PASSWORD',
      });
      expect(await exportSigningKey({ ...base, alias: 'other' })).toEqual({
        ok: false,
        problem: 'KEYSTORE_ALIAS_NOT_FOUND',
      });
      expect(await exportSigningKey({ ...base, keyPassword: 'nope' })).toEqual({
        ok: false,
        problem: 'KEYSTORE_WRONG_KEY_PASSWORD',
      });
      // A JKS key with a password of its own and none given: tried with the store password, as
      // keytool does, which does not unlock it.
      const { keyPassword: _, ...withoutKeyPassword } = base;
      expect(await exportSigningKey(withoutKeyPassword)).toEqual({
        ok: false,
        problem: 'KEYSTORE_WRONG_KEY_PASSWORD',
      });
      expect(await exportSigningKey({ ...base, bytes: Buffer.from('not a keystore') })).toEqual({
        ok: false,
        problem: 'KEYSTORE_UNREADABLE',
      });
    });

    it('runs nothing an owner sends: -J and @ values are only text', async () => {
      const dir = mkdtempSync(join(work, 'agent-'));
      const marker = join(dir, 'agent-ran');
      const source = join(dir, 'Agent.java');
      writeFileSync(
        source,
        `public class Agent {
    public static void premain(String args) throws Exception {
      java.nio.file.Files.writeString(java.nio.file.Path.of(${JSON.stringify(marker)}), "ran");
    }
  }
  `,
      );
      execFileSync('javac', ['-d', join(dir, 'classes'), source], { stdio: 'pipe' });
      writeFileSync(join(dir, 'manifest.txt'), 'Premain-Class: Agent\n');
      const jar = join(dir, 'agent.jar');
      execFileSync(
        'jar',
        ['cfm', jar, join(dir, 'manifest.txt'), '-C', join(dir, 'classes'), '.'],
        {
          stdio: 'pipe',
        },
      );
      const attack = `-J-javaagent:${jar}`;
      const base = {
        bytes: jks.bytes,
        storePassword: jks.storePassword,
        alias: jks.alias,
        keyPassword: jks.keyPassword,
      };
      expect(await exportSigningKey({ ...base, alias: attack })).toEqual({
        ok: false,
        problem: 'KEYSTORE_ALIAS_NOT_FOUND',
      });
      expect(await exportSigningKey({ ...base, alias: `@${jar}` })).toEqual({
        ok: false,
        problem: 'KEYSTORE_ALIAS_NOT_FOUND',
      });
      expect(await exportSigningKey({ ...base, storePassword: attack })).toEqual({
        ok: false,
        problem: 'KEYSTORE_WRONG_STORE_PASSWORD',
      });
      expect(await exportSigningKey({ ...base, keyPassword: attack })).toEqual({
        ok: false,
        problem: 'KEYSTORE_WRONG_KEY_PASSWORD',
      });
      expect(existsSync(marker)).toBe(false);
    });
  });

  describe('createDebugKey', () => {
    it('makes an Android debug key: RSA 2048, 30 years, CN=Android Debug, leaving no file behind', async () => {
      const before = readdirSync(tmpdir()).filter((name) => name.startsWith('oc-debug-key-'));
      const key = await createDebugKey();
      const after = readdirSync(tmpdir()).filter((name) => name.startsWith('oc-debug-key-'));
      expect(after).toEqual(before);
      expect(key.alias).toBe('androiddebugkey');
      const cert = certificateOf(key.keystore, key.alias, key.password);
      // node lists the names in their encoded order, the reverse of keytool's -dname.
      expect(cert.subject.split('\n')).toEqual(['C=US', 'O=Android', 'CN=Android Debug']);
      expect(cert.publicKey.asymmetricKeyType).toBe('rsa');
      expect(cert.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
      const days = (Date.parse(cert.validTo) - Date.parse(cert.validFrom)) / 86_400_000;
      expect(Math.round(days)).toBe(30 * 365);
      // Each is a new key.
      const other = await createDebugKey();
      expect(certificateOf(other.keystore, other.alias, other.password).fingerprint256).not.toBe(
        cert.fingerprint256,
      );
    });
  });
});
