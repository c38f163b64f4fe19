import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import { openSecret } from './credential-secret';
import * as repo from './credentials.repository';
import type { TStoredCredentials } from './credentials.summary';

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
