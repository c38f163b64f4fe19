import { androidVersionCode } from '@oc/domain/builds/build.rules';
import type { TStoreTrack, TStoreUpload } from '@oc/domain/builds/build.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import type { TEnv } from '../../env';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import type { FileStorage } from '../../lib/storage';
import { findAppForBuild } from '../apps/find-app-for-build';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { readCredentials } from '../credentials/read-credentials';
import { downloadOf } from './built-app-file';
import * as builtApps from './built-apps.repository';
import { publishToGooglePlay } from './google-play/google-play';
import { PlayError } from './google-play/play-error';

/**
 * Send to store (docs/product/builds.md#send-to-store-android): the newest Android release App
 * Bundle to the Google Play track the owner chose (internal testing unless told), with the service
 * account of App keys. Never an APK: Play takes new apps only as App Bundles (since August 2021).
 * Without a release bundle 409, in words saying to build one.
 */
export async function sendToGooglePlay(
  scope: TScope,
  secrets: TSecretBox,
  storage: FileStorage,
  env: Pick<TEnv, 'GOOGLE_PLAY_API_URL' | 'GOOGLE_OAUTH_TOKEN_URL'>,
  appId: number,
  actor: TAuditActor,
  track: TStoreTrack = 'internal',
): Promise<TStoreUpload> {
  const app = await findAppForBuild(scope, appId);
  const built = await builtApps.newestBuiltApp(scope, app.id, {
    platform: 'android',
    mode: 'release',
    extension: 'aab',
  });
  if (!built) throw AppError.of(409, 'STORE_NEEDS_RELEASE_BUILD');
  const credentials = await readCredentials(scope, secrets, app.id, 'android');
  if (credentials === 'unreadable') throw AppError.of(409, 'CREDENTIALS_UNREADABLE');
  const serviceAccountJson = credentials.files.playstore_credential_file;
  if (!serviceAccountJson) throw AppError.of(400, 'STORE_NEEDS_CREDENTIAL_FILE');
  const download = await downloadOf(storage, built);
  // Google's upload takes the bundle as one body: read whole here, the one place it is (a bundle
  // is tens of MB at most; its download and storage read it a piece at a time).
  const parts: Buffer[] = [];
  for await (const part of download.stream()) parts.push(part as Buffer);
  const bytes = Buffer.concat(parts);
  const { fileName } = download;
  const versionCode = androidVersionCode(built.appVersion);
  try {
    const published = await publishToGooglePlay(
      {
        serviceAccountJson,
        packageName: app.package,
        artifact: { bytes, extension: 'aab' },
        track,
        // For the message when Google says the version code is used without saying which.
        ...(versionCode ? { versionCode } : {}),
      },
      { apiUrl: env.GOOGLE_PLAY_API_URL, tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL },
    );
    // The change is Google's, made above: the entry records that it was sent, once it was.
    await recordAudit(scope, actor, {
      area: 'builds',
      action: 'build.sent_to_google_play',
      target: app.name,
      changes: {
        track: { after: published.track },
        version_code: { after: published.versionCode },
      },
    });
    return {
      track: published.track,
      version_code: published.versionCode,
      edit_id: published.editId,
      file_name: fileName,
      status: published.status,
    };
  } catch (error) {
    if (error instanceof PlayError)
      throw new AppError(error.status, [formatMessage(error.key, error.params)]);
    throw error;
  }
}
