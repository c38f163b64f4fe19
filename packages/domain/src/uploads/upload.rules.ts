import type { TFileRules } from '../apps/app.schema';
import { exactSizeOf, wrongSizeError } from '../apps/image-sizes';
import type { TCommonMessageKey } from '../messages/common-messages';
import { fail, ok, resultOf, type TRuleError, type TRuleResult } from '../messages/rule-result';
import { soundUrlProblem } from './audio.rules';
import {
  AUDIO_EXTENSIONS,
  AUDIO_MAX_KB,
  DEFAULT_FILE_MAX_KB,
  DEFAULT_IMAGE_EXTENSIONS,
  DEFAULT_IMAGE_MAX_KB,
  DEFAULT_IMAGE_MIMETYPES,
  KB,
  WEBSITE_IMAGE_EXTENSIONS,
  WEBSITE_IMAGE_MAX_KB,
  WEBSITE_IMAGE_MIMETYPES,
} from './upload-limits';

/** The multipart field that carries the file of every upload: images, sounds, action files. */
export const UPLOAD_FILE_FIELD = 'source_file';

/**
 * What the rules need to know of a file; the browser and the server each fill it from what they
 * have.
 */
export type TFileFacts = {
  name: string;
  type: string;
  size: number;
  width?: number;
  height?: number;
};

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

const oneFile = (files: readonly TFileFacts[]): TFileFacts | TRuleError<TCommonMessageKey> => {
  if (files.length !== 1 || !files[0]) return { key: 'ONE_FILE_AT_A_TIME' };
  return files[0];
};
const isError = <E extends TRuleError>(x: TFileFacts | E): x is E => 'key' in x;

/**
 * docs/product/validation.md#website-image "Image upload (website)": one file, an image of
 * png/jpeg/jpg, at most 2048 KB.
 */
export function validateWebsiteImage(files: readonly TFileFacts[]): TRuleResult<TCommonMessageKey> {
  const file = oneFile(files);
  if (isError(file)) return fail(file);
  const isImage =
    (WEBSITE_IMAGE_MIMETYPES as readonly string[]).includes(file.type.toLowerCase()) &&
    (WEBSITE_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!isImage) return fail({ key: 'ONLY_IMAGES_CAN_BE_ACCEPTED' });
  if (file.size > WEBSITE_IMAGE_MAX_KB * KB)
    return fail({ key: 'THE_MAXIMUM_IMAGE_SIZE_IS_2_MEGABYTES' });
  return ok;
}

/** The app resource rules with the described defaults filled in (2048 KB, png, png/jpeg/jpg). */
export function effectiveImageRules(rules: TFileRules | null | undefined) {
  return {
    width: rules?.width,
    height: rules?.height,
    maxSizeKb: rules?.max_size ?? DEFAULT_IMAGE_MAX_KB,
    extensions: rules?.extension?.length
      ? rules.extension.map((e) => e.toLowerCase())
      : [...DEFAULT_IMAGE_EXTENSIONS],
    mimetypes: rules?.mimetype?.length
      ? rules.mimetype.map((m) => m.toLowerCase())
      : [...DEFAULT_IMAGE_MIMETYPES],
  };
}

/**
 * docs/product/validation.md#app-resource-image "Image upload (app resources)": an image of the
 * accepted types, within the size limit, of exactly the required width and height. Dimensions are
 * checked only when known (after decoding).
 */
export function validateResourceImage(
  files: readonly TFileFacts[],
  rules: TFileRules | null | undefined,
): TRuleResult {
  const file = oneFile(files);
  if (isError(file)) return fail(file);
  const r = effectiveImageRules(rules);
  if (
    !file.type.toLowerCase().startsWith('image/') ||
    !r.mimetypes.includes(file.type.toLowerCase()) ||
    !r.extensions.includes(extensionOf(file.name))
  ) {
    return fail({ key: 'ONLY_IMAGES_CAN_BE_ACCEPTED' });
  }
  const errors: TRuleError[] = [];
  if (file.size > r.maxSizeKb * KB)
    errors.push({ key: 'THE_MAXIMUM_IMAGE_SIZE_IS_SIZE', params: { size: `${r.maxSizeKb} KB` } });
  const wrongWidth = r.width !== undefined && file.width !== undefined && file.width !== r.width;
  const wrongHeight =
    r.height !== undefined && file.height !== undefined && file.height !== r.height;
  if (wrongWidth || wrongHeight) {
    errors.push({ key: 'SORRY_THIS_IMAGE_DOESN_T_LOOK_LIKE_THE_SIZE_WE_WANTED' });
    // Then both sizes, so the owner knows what to change (docs/product/validation.md#app-resource-image).
    const wanted = exactSizeOf(r);
    if (wanted && file.width !== undefined && file.height !== undefined)
      errors.push(wrongSizeError({ width: file.width, height: file.height }, wanted));
  }
  return resultOf(errors);
}

/**
 * docs/product/validation.md#custom-sound "Audio upload": one audio file (.mp3 .aac .ogg), at most
 * 512 KB (docs/product/validation.md#custom-sound).
 */
export function validateAudio(files: readonly TFileFacts[]): TRuleResult {
  if (files.length === 0) return fail({ key: 'AUDIO_FILE_IS_REQUIRED' });
  const file = oneFile(files);
  if (isError(file)) return fail(file);
  const isAudio =
    file.type.toLowerCase().startsWith('audio/') &&
    (AUDIO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!isAudio) return fail({ key: 'ONLY_AUDIO_FILES_CAN_BE_ACCEPTED' });
  if (file.size > AUDIO_MAX_KB * KB) return fail({ key: 'THE_MAXIMUM_FILE_SIZE_IS_512_KILOBYTES' });
  return ok;
}

/**
 * docs/product/validation.md#custom-sound: a custom sound needs a file or a url. With neither, the
 * file is what is asked for; a 'url' source chosen without a url gets 'URL is required'.
 */
export function validateCustomSound(input: {
  source: 'file' | 'url';
  files: readonly TFileFacts[];
  url: string;
}): TRuleResult {
  if (input.source === 'url') {
    const problem = soundUrlProblem(input.url);
    return problem ? fail({ key: problem }) : ok;
  }
  return validateAudio(input.files);
}

/**
 * docs/product/validation.md#store-credentials "Upload files (credentials and files)": extension
 * accepted and size within the limit.
 */
export function validateUploadFile(
  file: TFileFacts,
  accepted: readonly string[],
  maxSizeKb = DEFAULT_FILE_MAX_KB,
): TRuleResult {
  const extension = extensionOf(file.name);
  const isAccepted = accepted.map((e) => e.replace(/^\./, '').toLowerCase()).includes(extension);
  if (!isAccepted || file.size > maxSizeKb * KB || file.size === 0) {
    return fail({ key: 'INVALID_FILE_PLEASE_CHECK_THE_EXTENSION_OR_SIZE' });
  }
  return ok;
}
