import { z } from 'zod';
import { isValidDomain } from './domain-name.rules';
import { MESSAGES } from './messages';

export type TAudioKind = 'mp3' | 'aac' | 'ogg';

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** An MPEG-1/2/2.5 layer I–III frame header: sync, no reserved version, layer, bitrate or rate. */
function isMpegFrame(bytes: Uint8Array, at: number) {
  const [b0, b1, b2] = [bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0];
  return (
    b0 === 0xff &&
    (b1 & 0xe0) === 0xe0 &&
    (b1 & 0x18) !== 0x08 &&
    (b1 & 0x06) !== 0 &&
    b2 >> 4 !== 0x0f &&
    (b2 & 0x0c) !== 0x0c
  );
}

/** An ADTS (AAC) frame header: 12-bit sync, layer 0, a defined sampling rate (index 0–12). */
function isAdtsFrame(bytes: Uint8Array, at: number) {
  const [b0, b1, b2] = [bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0];
  return b0 === 0xff && (b1 & 0xf6) === 0xf0 && ((b2 >> 2) & 0x0f) <= 12;
}

/** How far past an ID3v2 tag its audio may start (padding or encoder junk). */
const ID3_SLACK = 2048;

/** The audio after an ID3v2 tag: the tag's header must be well formed and a frame must follow it. */
function afterId3(bytes: Uint8Array): TAudioKind | null {
  const [major = 0, revision = 0xff, flags = 0] = [bytes[3], bytes[4], bytes[5]];
  const size = [bytes[6], bytes[7], bytes[8], bytes[9]];
  if (major < 2 || major > 4 || revision === 0xff || size.some((b) => b === undefined || b > 0x7f))
    return null;
  const tagSize = size.reduce<number>((n, b) => (n << 7) | (b ?? 0), 0);
  const start = 10 + tagSize + (flags & 0x10 ? 10 : 0);
  const end = Math.min(bytes.length - 3, start + ID3_SLACK);
  for (let at = start; at <= end; at++) {
    if (isAdtsFrame(bytes, at)) return 'aac';
    if (isMpegFrame(bytes, at)) return 'mp3';
  }
  return null;
}

/** An Ogg stream whose first packet is an audio codec's header (Theora video is not a sound). */
function isOggAudio(bytes: Uint8Array) {
  if (!ascii(bytes, 0, 'OggS') || bytes[4] !== 0) return false;
  const packet = 27 + (bytes[26] ?? 0);
  return ['\x01vorbis', 'OpusHead', '\x7fFLAC', 'Speex   '].some((id) => ascii(bytes, packet, id));
}

/**
 * What audio a file really holds, from its first bytes (the name and declared type are not trusted):
 * MP3 (MPEG audio frames, optionally after an ID3v2 tag), AAC in ADTS frames, or Ogg audio.
 */
export function sniffAudio(bytes: Uint8Array): TAudioKind | null {
  if (isOggAudio(bytes)) return 'ogg';
  if (ascii(bytes, 0, 'ID3')) return afterId3(bytes);
  if (isAdtsFrame(bytes, 0)) return 'aac';
  if (isMpegFrame(bytes, 0)) return 'mp3';
  return null;
}

export const AUDIO_MIME_TYPES = {
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
} as const satisfies Record<TAudioKind, string>;

const URL_PATTERN = /^https?:\/\/([^/?#\s:@]+)(?::\d{1,5})?(?:[/?#][^\s<>"]*)?$/i;

/**
 * Spec 5 "file present but no url": the address of a custom sound, an http(s) URL on a real domain
 * (no user name or password in it, nothing a browser would refuse to play).
 */
export function soundUrlProblem(url: string): 'URL_IS_REQUIRED' | 'THE_URL_IS_NOT_VALID' | null {
  const text = url.trim();
  if (!text) return 'URL_IS_REQUIRED';
  const host = URL_PATTERN.exec(text)?.[1];
  return text.length <= 2048 && host && isValidDomain(host) ? null : 'THE_URL_IS_NOT_VALID';
}

/** Spec 5: a custom sound given by address. */
export const ZCustomSoundUrlRequest = z.object({
  url: z
    .string({ error: MESSAGES.URL_IS_REQUIRED })
    .trim()
    .superRefine((url, ctx) => {
      const problem = soundUrlProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: MESSAGES[problem] });
    }),
});
export type TCustomSoundUrlRequest = z.infer<typeof ZCustomSoundUrlRequest>;

/** The custom sound now in use: an uploaded file (/files/…) or an http(s) address. */
export const ZCustomSound = z.object({ url: z.string() });
export type TCustomSound = z.infer<typeof ZCustomSound>;
