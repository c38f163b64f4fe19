import type { TPlatform } from '@oc/domain/apps/platforms';
import {
  credentialFieldsOf,
  isCredentialFileField,
  SAVE_CREDENTIALS_REQUEST,
} from '@oc/domain/credentials/credentials.schema';
import type {
  TCredentialsSummary,
  TKeystoreFacts,
} from '@oc/domain/credentials/credentials-summary.schema';
import { formatMessage, type TMessageKey } from '@oc/domain/messages/messages';
import { CREDENTIAL_FILE_MAX_KB, KB } from '@oc/domain/uploads/upload-limits';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { TForm } from '../../lib/multipart';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import { issuesOfZod, messageOfIssue } from '../../lib/validation-issues';
import { apiKeyProblem, playStoreCredentialProblem } from './credential-files';
import * as repo from './credentials.repository';
import {
  EMPTY_CREDENTIALS,
  summarize,
  summaryOfRow,
  type TStoredCredentials,
  type TStoredSummary,
} from './credentials.summary';
import { checkKeystore, KeystoreCheckUnavailable, type TKeystoreInput } from './keystore-check';
import { createDebugKey, exportSigningKey } from './signing-key';

/** The fields whose change means the keystore must be opened again. */
const KEYSTORE_FIELDS = ['store_file', 'store_password', 'key_alias', 'key_password'];

const invalid = (details: string) => formatMessage('INVALID_REQUEST', { details });

/** A file of the form: what the rules judge (name, size, type) and its bytes. */
type TFormFile = { name: string; size: number; type: string; bytes: Buffer };

/** A credentials save: each text field and each file, by field name. */
type TCredentialsForm = {
  texts: Record<string, string>;
  files: Record<string, TFormFile>;
  /** Problems found in the form (a field sent twice, a value too long to keep). */
  problems: string[];
};

/**
 * docs/product/api.md#store-credentials: "each changed field, files as files". A file above 1024 KB was not kept: it is given to
 * the rules with a size above the limit, so that they answer with the catalogue's message.
 */
function credentialsFormOf(form: TForm): TCredentialsForm {
  const read: TCredentialsForm = { texts: {}, files: {}, problems: [] };
  const seen = new Set<string>();
  for (const part of form.parts) {
    if (seen.has(part.field)) read.problems.push(invalid(`${part.field} was sent more than once`));
    seen.add(part.field);
    if (part.kind === 'file') {
      read.files[part.field] = {
        name: part.name,
        type: part.type,
        size: part.isTruncated ? CREDENTIAL_FILE_MAX_KB * KB + 1 : part.bytes.length,
        bytes: part.bytes,
      };
    } else if (part.isTruncated) {
      read.problems.push(invalid(`${part.field} is too long`));
    } else {
      read.texts[part.field] = part.value;
    }
  }
  return read;
}

/**
 * The stored values in clear. They cannot be opened when the server's secret key is not the one
 * they were sealed with (SECRET_KEY changed, or the key file of DATA_DIR was lost): that is said
 * plainly (409) rather than failing as a server error.
 */
function openSecret(secrets: TSecretBox, sealed: string | null): TStoredCredentials {
  if (!sealed) return EMPTY_CREDENTIALS;
  let opened: Buffer;
  try {
    opened = secrets.decrypt(sealed);
  } catch {
    throw AppError.of(409, 'CREDENTIALS_UNREADABLE');
  }
  return JSON.parse(opened.toString('utf8')) as TStoredCredentials;
}

/** A save that sends every field replaces the stored ones, so it need not open them. */
function storedFor(
  secrets: TSecretBox,
  sealed: string | null,
  platform: TPlatform,
  sent: readonly string[],
): TStoredCredentials {
  const isComplete = credentialFieldsOf(platform).every((field) => sent.includes(field));
  return isComplete ? EMPTY_CREDENTIALS : openSecret(secrets, sealed);
}

/** The JDK opens the keystore; when it cannot run, that is said (503) and logged, never a 400. */
async function openKeystore(input: TKeystoreInput) {
  try {
    return await checkKeystore(input);
  } catch (error) {
    if (!(error instanceof KeystoreCheckUnavailable)) throw error;
    // Only the reason (no such command, a timeout), never the tool's output or any input.
    throw AppError.of(503, 'KEYSTORE_CHECK_UNAVAILABLE').withWarning(
      'the JDK could not check a keystore',
      { reason: error.message },
    );
  }
}

