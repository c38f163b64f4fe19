import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runKeytool } from './keytool';

// A new upload key for an owner who has none (docs/product/credentials.md#generate-a-keystore), as
// Android Studio's "Create new key store" makes one: PKCS12, RSA 4096, valid for 10,000 days
// (27 years: Google Play wants upload keys valid past 22 October 2033 and Android's guide asks for
// at least 25 years).

/** What the owner keeps and the build signs with, all of it generated here. */
export type TUploadKey = { keystore: Buffer; alias: string; password: string };

const UPLOAD_KEY_VALIDITY_DAYS = 10_000;
/** RFC 5280's upper bound for a common name. */
const MAX_COMMON_NAME = 64;
const FALLBACK_NAME = 'Android app';

/**
 * The certificate's common name from the app's name: one line of printable text (a line break
 * would answer keytool's next question), at most 64 characters; keytool quotes it for X.500 itself.
 */
function commonNameOf(appName: string): string {
  const line = appName
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const name = Array.from(line).slice(0, MAX_COMMON_NAME).join('').trim();
  return name === '' ? FALLBACK_NAME : name;
}

/**
 * keytool's questions for the certificate's name, answered on its stdin: the app's name as the
 * common name and organization, keytool's "Unknown" for the rest, then "yes". keytool builds the
 * X.500 name from these answers one attribute at a time, so no character of the app's name can
 * add an attribute, and the name never reaches a command line.
 */
const nameAnswers = (commonName: string) =>
  [commonName, '', commonName, '', '', '', 'yes', ''].join('\n');

/**
 * Makes a new upload keystore for the app named `appName`. The alias and the password are random;
 * PKCS12 protects its key with the store password (keytool ignores another key password), so the
 * one password is both. The password reaches keytool in a 0600 file of a private temp directory
 * (mkdtemp makes it 0700), never on its command line or in its environment, and the directory is
 * removed afterwards. Throws KeystoreCheckUnavailable when keytool cannot run.
 */
export async function createUploadKey(appName: string): Promise<TUploadKey> {
  const dir = await mkdtemp(join(tmpdir(), 'oc-upload-key-'));
  try {
    const alias = `upload-${randomBytes(6).toString('hex')}`;
    const password = randomBytes(24).toString('base64url');
    const passwordFile = join(dir, 'password');
    await writeFile(passwordFile, password, { mode: 0o600 });
    const file = join(dir, 'upload.p12');
    await runKeytool(
      [
        '-genkeypair',
        '-keystore',
        file,
        '-storetype',
        'PKCS12',
        '-storepass:file',
        passwordFile,
        '-keypass:file',
        passwordFile,
        '-alias',
        alias,
        '-keyalg',
        'RSA',
        '-keysize',
        '4096',
        '-validity',
        String(UPLOAD_KEY_VALIDITY_DAYS),
      ],
      'make the upload key',
      nameAnswers(commonNameOf(appName)),
    );
    return { keystore: await readFile(file), alias, password };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
