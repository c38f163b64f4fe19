import { z } from 'zod';
import { isValidDomain } from '../domains/domain-name.rules';
import { COMMON_MESSAGES } from '../messages/common-messages';

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

/**
 * The audio after an ID3v2 tag: the tag's header must be well formed and a frame must follow it.
 */
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
 * What audio a file really holds, from its first bytes (the name and declared type are not
 * trusted): MP3 (MPEG audio frames, optionally after an ID3v2 tag), AAC in ADTS frames, or Ogg
 * audio.
 */
export function sniffAudio(bytes: Uint8Array): TAudioKind | null {
  if (isOggAudio(bytes)) return 'ogg';
  if (ascii(bytes, 0, 'ID3')) return afterId3(bytes);
  if (isAdtsFrame(bytes, 0)) return 'aac';
  if (isMpegFrame(bytes, 0)) return 'mp3';
  return null;
}

// End to end: a file is taken as a sound only when all of it is a sound. A first-bytes check alone
// lets anything ride behind a valid header (a JAR after one MP3 frame). Decision 008.

/** Bitrates in kbit/s by [MPEG-1 ? 0 : 1][layer I, II, III][index 1–14]. */
const MPEG_BITRATES = [
  [
    [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  [
    [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
] as const;
/** Sampling rates in Hz by version bits (0 = MPEG-2.5, 2 = MPEG-2, 3 = MPEG-1) and index 0–2. */
const MPEG_RATES: Record<number, readonly number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};

type TMpegFrame = { length: number; stream: number };

/**
 * The MPEG audio frame header at `at`, with the frame's length in bytes (header included) and what
 * must stay the same in a stream (version, layer, sampling rate); null when it is none. A
 * free-format frame (bitrate index 0) has no length in its header, so it cannot be walked and is
 * refused.
 */
function mpegFrameAt(bytes: Uint8Array, at: number): TMpegFrame | null {
  if (at + 4 > bytes.length || !isMpegFrame(bytes, at)) return null;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  const version = (b1 >> 3) & 0x03;
  const layer = 4 - ((b1 >> 1) & 0x03); // 1, 2 or 3
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0x03;
  const padding = (b2 >> 1) & 0x01;
  if (bitrateIndex === 0) return null;
  const kbps = MPEG_BITRATES[version === 3 ? 0 : 1][layer - 1]?.[bitrateIndex - 1];
  const rate = MPEG_RATES[version]?.[rateIndex];
  if (!kbps || !rate) return null;
  const bitrate = kbps * 1000;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / rate) + padding) * 4
      : Math.floor(((layer === 3 && version !== 3 ? 72 : 144) * bitrate) / rate) + padding;
  return { length, stream: ((b1 & 0x1e) << 2) | rateIndex };
}

type TAdtsFrame = { length: number; stream: number };

/**
 * The ADTS frame header at `at`, with the frame's length (header included); null when it is none.
 */
function adtsFrameAt(bytes: Uint8Array, at: number): TAdtsFrame | null {
  if (at + 7 > bytes.length || !isAdtsFrame(bytes, at)) return null;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  const length =
    (((bytes[at + 3] ?? 0) & 0x03) << 11) |
    ((bytes[at + 4] ?? 0) << 3) |
    ((bytes[at + 5] ?? 0) >> 5);
  const headerLength = b1 & 0x01 ? 7 : 9; // protection_absent 0: a 2-byte CRC follows
  if (length < headerLength) return null;
  return { length, stream: ((b1 & 0x08) << 8) | ((b2 >> 2) & 0x0f) };
}

/** Where the audio after a leading ID3v2 tag starts (0 without one), or -1 for a broken tag. */
function id3v2End(bytes: Uint8Array): number {
  if (!ascii(bytes, 0, 'ID3')) return 0;
  const [major = 0, revision = 0xff, flags = 0] = [bytes[3], bytes[4], bytes[5]];
  const size = [bytes[6], bytes[7], bytes[8], bytes[9]];
  if (major < 2 || major > 4 || revision === 0xff || size.some((b) => b === undefined || b > 0x7f))
    return -1;
  const end = 10 + size.reduce<number>((n, b) => (n << 7) | (b ?? 0), 0) + (flags & 0x10 ? 10 : 0);
  if (end > bytes.length) return -1;
  // The tag's own padding may run on past its declared size: zero bytes only.
  let at = end;
  while (at < bytes.length && bytes[at] === 0) at += 1;
  return at;
}

const u32le = (bytes: Uint8Array, at: number) =>
  ((bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16)) +
  (bytes[at + 3] ?? 0) * 0x1000000;

/**
 * Where an APE tag ending at `end` starts, or -1 when there is none or it is broken. Taggers (foobar2000,
 * Mp3tag) add one after the frames: items, a 32-byte footer ('APETAGEX', version, size, item count,
 * flags, zero reserved bytes) and maybe the same 32 bytes as a header before the items. Every item is
 * walked (value size, flags, a printable key ending in a zero byte, the value) and they must fill the
 * tag exactly, so nothing else rides in it.
 */
function apeTagStart(bytes: Uint8Array, end: number, start: number): number {
  const footer = end - 32;
  if (footer < start || !ascii(bytes, footer, 'APETAGEX')) return -1;
  const version = u32le(bytes, footer + 8);
  const size = u32le(bytes, footer + 12);
  const count = u32le(bytes, footer + 16);
  const flags = u32le(bytes, footer + 20);
  const hasHeader = flags >= 0x80000000;
  if (version !== 1000 && version !== 2000) return -1;
  if (flags & 0x60000000 || bytes.subarray(footer + 24, end).some((b) => b !== 0)) return -1;
  const items = end - size;
  const tagStart = items - (hasHeader ? 32 : 0);
  if (size < 32 || tagStart < start) return -1;
  if (hasHeader) {
    const header = bytes.subarray(tagStart, items);
    const same = [8, 12, 16].every((at) => u32le(header, at) === u32le(bytes, footer + at));
    if (!ascii(header, 0, 'APETAGEX') || !same || !(u32le(header, 20) & 0x20000000)) return -1;
  }
  let at = items;
  for (let i = 0; i < count; i++) {
    const valueSize = u32le(bytes, at);
    let key = at + 8;
    while (key < footer && (bytes[key] ?? 0) >= 0x20 && (bytes[key] ?? 0) <= 0x7e) key += 1;
    if (key - (at + 8) < 2 || bytes[key] !== 0) return -1;
    at = key + 1 + valueSize;
    if (at > footer) return -1;
  }
  return at === footer ? tagStart : -1;
}

/**
 * Where the frames must end: before the tags a tagger may add at the end, an APE tag, then an ID3v1
 * tag (the last 128 bytes, starting 'TAG'); -1 when an APE footer is there but its tag is broken.
 */
function framesEnd(bytes: Uint8Array, start: number): number {
  const id3v1 = bytes.length - 128;
  const end = id3v1 >= start && ascii(bytes, id3v1, 'TAG') ? id3v1 : bytes.length;
  return end - 32 >= start && ascii(bytes, end - 32, 'APETAGEX')
    ? apeTagStart(bytes, end, start)
    : end;
}

/**
 * Frames of one stream, one after another from `start` exactly up to `end`: each header valid and
 * the next one where its length says. Every step moves forward, so the walk ends. The last frame
 * may be cut short, even inside its header, as audio editors leave it when they trim a sound; but
 * only after one whole frame, and what is left of it must be the beginning of a frame of the same
 * stream. (Bytes hidden in the cut frame's body could as well be in a whole frame's: decision 008.)
 */
function walkFrames(
  bytes: Uint8Array,
  start: number,
  end: number,
  frameAt: (bytes: Uint8Array, at: number) => { length: number; stream: number } | null,
  headerLength: number,
): boolean {
  const frames = bytes.subarray(0, end);
  let at = start;
  let stream: number | null = null;
  let previous = start;
  while (at < end) {
    const frame = frameAt(frames, at);
    if (!frame) {
      if (stream === null || end - at >= headerLength) return false;
      // A header cut short: completed with the previous frame's, it must be one of the stream's.
      const header = bytes.slice(previous, previous + headerLength);
      header.set(frames.subarray(at));
      return frameAt(header, 0)?.stream === stream;
    }
    if (frame.length < 4 || (stream !== null && frame.stream !== stream)) return false;
    // A body cut short: the end of the file, after at least one whole frame.
    if (at + frame.length > end) return stream !== null;
    stream = frame.stream;
    previous = at;
    at += frame.length;
  }
  return stream !== null;
}

const OGG_CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let bit = 0; bit < 8; bit++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/**
 * The CRC-32 of Ogg pages: polynomial 0x04c11db7, not reflected, initial value 0, no final xor
 * (not zlib's CRC-32, which is reflected).
 */
export function oggCrc32(bytes: Uint8Array, skip?: { at: number; length: number }): number {
  let crc = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = skip && i >= skip.at && i < skip.at + skip.length ? 0 : (bytes[i] ?? 0);
    crc = ((crc << 8) ^ (OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  }
  return crc;
}

/** Ogg pages from the first byte to the last, each whole and with its CRC right. */
function isWholeOgg(bytes: Uint8Array): boolean {
  if (!isOggAudio(bytes) || !((bytes[5] ?? 0) & 0x02)) return false;
  let at = 0;
  while (at < bytes.length) {
    if (at + 27 > bytes.length || !ascii(bytes, at, 'OggS') || bytes[at + 4] !== 0) return false;
    const segments = bytes[at + 26] ?? 0;
    if (at + 27 + segments > bytes.length) return false;
    let length = 27 + segments;
    for (let i = 0; i < segments; i++) length += bytes[at + 27 + i] ?? 0;
    if (at + length > bytes.length) return false;
    const page = bytes.subarray(at, at + length);
    const stored =
      ((page[22] ?? 0) |
        ((page[23] ?? 0) << 8) |
        ((page[24] ?? 0) << 16) |
        ((page[25] ?? 0) << 24)) >>>
      0;
    if (oggCrc32(page, { at: 22, length: 4 }) !== stored) return false;
    at += length;
  }
  return true;
}

/**
 * What audio a whole file is, checked end to end (the name and declared type are not trusted):
 * Ogg audio as CRC-checked pages to the last byte; MP3 or ADTS AAC, after an optional ID3v2 tag, as
 * frames of one stream (the last one maybe cut short) up to the end or to the tags a tagger adds
 * there (APE, ID3v1). Anything else, or anything more, is null.
 */
export function verifyAudio(bytes: Uint8Array): TAudioKind | null {
  if (isWholeOgg(bytes)) return 'ogg';
  const start = id3v2End(bytes);
  if (start < 0 || start >= bytes.length) return null;
  const end = framesEnd(bytes, start);
  if (end <= start) return null;
  if (walkFrames(bytes, start, end, adtsFrameAt, 7)) return 'aac';
  if (walkFrames(bytes, start, end, mpegFrameAt, 4)) return 'mp3';
  return null;
}

export const AUDIO_MIME_TYPES = {
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
} as const satisfies Record<TAudioKind, string>;

const URL_PATTERN = /^https?:\/\/([^/?#\s:@]+)(?::\d{1,5})?(?:[/?#][^\s<>"]*)?$/i;

/**
 * docs/product/validation.md#custom-sound "file present but no url": the address of a custom sound,
 * an http(s) URL on a real domain (no user name or password in it, nothing a browser would refuse
 * to play).
 */
export function soundUrlProblem(url: string): 'URL_IS_REQUIRED' | 'THE_URL_IS_NOT_VALID' | null {
  const text = url.trim();
  if (!text) return 'URL_IS_REQUIRED';
  const host = URL_PATTERN.exec(text)?.[1];
  return text.length <= 2048 && host && isValidDomain(host) ? null : 'THE_URL_IS_NOT_VALID';
}

/** docs/product/validation.md#custom-sound: a custom sound given by address. */
export const ZCustomSoundUrlRequest = z.object({
  url: z
    .string({ error: COMMON_MESSAGES.URL_IS_REQUIRED })
    .trim()
    .superRefine((url, ctx) => {
      const problem = soundUrlProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES[problem] });
    }),
});
export type TCustomSoundUrlRequest = z.infer<typeof ZCustomSoundUrlRequest>;

/** The custom sound now in use: an uploaded file (/files/…) or an http(s) address. */
export const ZCustomSound = z.object({ url: z.string() });
export type TCustomSound = z.infer<typeof ZCustomSound>;