/**
 * Saving credentials per platform (docs/product/api.md#store-credentials): the changed fields are
 * checked by shape (docs/product/validation.md#store-credentials) and by
 * content (the iOS API key, the Play Store service account, the Android keystore opened by the JDK
 * with the resulting password and alias); every problem is answered at once and then nothing is
 * saved. Otherwise they are merged into the stored ones, sealed and written in one statement.
 */
export async function saveCredentials(
  scope: TScope,
  secrets: TSecretBox,
  appId: number,
  platform: TPlatform,
  sent: TForm,
): Promise<TCredentialsSummary> {
  const form = credentialsFormOf(sent);
  const schema = SAVE_CREDENTIALS_REQUEST[platform];
  const body: Record<string, unknown> = { ...form.texts };
  for (const [field, { name, size, type }] of Object.entries(form.files))
    body[field] = { name, size, type };

  const problems: string[] = [...form.problems];
  const parsed = schema.safeParse(body);
  if (!parsed.success) problems.push(...issuesOfZod(parsed.error.issues).map(messageOfIssue));
  // Each field on its own too, so that a good file is still checked when another field is wrong.
  const shape = schema.shape as Record<string, z.ZodType>;
  const valid: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    const one = shape[field]?.safeParse(value);
    if (one?.success) valid[field] = one.data;
  }
  const isValid = (field: string) => field in valid;

  const row = await repo.findCredentials(scope, appId, platform);
  const stored = storedFor(secrets, row?.secret ?? null, platform, Object.keys(valid));
  const now = new Date();
  const merged: TStoredCredentials = {
    version: 1,
    texts: { ...stored.texts },
    files: { ...stored.files },
  };
  for (const [field, value] of Object.entries(valid)) {
    if (isCredentialFileField(platform, field)) {
      const file = form.files[field];
      if (!file) continue;
      merged.files[field] = {
        name: file.name,
        uploaded_at: now.toISOString(),
        content: file.bytes.toString('base64'),
      };
    } else {
      merged.texts[field] = value as string;
    }
  }

  const contentProblem = (key: TMessageKey | null) => {
    if (key) problems.push(formatMessage(key));
  };
  if (isValid('api_key_file') && form.files.api_key_file)
    contentProblem(apiKeyProblem(form.files.api_key_file.bytes));
  if (isValid('playstore_credential_file') && form.files.playstore_credential_file)
    contentProblem(playStoreCredentialProblem(form.files.playstore_credential_file.bytes));

  const previous = (row?.summary as Partial<TStoredSummary> | undefined)?.keystore ?? null;
  let keystore: TKeystoreFacts | null = previous;
  const touched = KEYSTORE_FIELDS.filter((f) => f in body);
  if (platform === 'android' && touched.length > 0) {
    keystore = null;
    const storeFile = merged.files.store_file;
    // A field that failed its own rule is already reported; the keystore is judged with good input.
    if (storeFile && touched.every(isValid)) {
      const storePassword = merged.texts.store_password;
      if (!storePassword) {
        contentProblem('KEYSTORE_NEEDS_STORE_PASSWORD');
      } else {
        const result = await openKeystore({
          bytes: Buffer.from(storeFile.content, 'base64'),
          storePassword,
          alias: merged.texts.key_alias,
          keyPassword: merged.texts.key_password,
        });
        if (result.ok) keystore = result.facts;
        else contentProblem(result.problem);
      }
    }
  }

  if (problems.length > 0) throw new AppError(400, [...new Set(problems)]);

  const summary = summarize(platform, merged, keystore);
  const written = await repo.writeCredentials(
    scope,
    appId,
    platform,
    { secret: secrets.encrypt(JSON.stringify(merged)), summary, updatedAt: now },
    row ? { secret: row.secret } : null,
  );
  if (!written) throw AppError.of(409, 'CREDENTIALS_CHANGED_MEANWHILE');
  return summaryOfRow(platform, { summary, updatedAt: now });
}

/** The app object's ios_credentials and android_credentials: what is set, never a value. */
export async function credentialSummaries(
  scope: TScope,
  appId: number,
): Promise<Record<TPlatform, TCredentialsSummary | null>> {
  const rows = await repo.listCredentials(scope, appId);
  const summaryOf = (platform: TPlatform) => {
    const row = rows.find((r) => r.platform === platform);
    return row ? summaryOfRow(platform, row) : null;
  };
  return { ios: summaryOf('ios'), android: summaryOf('android') };
}

