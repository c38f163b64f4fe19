import { AUDIO_MIME_TYPES, type TCustomSound, verifyAudio } from '@oc/domain/uploads/audio.rules';
import { extensionOf } from '@oc/domain/uploads/upload.rules';
import { AUDIO_EXTENSIONS } from '@oc/domain/uploads/upload-limits';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import type { TAuditActor } from '../audit/record-audit';
import { saveCustomSoundUrl } from '../catalogue/save-custom-sound-url';
import type { TUploadedFile } from './files.types';
import { storeFile } from './store-file';

/**
 * The custom sound upload (docs/product/validation.md#custom-sound): the one file sent, named .mp3,
 * .aac or .ogg, whose bytes are MP3, AAC or Ogg audio from the first to the last (the size limit is
 * enforced while reading). It is kept as sent, so all of it is checked: a valid header with
 * anything behind it (a JAR after one MP3 frame) is no sound
 * (docs/decisions/008-uploaded-files-verified.md). Every check runs before anything is stored.
 */
export async function uploadCustomSound(
  scope: TScope,
  storage: FileStorage,
  file: TUploadedFile,
  actor: TAuditActor,
): Promise<TCustomSound> {
  const hasAudioName = (AUDIO_EXTENSIONS as readonly string[]).includes(extensionOf(file.filename));
  const kind = verifyAudio(file.bytes);
  if (!hasAudioName || !kind) throw AppError.of(415, 'ONLY_AUDIO_FILES_CAN_BE_ACCEPTED');
  // Stored under the extension its content has, so it is served with the matching type.
  const { url } = await storeFile(scope, storage, {
    bytes: file.bytes,
    extension: kind,
    mimeType: AUDIO_MIME_TYPES[kind],
  });
  await saveCustomSoundUrl(scope, url, actor);
  return { url };
}
