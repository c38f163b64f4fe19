import type { TGeneratedKeystore } from '@oc/domain/credentials/generate-keystore.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import { findSettableApp } from '../apps/find-settable-app';
import type { TAuditActor } from '../audit/record-audit';
import { openSecret } from './credential-secret';
import * as repo from './credentials.repository';
import { summarize, summaryOfRow, type TStoredCredentials } from './credentials.summary';
import { keystoreAfterSave } from './keystore-after-save';
import { KeystoreCheckUnavailable } from './keystore-jvm';
import { recordCredentialsSaved } from './save-credentials';
import { createUploadKey, type TUploadKey } from './upload-key';

/**
 * The name the keystore is saved and downloaded under: PKCS12 under .jks, as Android Studio names
 * it, and the one extension the keystore field accepts.
 */
const KEYSTORE_FILE_NAME = 'upload-keystore.jks';
const KEYSTORE_FIELDS = ['store_file', 'store_password', 'key_alias', 'key_password'];

async function makeKey(appName: string): Promise<TUploadKey> {
  try {
    return await createUploadKey(appName);
  } catch (error) {
    if (!(error instanceof KeystoreCheckUnavailable)) throw error;
    // Only the reason (no such command, a timeout), never a value.
    throw AppError.of(503, 'KEYSTORE_GENERATE_UNAVAILABLE').withWarning(
      'keytool could not make an upload key',
      { reason: error.message },
    );
  }
}

/**
 * 'Generate a keystore' (docs/product/credentials.md#generate-a-keystore): a new upload keystore
 * for the caller's Android app, saved exactly as an uploaded one is (the keystore file, its alias
 * and both passwords, sealed; checked by the JDK as a save checks it, so its certificate facts are
 * shown), keeping the Play Store credential. An app that already has a keystore is refused (409)
 * unless `replace` says the owner confirmed. The answer carries the keystore and its values this
 * once, for the owner's backup: they are never answered again.
 */
export async function generateKeystore(
  scope: TScope,
  secrets: TSecretBox,
  appId: number,
  request: { replace?: boolean | undefined },
  actor: TAuditActor,
): Promise<TGeneratedKeystore> {
  const app = await findSettableApp(scope, appId);
  if (!app.platforms.includes('android'))
    throw AppError.of(400, 'INVALID_REQUEST', { details: 'this app is not built for android' });

  const row = await repo.findCredentials(scope, app.id, 'android');
  const saved = row ? summaryOfRow('android', row) : null;
  if (saved?.fields.store_file?.is_set && request.replace !== true)
    throw AppError.of(409, 'KEYSTORE_ALREADY_SAVED');
  // The other Android values (the Play Store credential) stay: a keystore replaces only its own.
  const stored = openSecret(secrets, row?.secret ?? null);

  const key = await makeKey(app.app.name);
  const now = new Date();
  const merged: TStoredCredentials = {
    version: 1,
    texts: {
      ...stored.texts,
      key_alias: key.alias,
      store_password: key.password,
      key_password: key.password,
    },
    files: {
      ...stored.files,
      store_file: {
        name: KEYSTORE_FILE_NAME,
        uploaded_at: now.toISOString(),
        content: key.keystore.toString('base64'),
      },
    },
  };
  // Opened by the JDK with the values just saved, as a save does: what builds will sign with.
  const judged = await keystoreAfterSave({
    sent: KEYSTORE_FIELDS,
    isValid: () => true,
    merged,
    previous: null,
  });
  if (judged.problem || !judged.keystore)
    throw new Error(`the generated keystore did not open: ${judged.problem ?? 'no facts'}`);

  const summary = summarize('android', merged, judged.keystore);
  const written = await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const done = await repo.writeCredentials(
      inTx,
      app.id,
      'android',
      { secret: secrets.encrypt(JSON.stringify(merged)), summary, updatedAt: now },
      row ? { secret: row.secret } : null,
    );
    if (done)
      await recordCredentialsSaved(
        inTx,
        actor,
        app.app.name,
        'android',
        stored,
        merged,
        'keystore.generated',
      );
    return done;
  });
  if (!written) throw AppError.of(409, 'CREDENTIALS_CHANGED_MEANWHILE');
  return {
    credentials: summaryOfRow('android', { summary, updatedAt: now }),
    backup: {
      file_name: KEYSTORE_FILE_NAME,
      keystore_base64: key.keystore.toString('base64'),
      key_alias: key.alias,
      store_password: key.password,
      key_password: key.password,
    },
  };
}
