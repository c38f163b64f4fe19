import type { TFileRules } from '@oc/domain/apps/app.schema';
import { extensionOf, validateUploadFile } from '@oc/domain/uploads/upload.rules';
import { DEFAULT_FILE_MAX_KB } from '@oc/domain/uploads/upload-limits';
import { AppError } from '../../lib/app-error';
import type { TCheckedFile, TUploadedFile } from './files.types';

/** What a files action accepts: its rules, else its target's extension. */
export type TResourceTarget = { fileRules: TFileRules | null; targetPath: string };

/** Content a build can use: JSON that parses, a property list in XML or binary form. */
function looksLike(extension: string, bytes: Buffer): boolean {
  if (extension === 'json') {
    try {
      JSON.parse(bytes.toString('utf8'));
      return true;
    } catch {
      return false;
    }
  }
  if (extension === 'plist') {
    const head = bytes
      .subarray(0, 64)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart();
    return head.startsWith('bplist00') || head.startsWith('<?xml') || head.startsWith('<plist');
  }
  return true;
}

/**
 * A files action's upload (docs/product/validation.md#upload-files): an accepted extension (the
 * action's, else its target's) within the size.
 */
export function checkResourceFile(file: TUploadedFile, target: TResourceTarget): TCheckedFile {
  const rules = target.fileRules;
  const accepted = rules?.extension?.length
    ? rules.extension
    : [extensionOf(target.targetPath)].filter(Boolean);
  const result = validateUploadFile(
    { name: file.filename, type: '', size: file.bytes.length },
    accepted,
    rules?.max_size ?? DEFAULT_FILE_MAX_KB,
  );
  const extension = extensionOf(file.filename);
  if (!result.ok || !looksLike(extension, file.bytes))
    throw AppError.of(400, 'INVALID_FILE_PLEASE_CHECK_THE_EXTENSION_OR_SIZE');
  return {
    bytes: file.bytes,
    extension: /^[a-z0-9]{1,8}$/.test(extension) ? extension : 'bin',
    mimeType: rules?.mimetype?.[0] ?? 'application/octet-stream',
    originalName: file.filename,
  };
}
