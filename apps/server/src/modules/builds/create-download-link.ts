import type { TDownloadLink, TDownloadParams } from '@oc/domain/builds/build.schema';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import { downloadPathOf } from './build-answers';
import { newestBuiltAppOf } from './built-app-file';
import {
  DOWNLOAD_LINK_KEY_LABEL,
  DOWNLOAD_LINK_SECONDS,
  downloadLinkQuery,
} from './download-links';

/**
 * A signed link to the newest built app of that key, for 24 hours: the address a phone scanning the
 * QR code opens without logging in. `origin` is where this server is reached.
 */
export async function createDownloadLink(
  scope: TScope,
  secrets: TSecretBox,
  params: TDownloadParams,
  origin: string,
): Promise<TDownloadLink> {
  const built = await newestBuiltAppOf(scope, params);
  const expires = Math.floor(Date.now() / 1000) + DOWNLOAD_LINK_SECONDS;
  const query = downloadLinkQuery(secrets.deriveKey(DOWNLOAD_LINK_KEY_LABEL), {
    ...params,
    builtAppId: built.id,
    expires,
  });
  return {
    url: `${origin}${downloadPathOf(params.appId, params)}?${query}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}
