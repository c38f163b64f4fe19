import { z } from 'zod';

/**
 * Facts of the Android signing certificate, read by keytool when the keystore was checked on save.
 */
export const ZKeystoreFacts = z.object({
  subject: z.string(),
  sha1_fingerprint: z.string(), // AA:BB:… upper-case hex, as keytool and the Play Console show it
  sha256_fingerprint: z.string(),
  not_before: z.string(), // ISO 8601
  not_after: z.string(),
});
export type TKeystoreFacts = z.infer<typeof ZKeystoreFacts>;

/**
 * What the console may know about stored credentials (docs/decisions/007-store-credentials.md):
 * every field of the platform with whether it is set and, for files, their name and upload date;
 * never a value. Android adds the keystore's certificate facts (null until a keystore and its alias
 * are set).
 */
export const ZCredentialsSummary = z.object({
  fields: z.record(
    z.string(),
    z.object({
      is_set: z.boolean(),
      file_name: z.string().nullable().optional(),
      uploaded_at: z.string().nullable().optional(),
    }),
  ),
  keystore: ZKeystoreFacts.nullable().optional(),
  updated_at: z.string().nullable(),
});
export type TCredentialsSummary = z.infer<typeof ZCredentialsSummary>;
