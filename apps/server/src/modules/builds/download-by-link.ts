import type { TDownloadParams } from '@oc/domain/builds/build.schema';
import type { TDb } from '../../db/db.types';
import { AppError } from '../../lib/app-error';
import type { TSecretBox } from '../../lib/secrets';
import type { FileStorage } from '../../lib/storage';
import { findAppProject } from '../apps/find-app-project';
import { downloadOf, type TDownload } from './built-app-file';
import * as builtApps from './built-apps.repository';
import { DOWNLOAD_LINK_KEY_LABEL, isDownloadLinkValid } from './download-links';

/** A signed link's query, as sent: read here, so that a malformed one is 403 like any other. */
export type TLinkQuery = { built?: string; expires?: string; signature?: string };

const linkInvalid = () => AppError.of(403, 'DOWNLOAD_LINK_INVALID');
const wholeNumber = (text: string | undefined) =>
  text !== undefined && /^[0-9]{1,15}$/.test(text) ? Number(text) : null;

/**
 * A download by a signed link (the QR code): the built app the link names, and only while its
 * signature holds and it has not expired; anything else is 403 whatever exists.
 */
export async function downloadByLink(
  db: TDb,
  secrets: TSecretBox,
  storage: FileStorage,
  params: TDownloadParams,
  query: TLinkQuery,
): Promise<TDownload> {
  const builtAppId = wholeNumber(query.built);
  const expires = wholeNumber(query.expires);
  if (builtAppId === null || expires === null || !query.signature) throw linkInvalid();
  const link = { ...params, builtAppId, expires };
  const key = secrets.deriveKey(DOWNLOAD_LINK_KEY_LABEL);
  if (!isDownloadLinkValid(key, link, query.signature, Math.floor(Date.now() / 1000)))
    throw linkInvalid();
  const projectId = await findAppProject(db, params.appId);
  const built =
    projectId && (await builtApps.findBuiltApp({ db, projectId }, params.appId, builtAppId));
  if (
    !built ||
    built.platform !== params.platform ||
    built.mode !== params.mode ||
    built.extension !== params.extension
  )
    throw AppError.of(404, 'DOWNLOAD_NOT_FOUND', {
      platform: params.platform,
      mode: params.mode,
      extension: params.extension,
    });
  return downloadOf(storage, built);
}
