import { execFileSync } from 'node:child_process';
import { randomBytes, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real JKS keystore made by the JDK's keytool, as an owner would upload it, with its password
 * and its certificate's SHA-256 (`AB:CD:…`, as the console shows it). The password reaches keytool
 * through its environment only, never its arguments.
 */
export function makeKeystore(alias: string, commonName = 'Demo') {
  const dir = mkdtempSync(join(tmpdir(), 'oc-e2e-keystore-'));
  const password = `store-${randomBytes(8).toString('hex')}`;
  const env = { ...process.env, SP: password };
  try {
    const file = join(dir, 'x.jks');
    execFileSync(
      'keytool',
      [
        ...['-genkeypair', '-keystore', file, '-storetype', 'JKS', '-alias', alias],
        ...['-keyalg', 'RSA', '-keysize', '2048', '-dname', `CN=${commonName}`, '-validity', '365'],
        ...['-storepass:env', 'SP', '-keypass:env', 'SP'],
      ],
      { env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const pem = execFileSync(
      'keytool',
      ['-exportcert', '-rfc', '-keystore', file, '-alias', alias, '-storepass:env', 'SP'],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    ).toString();
    return {
      alias,
      buffer: readFileSync(file),
      password,
      sha256: new X509Certificate(pem).fingerprint256,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
