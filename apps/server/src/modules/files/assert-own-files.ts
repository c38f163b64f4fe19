import { formatMessage } from '@oc/domain/messages/messages';
import { fileKeyOf, ZFileUrl } from '@oc/domain/uploads/file-url';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './files.repository';

/**
 * A value that is about to be saved somewhere (a site field, a theme path), named for the owner.
 */
export type TFileReference = { field: string; value: unknown };

/**
 * Sites and themes may point only at files their own project uploaded: not at another project's
 * upload (its URL is public, but using it is not ours to allow) nor at a file that does not exist.
 * Values that are not file URLs are left to their own rules. All refusals are reported together.
 */
export async function assertOwnFiles(scope: TScope, references: TFileReference[]) {
  const urls = references.filter(
    (r): r is { field: string; value: string } => ZFileUrl.safeParse(r.value).success,
  );
  if (urls.length === 0) return;
  const owned = await repo.findOwnedKeys(scope, [...new Set(urls.map((r) => fileKeyOf(r.value)))]);
  const refused = urls.filter((r) => !owned.has(fileKeyOf(r.value)));
  if (refused.length > 0)
    throw new AppError(
      400,
      refused.map((r) => formatMessage('FILE_NOT_IN_PROJECT', { field: r.field })),
    );
}
