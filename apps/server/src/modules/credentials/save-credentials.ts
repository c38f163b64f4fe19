import type { TPlatform } from '@oc/domain/apps/platforms';
import {
  isCredentialFileField,
  SAVE_CREDENTIALS_REQUEST,
} from '@oc/domain/credentials/credentials.schema';
import type { TCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import { formatMessage, type TMessageKey } from '@oc/domain/messages/messages';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import { issuesOfZod, messageOfIssue } from '../../lib/validation-issues';
import { findSettableApp } from '../apps/find-settable-app';
import { changesBetween, recordAudit, type TAuditActor } from '../audit/record-audit';
import { apiKeyProblem, playStoreCredentialProblem } from './credential-files';
import { storedFor } from './credential-secret';
import * as repo from './credentials.repository';
import {
  summarize,
  summaryOfRow,
  type TStoredCredentials,
  type TStoredSummary,
} from './credentials.summary';
import type { TCredentialsInput } from './credentials.types';
import { keystoreAfterSave } from './keystore-after-save';

/**
 * The entry of a credentials save: which fields changed, never a value (every field is secret here,
 * the passwords and keys most of all).
 */
export async function recordCredentialsSaved(
  scope: TScope,
  actor: TAuditActor,
  appName: string,
  platform: TPlatform,
  before: TStoredCredentials,
  after: TStoredCredentials,
  action = 'credentials.saved',
) {
  const was = { ...before.texts, ...before.files };
  const is = { ...after.texts, ...after.files };
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  await recordAudit(scope, actor, {
    area: 'credentials',
    action,
    target: `${appName} (${platform})`,
    changes: changesBetween(was, is, fields),
  });
}

/**
 * Saving credentials per platform (docs/product/api.md#store-credentials), for an app of the
 * caller's project that is built for the platform: the changed fields are checked by shape
 * (docs/product/validation.md#store-credentials) and by content (the iOS API key, the Play Store
 * service account, the Android keystore opened by the JDK with the resulting password and alias);
 * every problem is answered at once and then nothing is saved. Otherwise they are merged into the
 * stored ones, sealed and written in one statement.
 */
export async function saveCredentials(
  scope: TScope,
  secrets: TSecretBox,
  ids: { appId: number; platform: TPlatform },
  form: TCredentialsInput,
  actor: TAuditActor,
): Promise<TCredentialsSummary> {
  const { platform } = ids;
  const app = await findSettableApp(scope, ids.appId);
  if (!app.platforms.includes(platform))
    throw AppError.of(400, 'INVALID_REQUEST', { details: `this app is not built for ${platform}` });

  // A file above 1024 KB was not kept: the route gives it a size above the limit, so that the
  // rules answer with the catalogue's message.
  const schema = SAVE_CREDENTIALS_REQUEST[platform];
  const body: Record<string, unknown> = { ...form.texts };
  for (const [field, { filename, size, mimetype }] of Object.entries(form.files))
    body[field] = { name: filename, size, type: mimetype };

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
        name: file.filename,
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
  let keystore = previous;
  if (platform === 'android') {
    const judged = await keystoreAfterSave({ sent: Object.keys(body), isValid, merged, previous });
    keystore = judged.keystore;
    contentProblem(judged.problem);
  }

  if (problems.length > 0) throw new AppError(400, [...new Set(problems)]);

  const summary = summarize(platform, merged, keystore);
  const written = await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const done = await repo.writeCredentials(
      inTx,
      app.id,
      platform,
      { secret: secrets.encrypt(JSON.stringify(merged)), summary, updatedAt: now },
      row ? { secret: row.secret } : null,
    );
    if (done) await recordCredentialsSaved(inTx, actor, app.app.name, platform, stored, merged);
    return done;
  });
  if (!written) throw AppError.of(409, 'CREDENTIALS_CHANGED_MEANWHILE');
  return summaryOfRow(platform, { summary, updatedAt: now });
}
