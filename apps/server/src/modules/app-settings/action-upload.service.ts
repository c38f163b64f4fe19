import { classifyActionGroup, isHiddenImage, isImageKind } from '@oc/domain/apps/actions.rules';
import type { TBaseAction, TFileRules } from '@oc/domain/apps/app.schema';
import { ACTION_FILE_FIELD } from '@oc/domain/apps/app-settings.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import {
  effectiveImageRules,
  extensionOf,
  validateResourceImage,
  validateUploadFile,
} from '@oc/domain/uploads/upload.rules';
import { DEFAULT_FILE_MAX_KB, KB } from '@oc/domain/uploads/upload-limits';
import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { actionOf } from '../products/products.service';
import * as repo from './app-settings.repository';
import { assertChangeable, findAppAction, findSettableApp } from './app-settings.service';

// Decompression bombs: nothing larger than 40 megapixels is decoded (the largest splash is 7.5).
const MAX_INPUT_PIXELS = 40_000_000;

type TSourceFile = { bytes: Buffer; name: string };
type TCheckedFile = { bytes: Buffer; extension: string; mimeType: string; originalName: string };

const invalidRequest = (details: string) =>
  new AppError(400, [formatMessage('INVALID_REQUEST', { details })]);

/**
 * The one file of a multipart body, in source_file, read up to maxBytes (tooLarge beyond). Every
 * malformed body is a client error, never a 500.
 */
async function readSourceFile(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<TSourceFile> {
  if (!request.isMultipart()) {
    throw new AppError(415, [
      formatMessage('INVALID_REQUEST', {
        details: `send the file as multipart/form-data in ${ACTION_FILE_FIELD}`,
      }),
    ]);
  }
  const found: (TSourceFile & { field: string })[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 5, fields: 10, fieldSize: 2000, parts: 20 },
    })) {
      if (part.type !== 'file') continue;
      if (found.length > 0) {
        // Only counted: a second file is refused, so its bytes are not kept.
        part.file.resume();
        found.push({ bytes: Buffer.alloc(0), name: part.filename, field: part.fieldname });
        continue;
      }
      const bytes = await part.toBuffer();
      // A form whose file input was left empty still sends a nameless, empty file part.
      if (bytes.length === 0 && !part.filename) continue;
      found.push({ bytes, name: part.filename, field: part.fieldname });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Whatever went wrong after a second file, the answer that helps is to send one.
    if (found.length > 1) throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
    throw invalidRequest('the multipart/form-data body could not be read');
  }
  const [file] = found;
  if (found.length !== 1 || !file) throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
  if (file.field !== ACTION_FILE_FIELD)
    throw invalidRequest(`send the file in ${ACTION_FILE_FIELD}`);
  return { bytes: file.bytes, name: file.name };
}

/**
 * Spec 5 "Image upload (app resources)", judged by the content, never the name or declared type:
 * a PNG or JPEG the action accepts, within its size, of exactly its width and height, that decodes.
 * What is stored is not the upload but its pixels encoded again in the same format (decision 008):
 * the bytes served at /files and put into the app are then only an image, with nothing riding
 * behind or inside it (a JAR after the IEND chunk, metadata such as GPS positions). The EXIF
 * orientation is applied first, so the stored pixels have the width and height the rules checked.
 */
async function checkImage(file: TSourceFile, rules: TFileRules | null): Promise<TCheckedFile> {
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

/** Spec 5 "Upload files": an accepted extension (the action's, else its target's) within the size. */
function checkFile(file: TSourceFile, action: repo.TActionRow): TCheckedFile {
  const rules = action.fileRules;
  const accepted = rules?.extension?.length
    ? rules.extension
    : [extensionOf(action.targetPath)].filter(Boolean);
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

/**
 * Spec 7 "Upload image or file" for an image action (general images, icons, notifications, splash
 * screens) or a files action. Everything is checked before anything is stored; then the file is
 * stored content-addressed (decisions.md 7) and the action points at it.
 */
export async function uploadActionFile(
  scope: TScope,
  storage: FileStorage,
  request: FastifyRequest,
  appId: number,
  actionId: number,
): Promise<TBaseAction> {
  const app = await findSettableApp(scope, appId);
  const action = await findAppAction(scope, app, actionId);
  const kind = classifyActionGroup(action.group);
  const isImage = isImageKind(kind);
  if (!isImage && kind !== 'files') throw AppError.of(400, 'THIS_SETTING_TAKES_NO_FILE');
  if (isHiddenImage(action, app.code)) throw AppError.of(403, 'THIS_IMAGE_IS_NOT_USED_BY_THIS_APP');
  assertChangeable(action);

  let checked: TCheckedFile;
  if (isImage) {
    const { maxSizeKb } = effectiveImageRules(action.fileRules);
    const file = await readSourceFile(request, maxSizeKb * KB, () =>
      AppError.of(413, 'THE_MAXIMUM_IMAGE_SIZE_IS_SIZE', { size: `${maxSizeKb} KB` }),
    );
    checked = await checkImage(file, action.fileRules);
  } else {
    const maxSizeKb = action.fileRules?.max_size ?? DEFAULT_FILE_MAX_KB;
    const file = await readSourceFile(request, maxSizeKb * KB, () =>
      AppError.of(413, 'INVALID_FILE_PLEASE_CHECK_THE_EXTENSION_OR_SIZE'),
    );
    checked = checkFile(file, action);
  }

  const key = await storage.put(checked.bytes, checked.extension);
  const saved = await repo.attachStoredFile(scope, action, {
    key,
    url: `/files/${key}`,
    mimeType: checked.mimeType,
    size: checked.bytes.length,
    originalName: checked.originalName.slice(0, 255) || null,
  });
  if (!saved) throw AppError.of(404, 'ACTION_NOT_FOUND');
  return actionOf(saved);
}
