import { z } from 'zod';
import { ZId } from '../api/ids.schema';
import { PLATFORMS, type TPlatform } from '../apps/platforms';
import { formatMessage, MESSAGES } from '../messages/messages';
import { isTextLengthValid, stripWhitespace } from '../text/text.rules';
import { type TFileFacts, validateUploadFile } from '../uploads/upload.rules';
import { CREDENTIAL_FILE_MAX_KB } from '../uploads/upload-limits';

// Store credentials (docs/product/credentials.md#ios-fields, 5, 7 "Save credentials per platform";
// decision 007). The request is multipart: each changed field, files as files. The answer is the
// platform's ZCredentialsSummary (api.schema.ts): which fields are set, file names and upload
// dates, never a value.

/** The text fields of each platform, in the order the form shows them. */
export const CREDENTIAL_TEXT_FIELDS = {
  ios: ['team_id', 'itc_team_id', 'api_key_id', 'api_key_issuer_id'],
  android: ['key_alias', 'key_password', 'store_password'],
} as const satisfies Record<TPlatform, readonly string[]>;

/** The file fields of each platform with their accepted extensions (without the dot). */
export const CREDENTIAL_FILE_FIELDS = {
  ios: { api_key_file: ['p8', 'txt'] },
  android: { store_file: ['jks'], playstore_credential_file: ['json'] },
} as const satisfies Record<TPlatform, Record<string, readonly string[]>>;

export type TIosCredentialField =
  | (typeof CREDENTIAL_TEXT_FIELDS.ios)[number]
  | keyof typeof CREDENTIAL_FILE_FIELDS.ios;
export type TAndroidCredentialField =
  | (typeof CREDENTIAL_TEXT_FIELDS.android)[number]
  | keyof typeof CREDENTIAL_FILE_FIELDS.android;
export type TCredentialField = TIosCredentialField | TAndroidCredentialField;

/** Every field of a platform, texts then files (docs/product/credentials.md#ios-fields order). */
export const credentialFieldsOf = (platform: TPlatform): readonly TCredentialField[] => [
  ...CREDENTIAL_TEXT_FIELDS[platform],
  ...(Object.keys(CREDENTIAL_FILE_FIELDS[platform]) as TCredentialField[]),
];

export const isCredentialFileField = (platform: TPlatform, field: string) =>
  Object.hasOwn(CREDENTIAL_FILE_FIELDS[platform], field);

/** The name a message gives each field (filled into CREDENTIAL_TEXT_LENGTH). */
export const CREDENTIAL_FIELD_LABELS: Record<TCredentialField, string> = {
  team_id: 'team ID',
  itc_team_id: 'iTunes Connect team ID',
  api_key_id: 'API key ID',
  api_key_issuer_id: 'API key issuer ID',
  api_key_file: 'API key file',
  key_alias: 'key alias',
  key_password: 'key password',
  store_password: 'store password',
  store_file: 'keystore file',
  playstore_credential_file: 'Play Store credential file',
};

export const ZCredentialsParams = z.object({ appId: ZId, platform: z.enum(PLATFORMS) });

/** docs/product/validation.md#text-values: all whitespace removed, then 1 to 255 characters. */
export const credentialText = (field: TCredentialField) =>
  z
    .string()
    .transform(stripWhitespace)
    .refine(isTextLengthValid, {
      message: formatMessage('CREDENTIAL_TEXT_LENGTH', { field: CREDENTIAL_FIELD_LABELS[field] }),
    });

/**
 * docs/product/validation.md#store-credentials "Upload files (credentials and files)": the
 * extension accepted and at most 1024 KB.
 */
export function validateCredentialFile(accepted: readonly string[], file: TFileFacts) {
  return validateUploadFile(file, accepted, CREDENTIAL_FILE_MAX_KB);
}

/**
 * What the rules know of an uploaded file (the browser's File and the server's reader both fit).
 */
const credentialFile = (accepted: readonly string[]) =>
  z
    .object({ name: z.string(), size: z.number().int().nonnegative(), type: z.string() })
    .refine((file) => validateCredentialFile(accepted, file).ok, {
      message: MESSAGES.INVALID_FILE_PLEASE_CHECK_THE_EXTENSION_OR_SIZE,
    });

const atLeastOne = (body: object) => Object.keys(body).length > 0;

/**
 * docs/product/api.md#store-credentials: the changed iOS fields; the file is described by its
 * facts, its bytes travel beside.
 */
export const ZSaveIosCredentialsRequest = z
  .object({
    team_id: credentialText('team_id'),
    itc_team_id: credentialText('itc_team_id'),
    api_key_id: credentialText('api_key_id'),
    api_key_issuer_id: credentialText('api_key_issuer_id'),
    api_key_file: credentialFile(CREDENTIAL_FILE_FIELDS.ios.api_key_file),
  })
  .partial()
  .strict()
  .refine(atLeastOne, { message: MESSAGES.NOTHING_TO_SAVE });

/** docs/product/api.md#store-credentials: the changed Android fields. */
export const ZSaveAndroidCredentialsRequest = z
  .object({
    key_alias: credentialText('key_alias'),
    key_password: credentialText('key_password'),
    store_password: credentialText('store_password'),
    store_file: credentialFile(CREDENTIAL_FILE_FIELDS.android.store_file),
    playstore_credential_file: credentialFile(
      CREDENTIAL_FILE_FIELDS.android.playstore_credential_file,
    ),
  })
  .partial()
  .strict()
  .refine(atLeastOne, { message: MESSAGES.NOTHING_TO_SAVE });

export const SAVE_CREDENTIALS_REQUEST = {
  ios: ZSaveIosCredentialsRequest,
  android: ZSaveAndroidCredentialsRequest,
} as const;
