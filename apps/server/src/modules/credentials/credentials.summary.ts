import type { TPlatform } from '@oc/domain/apps/platforms';
import {
  credentialFieldsOf,
  isCredentialFileField,
} from '@oc/domain/credentials/credentials.schema';
import type {
  TCredentialsSummary,
  TKeystoreFacts,
} from '@oc/domain/credentials/credentials-summary.schema';

/**
 * One stored file: its name, when it was uploaded, its bytes in base64. Lives only in the sealed
 * secret.
 */
type TStoredFile = { name: string; uploaded_at: string; content: string };

/**
 * The plain text of `store_credentials.secret` before it is sealed with AES-256-GCM
 * (docs/decisions/007-store-credentials.md).
 */
export type TStoredCredentials = {
  version: 1;
  texts: Record<string, string>;
  files: Record<string, TStoredFile>;
};

export const EMPTY_CREDENTIALS: TStoredCredentials = { version: 1, texts: {}, files: {} };

/** The `store_credentials.summary` column: what may be shown, kept in clear beside the secret. */
export type TStoredSummary = {
  fields: TCredentialsSummary['fields'];
  keystore: TKeystoreFacts | null;
};

/**
 * Every field of the platform, set or not; files with their name and upload date. Never a value.
 */
export function summarize(
  platform: TPlatform,
  stored: TStoredCredentials,
  keystore: TKeystoreFacts | null,
): TStoredSummary {
  const fields: TCredentialsSummary['fields'] = {};
  for (const field of credentialFieldsOf(platform)) {
    if (isCredentialFileField(platform, field)) {
      const file = stored.files[field];
      fields[field] = {
        is_set: file !== undefined,
        file_name: file?.name ?? null,
        uploaded_at: file?.uploaded_at ?? null,
      };
    } else {
      fields[field] = { is_set: stored.texts[field] !== undefined };
    }
  }
  return { fields, keystore: platform === 'android' ? keystore : null };
}

/** A row's summary as the API shows it (the app object's ios_credentials / android_credentials). */
export function summaryOfRow(
  platform: TPlatform,
  row: { summary: Record<string, unknown>; updatedAt: Date },
): TCredentialsSummary {
  const stored = row.summary as Partial<TStoredSummary>;
  const fields: TCredentialsSummary['fields'] = {};
  for (const field of credentialFieldsOf(platform))
    fields[field] = stored.fields?.[field] ?? { is_set: false };
  return {
    fields,
    ...(platform === 'android' ? { keystore: stored.keystore ?? null } : {}),
    updated_at: row.updatedAt.toISOString(),
  };
}
