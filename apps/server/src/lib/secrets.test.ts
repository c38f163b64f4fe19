import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretKey } from './secrets';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('round-trips text and bytes, with a different ciphertext each time', () => {
    const a = box.encrypt('store-password-123');
    const b = box.encrypt('store-password-123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('store-password-123');
    expect(box.decrypt(a).toString()).toBe('store-password-123');
    const bytes = randomBytes(5000);
    expect(box.decrypt(box.encrypt(bytes)).equals(bytes)).toBe(true);
  });

  it('refuses a tampered message and another key', () => {
    const sealed = box.encrypt('secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => box.decrypt(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).decrypt(sealed)).toThrow();
    expect(() => box.decrypt('plain text')).toThrow(/Not a sealed secret/);
  });

  it('derives one stable key per purpose, unlike the secret key and other purposes', () => {
    const key = randomBytes(32);
    const a = createSecretBox(key).deriveKey('download-links');
    expect(a).toHaveLength(32);
    expect(createSecretBox(key).deriveKey('download-links').equals(a)).toBe(true);
    expect(createSecretBox(key).deriveKey('other').equals(a)).toBe(false);
    expect(createSecretBox(randomBytes(32)).deriveKey('download-links').equals(a)).toBe(false);
    expect(a.equals(key)).toBe(false);
  });

  it('needs a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('loadSecretKey', () => {
  it('uses SECRET_KEY when given', () => {
    const hex = randomBytes(32).toString('hex');
    expect(loadSecretKey(hex, '/nonexistent/key').toString('hex')).toBe(hex);
  });

  it('creates a private key file once and reads it back after', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'oc-key-')), 'nested', 'secret.key');
    const first = loadSecretKey(undefined, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(loadSecretKey(undefined, file).equals(first)).toBe(true);
  });
});
