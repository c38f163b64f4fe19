import { formatMessage, type TMessageKey } from '@oc/domain/messages/messages';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import { readCredentials } from './read-credentials';
import { type createDebugKey, exportSigningKey } from './signing-key';

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
