import { AUDIO_MIME_TYPES, type TAudioKind, verifyAudio } from '@oc/domain/uploads/audio.rules';

const bytesAt = (bytes: Buffer, at: number, expected: number[]) =>
  expected.every((b, i) => bytes[at + i] === b);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The IEND chunk: length 0, type, CRC. Every PNG ends with exactly these bytes. */
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

const isPng = (bytes: Buffer) =>
  bytesAt(bytes, 0, PNG_SIGNATURE) && bytesAt(bytes, bytes.length - PNG_END.length, PNG_END);
/** Start of image, then a marker; end of image last. */
const isJpeg = (bytes: Buffer) =>
  bytesAt(bytes, 0, [0xff, 0xd8, 0xff]) && bytesAt(bytes, bytes.length - 2, [0xff, 0xd9]);
const isAudio = (kind: TAudioKind) => (bytes: Buffer) => verifyAudio(bytes) === kind;

type TServed = { type: string; proves: (bytes: Buffer) => boolean };

/**
 * What may be served, by extension: its type and what its bytes must prove. Images are stored
 * encoded by us (so they start and end as their format does) and sounds are stored only when all
 * of them is audio (docs/decisions/008-uploaded-files-verified.md).
 */
const SERVED: Record<string, TServed> = {
  png: { type: 'image/png', proves: isPng },
  jpg: { type: 'image/jpeg', proves: isJpeg },
  jpeg: { type: 'image/jpeg', proves: isJpeg },
  mp3: { type: AUDIO_MIME_TYPES.mp3, proves: isAudio('mp3') },
  aac: { type: AUDIO_MIME_TYPES.aac, proves: isAudio('aac') },
  ogg: { type: AUDIO_MIME_TYPES.ogg, proves: isAudio('ogg') },
};

/** How a stored file of this name is served, if at all. */
export const servedFile = (name: string): TServed | undefined =>
  SERVED[name.split('.').pop() ?? ''];
