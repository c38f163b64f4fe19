import type { TFileRules } from '@oc/domain/apps/app.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import {
  effectiveImageRules,
  extensionOf,
  UPLOAD_FILE_FIELD,
  validateResourceImage,
  validateUploadFile,
} from '@oc/domain/uploads/upload.rules';
import { DEFAULT_FILE_MAX_KB } from '@oc/domain/uploads/upload-limits';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';
import { filesOf, invalidRequest, isEmptyInput, type TForm } from '../../lib/multipart';

// Decompression bombs: nothing larger than 40 megapixels is decoded (the largest splash is 7.5).
const MAX_INPUT_PIXELS = 40_000_000;

type TSourceFile = { bytes: Buffer; name: string };
/** What a files action accepts: its rules, else its target's extension. */
export type TResourceTarget = { fileRules: TFileRules | null; targetPath: string };

export type TCheckedFile = {
  bytes: Buffer;
  extension: string;
  mimeType: string;
  originalName: string;
};

/**
 * The one file of an action upload, in source_file. A file input left empty does not count;
 * a second file is one too many.
 */
export function sourceFileOf(form: TForm): TSourceFile {
  const found = filesOf(form).filter((file) => !isEmptyInput(file));
  const [file] = found;
  if (found.length !== 1 || !file) throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
  if (file.field !== UPLOAD_FILE_FIELD)
    throw invalidRequest(`send the file in ${UPLOAD_FILE_FIELD}`);
  return { bytes: file.bytes, name: file.name };
}

/**
 * An app resource image (docs/product/validation.md#app-resource-image), judged by the content,
 * never the name or declared type: a PNG or JPEG the action accepts, within its size, of exactly
 * its width and height, that decodes. What is stored is not the upload but its pixels encoded again
 * in the same format (docs/decisions/008-uploaded-files-verified.md): the bytes served at /files
 * and put into the app are then only an image, with nothing riding behind or inside it (a JAR after
 * the IEND chunk, metadata such as GPS positions). The EXIF orientation is applied first, so the
 * stored pixels have the width and height the rules checked.
 */
export async function checkResourceImage(
  file: TSourceFile,
  rules: TFileRules | null,
): Promise<TCheckedFile> {
  const accepted = effectiveImageRules(rules);
  const notAnImage = () => AppError.of(415, 'ONLY_IMAGES_CAN_BE_ACCEPTED');
  let metadata: Metadata;
  try {
    metadata = await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw notAnImage();
  }
  if (metadata.format !== 'png' && metadata.format !== 'jpeg') throw notAnImage();
  // The facts the shared rule needs, taken from the content: its real type and, as the console's
  // preview measures it, its size after EXIF orientation.
  const isPng = metadata.format === 'png';
  const extension = isPng ? 'png' : accepted.extensions.includes('jpeg') ? 'jpeg' : 'jpg';
  const mimeType = isPng
    ? 'image/png'
    : accepted.mimetypes.includes('image/jpeg')
      ? 'image/jpeg'
      : 'image/jpg';
  const facts = {
    name: `image.${extension}`,
    type: mimeType,
    size: file.bytes.length,
    width: metadata.autoOrient?.width ?? metadata.width,
    height: metadata.autoOrient?.height ?? metadata.height,
  };
  const result = validateResourceImage([facts], rules);
  if (!result.ok) {
    const keys = result.errors.map((e) => e.key);
    const status = keys.includes('ONLY_IMAGES_CAN_BE_ACCEPTED')
      ? 415
      : keys.includes('THE_MAXIMUM_IMAGE_SIZE_IS_SIZE')
        ? 413
        : 400;
    throw new AppError(
      status,
      result.errors.map((e) => formatMessage(e.key, e.params)),
    );
  }
  let encoded: Buffer;
  try {
    // A header alone is not an image: all of it is decoded here (a truncated or corrupt file
    // fails). sharp keeps no metadata unless asked to.
    const pixels = sharp(file.bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    }).rotate();
    const out = isPng
      ? await pixels.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await pixels.jpeg({ quality: 92, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    if (out.info.width !== facts.width || out.info.height !== facts.height) throw new Error('size');
    encoded = out.data;
  } catch {
    throw notAnImage();
  }
  return {
    bytes: encoded,
    extension: isPng ? 'png' : 'jpg',
    mimeType: isPng ? 'image/png' : 'image/jpeg',
    originalName: file.name,
  };
}

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
export function checkResourceFile(file: TSourceFile, target: TResourceTarget): TCheckedFile {
  const rules = target.fileRules;
  const accepted = rules?.extension?.length
    ? rules.extension
    : [extensionOf(target.targetPath)].filter(Boolean);
  const result = validateUploadFile(
    { name: file.name, type: '', size: file.bytes.length },
    accepted,
    rules?.max_size ?? DEFAULT_FILE_MAX_KB,
  );
  const extension = extensionOf(file.name);
  if (!result.ok || !looksLike(extension, file.bytes))
    throw AppError.of(400, 'INVALID_FILE_PLEASE_CHECK_THE_EXTENSION_OR_SIZE');
  return {
    bytes: file.bytes,
    extension: /^[a-z0-9]{1,8}$/.test(extension) ? extension : 'bin',
    mimeType: rules?.mimetype?.[0] ?? 'application/octet-stream',
    originalName: file.name,
  };
}
