import type { TFileRules } from '@oc/domain/apps/app.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import {
  advancedImageLeavesFor,
  isSquareLeaf,
  type TThemeOwnerKind,
} from '@oc/domain/themes/theme-mode';
import { AUDIO_MIME_TYPES, type TCustomSound, verifyAudio } from '@oc/domain/uploads/audio.rules';
import { fileKeyOf, ZFileUrl } from '@oc/domain/uploads/file-url';
import { type TUploadedImage, ZCropArea } from '@oc/domain/uploads/image-upload.schema';
import { extensionOf } from '@oc/domain/uploads/upload.rules';
import { AUDIO_EXTENSIONS } from '@oc/domain/uploads/upload-limits';
import { AppError, notFound } from '../../lib/app-error';
import { fieldsOf, filesOf, invalidRequest, isEmptyInput, type TForm } from '../../lib/multipart';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { setCustomSoundUrl as saveCustomSoundUrl } from '../catalogue/catalogue.service';
import * as repo from './files.repository';
import { imageVariant, type TImageWidth } from './image-variants';
import {
  checkResourceFile,
  checkResourceImage,
  sourceFileOf,
  type TCheckedFile,
  type TResourceTarget,
} from './resource-files';
import { servedFile } from './served-files';
import { processWebsiteImage } from './website-image';

/** A stored file's public address. */
const urlOf = (key: string) => `/files/${key}`;

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

/**
 * Stores the bytes content-addressed (docs/design.md#data) and records that the project uploaded
 * them; answers their public address.
 */
async function storeFile(
  scope: TScope,
  storage: FileStorage,
  file: { bytes: Buffer; extension: string; mimeType: string; originalName?: string | null },
): Promise<{ key: string; url: string }> {
  const key = await storage.put(file.bytes, file.extension);
  await repo.recordFile(scope, {
    key,
    mimeType: file.mimeType,
    size: file.bytes.length,
    ...(file.originalName === undefined ? {} : { originalName: file.originalName }),
  });
  return { key, url: urlOf(key) };
}

/**
 * An app resource image (docs/product/validation.md#app-resource-image): the form's one
 * source_file, judged by its content against the action's file rules, stored encoded again
 * (docs/decisions/008-uploaded-files-verified.md). The form was read within the rules' size.
 */
export async function storeResourceImage(
  scope: TScope,
  storage: FileStorage,
  form: TForm,
  rules: TFileRules | null,
): Promise<{ url: string }> {
  return storeChecked(scope, storage, await checkResourceImage(sourceFileOf(form), rules));
}

/**
 * A files action's upload (docs/product/validation.md#upload-files): the form's one source_file, of
 * an extension and content the action takes.
 */
export async function storeResourceFile(
  scope: TScope,
  storage: FileStorage,
  form: TForm,
  target: TResourceTarget,
): Promise<{ url: string }> {
  return storeChecked(scope, storage, checkResourceFile(sourceFileOf(form), target));
}

const storeChecked = (scope: TScope, storage: FileStorage, checked: TCheckedFile) =>
  storeFile(scope, storage, {
    ...checked,
    originalName: checked.originalName.slice(0, 255) || null,
  });

/** The images an upload may be for: each target's name and whether its crop must be 1:1. */
export type TImageTargets = Map<string, { isSquare: boolean }>;

/** The Advanced image settings (theme paths) of a website or app, by the mode of its editor. */
export function advancedImageTargets(owner: TThemeOwnerKind): TImageTargets {
  return new Map(
    [...advancedImageLeavesFor(owner)].map(([path, leaf]) => [
      path,
      { isSquare: isSquareLeaf(leaf) },
    ]),
  );
}

function parseCrop(raw: string | undefined) {
  if (!raw) return undefined;
  let json: unknown = null;
  try {
    json = JSON.parse(raw);
  } catch {
    // reported below, like any other malformed crop
  }
  const parsed = ZCropArea.safeParse(json);
  if (!parsed.success) throw invalidRequest('crop must be {x, y, width, height} in whole pixels');
  return parsed.data;
}

