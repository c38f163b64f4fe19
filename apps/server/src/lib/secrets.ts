import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// Secrets at rest (docs/design.md#data): AES-256-GCM, a fresh 12-byte nonce per message, the auth
// tag checked on decrypt. Format: v1.<nonce>.<tag>.<ciphertext>, each base64url.
export type TSecretBox = {
  encrypt(plain: string | Buffer): string;
  decrypt(sealed: string): Buffer;
  /**
   * A 32-byte key for one purpose (HKDF-SHA256 of the secret key with `label` as its info), so that
   * the server keeps one secret and a key used for one thing (signing download links) can never
   * decrypt or sign anything else.
   */
  deriveKey(label: string): Buffer;
};

export function createSecretBox(key: Buffer): TSecretBox {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes');
  return {
    encrypt(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || body === undefined)
        throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
    },
    deriveKey(label) {
      return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `oc:${label}`, 32));
    },
  };
}

/** The key from SECRET_KEY, else from a key file created once (mode 0600) in DATA_DIR. */
export function loadSecretKey(secretKeyHex: string | undefined, keyFile: string): Buffer {
  if (secretKeyHex) return Buffer.from(secretKeyHex, 'hex');
  if (existsSync(keyFile)) {
    const hex = readFileSync(keyFile, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/i.test(hex))
      throw new Error(`${keyFile} does not hold a 64-hex-character key`);
    return Buffer.from(hex, 'hex');
  }
  mkdirSync(dirname(keyFile), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(keyFile, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
