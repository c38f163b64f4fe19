import { AUDIO_MIME_TYPES, type TCustomSound, verifyAudio } from '@oc/domain/uploads/audio.rules';
import { extensionOf } from '@oc/domain/uploads/upload.rules';
import { AUDIO_EXTENSIONS } from '@oc/domain/uploads/upload-limits';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { saveCustomSoundUrl } from './custom-sound.repository';
import { recordFile } from './files.repository';
import type { TParts } from './multipart';

/**
 * Spec 5 "Audio upload": exactly one file named .mp3, .aac or .ogg whose bytes are MP3, AAC or Ogg
 * audio from the first to the last (the size limit is enforced while reading). It is kept as sent,
 * so all of it is checked: a valid header with anything behind it (a JAR after one MP3 frame) is no
 * sound (decision 008). Every check runs before anything is stored.
 */
export async function uploadCustomSound(
  scope: TScope,
  storage: FileStorage,
  parts: TParts,
): Promise<TCustomSound> {
  // A form whose file input was left empty still sends a nameless, empty file part.
  const isEmptyPart = parts.fileCount === 1 && !parts.fileName && !parts.file?.length;
  if (parts.fileCount === 0 || !parts.file || isEmptyPart)
    throw AppError.of(400, 'AUDIO_FILE_IS_REQUIRED');
  if (parts.fileCount > 1) throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
  const hasAudioName = (AUDIO_EXTENSIONS as readonly string[]).includes(
    extensionOf(parts.fileName ?? ''),
  );
  const kind = verifyAudio(parts.file);
  if (!hasAudioName || !kind) throw AppError.of(415, 'ONLY_AUDIO_FILES_CAN_BE_ACCEPTED');
  // Stored under the extension its content has, so it is served with the matching type.
  const key = await storage.put(parts.file, kind);
  await recordFile(scope, { key, mimeType: AUDIO_MIME_TYPES[kind], size: parts.file.length });
  const url = `/files/${key}`;
  await saveCustomSoundUrl(scope, url);
  return { url };
}

/** Spec 5: a custom sound given by an address (already checked by ZCustomSoundUrlRequest). */
export async function setCustomSoundUrl(scope: TScope, url: string): Promise<TCustomSound> {
  await saveCustomSoundUrl(scope, url);
  return { url };
}