/**
 * 'Delete certificates' (docs/product/builds.md#failed-builds): the platform's stored credentials
 * are removed; deleting what is not there is not an error.
 */
export async function deleteCredentials(
  scope: TScope,
  appId: number,
  platform: TPlatform,
): Promise<void> {
  await repo.deleteCredentials(scope, appId, platform);
}

/** Stored credentials in clear, for the server's own use (a build, a store upload); never answered. */
export type TOpenedCredentials = { texts: Record<string, string>; files: Record<string, Buffer> };

/**
 * The platform's credentials in clear (empty when none were saved), or 'unreadable' when this
 * server's secret key is not the one they were sealed with: the caller says so in its own words.
 */
export async function readCredentials(
  scope: TScope,
  secrets: TSecretBox,
  appId: number,
  platform: TPlatform,
): Promise<TOpenedCredentials | 'unreadable'> {
  const row = await repo.findCredentials(scope, appId, platform);
  let stored: TStoredCredentials;
  try {
    stored = openSecret(secrets, row?.secret ?? null);
  } catch {
    return 'unreadable';
  }
  const files: Record<string, Buffer> = {};
  for (const [field, file] of Object.entries(stored.files))
    files[field] = Buffer.from(file.content, 'base64');
  return { texts: { ...stored.texts }, files };
}

type TSigningKey = Awaited<ReturnType<typeof createDebugKey>>;

/** Why a release build cannot be signed: a build error code of the catalogue and its parameters. */
export type TSigningKeyResult =
  | { ok: true; key: TSigningKey }
  | {
      ok: false;
      code: 'BUILD_CREDENTIALS_UNREADABLE' | 'BUILD_KEYSTORE_REFUSED';
      params: Record<string, string>;
    };

/**
 * The owner's Android signing key for a release build: the saved keystore opened with its saved
 * passwords and alias, and exported into a key of our own (signing-key.ts), so that no owner value
 * ever reaches a command line.
 */
export async function androidReleaseKey(
  scope: TScope,
  secrets: TSecretBox,
  appId: number,
): Promise<TSigningKeyResult> {
  const opened = await readCredentials(scope, secrets, appId, 'android');
  if (opened === 'unreadable')
    return { ok: false, code: 'BUILD_CREDENTIALS_UNREADABLE', params: {} };
  const bytes = opened.files.store_file;
  const storePassword = opened.texts.store_password;
  const alias = opened.texts.key_alias;
  const refused = (key: TMessageKey) =>
    ({
      ok: false,
      code: 'BUILD_KEYSTORE_REFUSED',
      params: { reason: formatMessage(key) },
    }) as const;
  // Deleted or never completed since the build was asked for: the same words a save would use.
  if (!bytes || !storePassword) return refused('KEYSTORE_NEEDS_STORE_PASSWORD');
  if (!alias) return refused('KEYSTORE_ALIAS_NOT_FOUND');
  const exported = await exportSigningKey({
    bytes,
    storePassword,
    alias,
    ...(opened.texts.key_password ? { keyPassword: opened.texts.key_password } : {}),
  });
  return exported.ok ? { ok: true, key: exported.key } : refused(exported.problem);
}

/**
 * The project's debug key (Test builds), made on its first debug build and kept sealed. Two first
 * builds racing both make one; only the first is kept and both read it back, so every debug build
 * of the project is signed alike and installs over the last.
 */
export async function projectDebugKey(scope: TScope, secrets: TSecretBox): Promise<TSigningKey> {
  let sealed = await repo.findDebugKey(scope);
  if (!sealed) {
    const made = await createDebugKey();
    await repo.insertDebugKey(scope, secrets.encrypt(JSON.stringify(sealedKeyOf(made))));
    sealed = await repo.findDebugKey(scope);
    if (!sealed) throw new Error('the debug key was not kept');
  }
  const plain = JSON.parse(secrets.decrypt(sealed).toString('utf8')) as {
    keystore: string;
    alias: string;
    password: string;
  };
  return {
    keystore: Buffer.from(plain.keystore, 'base64'),
    alias: plain.alias,
    password: plain.password,
  };
}

const sealedKeyOf = (key: TSigningKey) => ({
  keystore: key.keystore.toString('base64'),
  alias: key.alias,
  password: key.password,
});
