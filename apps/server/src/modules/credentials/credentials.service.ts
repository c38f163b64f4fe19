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
import { formatMessage, MESSAGES, type TMessageKey } from '@oc/domain/messages/messages';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import { findApp } from '../products/products.repository';
import { apiKeyProblem, playStoreCredentialProblem } from './credential-files';
import * as repo from './credentials.repository';
import {
  EMPTY_CREDENTIALS,
  summarize,
  summaryOfRow,
  type TStoredCredentials,
  type TStoredSummary,
} from './credentials.summary';
import type { TCredentialsForm } from './credentials-form';
import { checkKeystore } from './keystore-check';

const CATALOGUE: ReadonlySet<string> = new Set(Object.values(MESSAGES));
/** The fields whose change means the keystore must be opened again. */
const KEYSTORE_FIELDS = ['store_file', 'store_password', 'key_alias', 'key_password'];

/**
 * A rule's message goes out as written (the console translates it by its text, spec 8); zod's own
 * (a wrong type, an unknown field) is described with its path.
 */
function messagesOf(issues: z.core.$ZodIssue[]): string[] {
  return issues.map(({ code, message, path }) =>
    code === 'custom' || CATALOGUE.has(message)
      ? message
      : formatMessage('INVALID_REQUEST', {
          details: path.length ? `${path.join('.')}: ${message}` : message,
        }),
  );
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

async function findCredentialApp(scope: TScope, appId: number, platform: TPlatform) {
  const found = await findApp(scope, appId);
  if (!found) throw notFound('PRODUCT_NOT_FOUND');
  if (!found.base.code.includes('app')) throw AppError.of(400, 'THIS_PRODUCT_IS_NOT_AN_APP');
  if (!found.base.platforms.includes(platform))
    throw AppError.of(400, 'INVALID_REQUEST', { details: `this app is not built for ${platform}` });
  return found.app;
}

/**
 * Spec 7 "Save credentials per platform": the changed fields are checked by shape (spec 5) and by
 * content (the iOS API key, the Play Store service account, the Android keystore opened by the JDK
 * with the resulting password and alias); every problem is answered at once and then nothing is
 * saved. Otherwise they are merged into the stored ones, sealed and written in one statement.
 */
export async function saveCredentials(
  scope: TScope,
  secrets: TSecretBox,
  appId: number,
  platform: TPlatform,
  form: TCredentialsForm,
): Promise<TCredentialsSummary> {
  const app = await findCredentialApp(scope, appId, platform);
  const schema = SAVE_CREDENTIALS_REQUEST[platform];
  const body: Record<string, unknown> = { ...form.texts };
  for (const [field, { name, size, type }] of Object.entries(form.files))
    body[field] = { name, size, type };

  const problems: string[] = [...form.problems];
  const parsed = schema.safeParse(body);
  if (!parsed.success) problems.push(...messagesOf(parsed.error.issues));
  // Each field on its own too, so that a good file is still checked when another field is wrong.
  const shape = schema.shape as Record<string, z.ZodType>;
  const valid: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    const one = shape[field]?.safeParse(value);
    if (one?.success) valid[field] = one.data;
  }
  const isValid = (field: string) => field in valid;

  const row = await repo.findCredentials(scope, app.id, platform);
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
        const result = await checkKeystore({
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
    app.id,
    platform,
    { secret: secrets.encrypt(JSON.stringify(merged)), summary, updatedAt: now },
    row ? { secret: row.secret } : null,
  );
  if (!written) throw AppError.of(409, 'CREDENTIALS_CHANGED_MEANWHILE');
  return summaryOfRow(platform, { summary, updatedAt: now });
}

/** The stored values in clear, for the build and store jobs only; never for an HTTP answer. */
export async function readCredentialSecrets(
  scope: TScope,
  secrets: TSecretBox,
  appId: number,
  platform: TPlatform,
): Promise<TStoredCredentials> {
  const row = await repo.findCredentials(scope, appId, platform);
  return openSecret(secrets, row?.secret ?? null);
}
