import type { Readable } from 'node:stream';
import type { TDownloadParams } from '@oc/domain/builds/build.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import * as builtApps from './built-apps.repository';
import { DOWNLOAD_CONTENT_TYPES } from './download-links';
import { findOwnApp } from './own-app-build';

/**
 * A built app's file as a download answers it: its size and its bytes read a piece at a time
 * (lib/storage.ts `open`), so a download never holds the whole app in memory.
 */
export type TDownload = {
  size: number;
  stream: () => Readable;
  fileName: string;
  contentType: string;
};

/** The built app's file from storage (404, and a warning, when storage has lost it). */
export async function downloadOf(
  storage: FileStorage,
  built: builtApps.TBuiltAppRow,
): Promise<TDownload> {
  const opened = await storage.open(built.fileKey);
  if (!opened)
    throw AppError.of(404, 'DOWNLOAD_NOT_FOUND', {
      platform: built.platform,
      mode: built.mode,
      extension: built.extension,
    }).withWarning('a built app is missing from storage', { builtAppId: built.id });
  return {
    size: opened.size,
    stream: opened.stream,
    fileName: built.fileName,
    contentType: DOWNLOAD_CONTENT_TYPES[built.extension as keyof typeof DOWNLOAD_CONTENT_TYPES],
  };
}

/** The newest built app of the caller's app of that platform, mode and file type (else 404). */
export async function newestBuiltAppOf(scope: TScope, params: TDownloadParams) {
  await findOwnApp(scope, params.appId);
  const built = await builtApps.newestBuiltApp(scope, params.appId, params);
  if (!built)
    throw AppError.of(404, 'DOWNLOAD_NOT_FOUND', {
      platform: params.platform,
      mode: params.mode,
      extension: params.extension,
    });
  return built;
}