/**
 * One image upload for a website or an app (docs/product/website-settings.md#image-flow,
 * docs/design.md#data): the form's single source_file, checked by content, cropped as the form's
 * crop says (1:1 where the target wants it), re-encoded and stored as a content-addressed file. The
 * caller has already checked the owner.
 */
export async function storeUploadedImage(
  scope: TScope,
  storage: FileStorage,
  form: TForm,
  targets: TImageTargets,
): Promise<TUploadedImage> {
  const [file, ...others] = filesOf(form);
  if (!file || others.length > 0) throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
  const fields = fieldsOf(form);
  const target = fields.target === undefined ? undefined : targets.get(fields.target);
  if (!target) throw invalidRequest(`target must be one of ${[...targets.keys()].join(', ')}`);
  const image = await processWebsiteImage(file.bytes, {
    crop: parseCrop(fields.crop),
    mustBeSquare: target.isSquare,
  });
  const { url } = await storeFile(scope, storage, {
    bytes: image.bytes,
    extension: image.extension,
    mimeType: image.extension === 'png' ? 'image/png' : 'image/jpeg',
  });
  return { url, width: image.width, height: image.height };
}

/**
 * The custom sound upload (docs/product/validation.md#custom-sound): exactly one file named .mp3,
 * .aac or .ogg whose bytes are MP3, AAC or Ogg audio from the first to the last (the size limit is
 * enforced while reading). It is kept as sent, so all of it is checked: a valid header with
 * anything behind it (a JAR after one MP3 frame) is no sound
 * (docs/decisions/008-uploaded-files-verified.md). Every check runs before anything is stored.
 */
export async function uploadCustomSound(
  scope: TScope,
  storage: FileStorage,
  form: TForm,
): Promise<TCustomSound> {
  const files = filesOf(form);
  const [file] = files;
  if (!file || (files.length === 1 && isEmptyInput(file)))
    throw AppError.of(400, 'AUDIO_FILE_IS_REQUIRED');
  if (files.length > 1) throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
  const hasAudioName = (AUDIO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const kind = verifyAudio(file.bytes);
  if (!hasAudioName || !kind) throw AppError.of(415, 'ONLY_AUDIO_FILES_CAN_BE_ACCEPTED');
  // Stored under the extension its content has, so it is served with the matching type.
  const { url } = await storeFile(scope, storage, {
    bytes: file.bytes,
    extension: kind,
    mimeType: AUDIO_MIME_TYPES[kind],
  });
  await saveCustomSoundUrl(scope, url);
  return { url };
}

/**
 * docs/product/validation.md#custom-sound: a custom sound given by an address (already checked by
 * ZCustomSoundUrlRequest).
 */
export async function setCustomSoundUrl(scope: TScope, url: string): Promise<TCustomSound> {
  await saveCustomSoundUrl(scope, url);
  return { url };
}

/**
 * A stored file as GET /files serves it: its type and bytes, only when its content proves its
 * extension (docs/decisions/008-uploaded-files-verified.md); a stored file that does not (one kept
 * from before these checks) is 404. With a width, an image at most that wide.
 */
export async function readServedFile(
  storage: FileStorage,
  dir: string,
  name: string,
  width?: TImageWidth,
) {
  const served = servedFile(name);
  const bytes = served ? await storage.get(`${dir}/${name}`) : null;
  if (!bytes || !served) throw notFound();
  if (!served.proves(bytes))
    throw notFound().withWarning('a stored file is not what its name says', {
      file: `${dir}/${name}`,
    });
  // A width asks for a smaller copy of an image; other files are served as they are.
  if (width && served.type.startsWith('image/'))
    return {
      type: served.type,
      bytes: await imageVariant(storage, `${dir}/${name}`, bytes, width),
    };
  return { type: served.type, bytes };
}
