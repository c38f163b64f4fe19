import type { TDownloadParams } from '@oc/domain/builds/build.schema';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { downloadOf, newestBuiltAppOf, type TDownload } from './built-app-file';

/** The owner's download: the newest built app of that platform, mode and file type. */
export async function downloadBuiltApp(
  scope: TScope,
  storage: FileStorage,
  params: TDownloadParams,
): Promise<TDownload> {
  return downloadOf(storage, await newestBuiltAppOf(scope, params));
}
