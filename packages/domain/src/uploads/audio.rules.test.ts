import { describe, expect, it } from 'vitest';
import {
  oggCrc32,
  sniffAudio,
  soundUrlProblem,
  verifyAudio,
  ZCustomSoundUrlRequest,
} from './audio.rules';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

/** MPEG-1 layer III, 128 kbit/s, 44.1 kHz. */
const MPEG_FRAME = bytes(0xff, 0xfb, 0x90, 0x64);
/** ADTS, AAC LC, 44.1 kHz, stereo. */
const ADTS_FRAME = bytes(0xff, 0xf1, 0x50, 0x80);
/** An ID3v2.4 tag header announcing `size` bytes of frames. */
const id3 = (size: number, flags = 0) =>
  bytes(0x49, 0x44, 0x33, 4, 0, flags, 0, 0, (size >> 7) & 0x7f, size & 0x7f);
/** An Ogg page whose first packet starts with `id`. */
const ogg = (id: string) =>
  concat(text('OggS'), bytes(0, 2), new Uint8Array(20), bytes(1, 30), text(id));

describe('sniffAudio', () => {
  it('recognises Ogg Vorbis and Opus, MP3 with or without an ID3 tag, and ADTS AAC', () => {
    expect(sniffAudio(ogg('\x01vorbis'))).toBe('ogg');
    expect(sniffAudio(ogg('OpusHead'))).toBe('ogg');
    expect(sniffAudio(MPEG_FRAME)).toBe('mp3');
    expect(sniffAudio(concat(id3(0), MPEG_FRAME))).toBe('mp3');
    expect(sniffAudio(concat(id3(20), new Uint8Array(20), new Uint8Array(8), MPEG_FRAME))).toBe(
      'mp3',
    );
    expect(sniffAudio(concat(id3(0, 0x10), new Uint8Array(10), MPEG_FRAME))).toBe('mp3');
    expect(sniffAudio(ADTS_FRAME)).toBe('aac');
    expect(sniffAudio(bytes(0xff, 0xf9, 0x50, 0x80))).toBe('aac');
    expect(sniffAudio(concat(id3(0), ADTS_FRAME))).toBe('aac');
  });

  it('refuses everything else, including images, text, video and look-alikes', () => {
    expect(sniffAudio(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull(); // PNG
    expect(sniffAudio(bytes(0xff, 0xd8, 0xff, 0xe0))).toBeNull(); // JPEG
    expect(sniffAudio(text('<svg></svg>'))).toBeNull();
    expect(sniffAudio(text('ID3 is how this text file starts, but it is no audio'))).toBeNull();
    expect(sniffAudio(id3(0))).toBeNull(); // a tag and nothing after it
    expect(sniffAudio(concat(id3(100), MPEG_FRAME))).toBeNull(); // the tag runs past the end
    expect(sniffAudio(ogg('\x80theora'))).toBeNull();
    expect(sniffAudio(bytes(0xff, 0xfb, 0xf0, 0x64))).toBeNull(); // bitrate index 15
    expect(sniffAudio(bytes(0xff, 0xfb, 0x9c, 0x64))).toBeNull(); // reserved sampling rate
    expect(sniffAudio(bytes(0xff, 0xeb, 0x90, 0x64))).toBeNull(); // reserved MPEG version
    expect(sniffAudio(bytes(0xff, 0xf1, 0x7c, 0x80))).toBeNull(); // ADTS rate index 15
    expect(sniffAudio(bytes(0xff, 0x00))).toBeNull();
    expect(sniffAudio(bytes())).toBeNull();
  });
});

/** A frame of `length` bytes that starts with `header` (the rest is payload, here a counter). */
const frame = (header: number[], length: number) => {
  const out = new Uint8Array(Math.max(length, header.length)).map((_, i) => i & 0xff);
  out.set(header);
  return out;
};
// Frame lengths as the MPEG audio standard gives them for these headers.
/** MPEG-1 layer III, 128 kbit/s, 44.1 kHz: 417 bytes, 418 with the padding bit. */
const MP3_128 = (padded = false) =>
  frame([0xff, 0xfb, padded ? 0x92 : 0x90, 0x64], padded ? 418 : 417);
/**
 * MPEG-1 layer III, 320 kbit/s, 44.1 kHz: 1044 bytes (VBR streams change bitrate frame to frame).
 */
const MP3_320 = () => frame([0xff, 0xfb, 0xe0, 0x64], 1044);
/** MPEG-1 layer III, 128 kbit/s, 48 kHz: 384 bytes. */
const MP3_128_48K = () => frame([0xff, 0xfb, 0x94, 0x64], 384);
/** MPEG-2 layer III, 64 kbit/s, 22.05 kHz: 208 bytes. */
const MP3_V2 = () => frame([0xff, 0xf3, 0x80, 0x64], 208);
/** MPEG-1 layer II, 192 kbit/s, 48 kHz: 576 bytes. */
const MP2 = () => frame([0xff, 0xfd, 0xa4, 0x04], 576);
/** ADTS, AAC LC, 44.1 kHz, stereo, no CRC: the frame's length is in its header. */
const adts = (length: number) =>
  frame(
    [
      0xff,
      0xf1,
      0x50,
      0x80 | (length >> 11),
      (length >> 3) & 0xff,
      ((length & 7) << 5) | 0x1f,
      0xfc,
    ],
    length,
  );
const id3v1 = () => concat(text('TAG'), new Uint8Array(125).fill(0x20));
/**
 * An APE tag (version 2.0) as taggers write it after the frames: optional 32-byte header, items
 * (value size, flags, key, a zero byte, value), 32-byte footer.
 */
function apeTag(items: Record<string, string>, withHeader = true) {
  const u32 = (n: number) => bytes(n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24);
  const body = concat(
    ...Object.entries(items).map(([key, value]) =>
      concat(u32(value.length), u32(0), text(key), bytes(0), text(value)),
    ),
  );
  const size = body.length + 32;
  const count = Object.keys(items).length;
  const flags = withHeader ? 0x80000000 : 0;
  const fields = (f: number) =>
    concat(text('APETAGEX'), u32(2000), u32(size), u32(count), u32(f), new Uint8Array(8));
  return concat(withHeader ? fields(flags | 0x20000000) : bytes(), body, fields(flags));
}
const JAR = concat(bytes(0x50, 0x4b, 0x03, 0x04), text('META-INF/MANIFEST.MF'), new Uint8Array(64));

/** An Ogg page: header, lacing values for `packet`, the packet; the CRC computed over it all. */
function oggPage(packet: Uint8Array, sequence: number, flags: number) {
  const lacing = [
    ...Array.from({ length: Math.floor(packet.length / 255) }, () => 255),
    packet.length % 255,
  ];
  const page = concat(
    text('OggS'),
    bytes(0, flags),
    new Uint8Array(8),
    bytes(1, 0, 0, 0),
    bytes(sequence, 0, 0, 0),
    new Uint8Array(4),
    bytes(lacing.length, ...lacing),
    packet,
  );
  const crc = oggCrc32(page);
  page.set([crc & 0xff, (crc >>> 8) & 0xff, (crc >>> 16) & 0xff, crc >>> 24], 22);
  return page;
}
const vorbis = () =>
  concat(
    oggPage(concat(text('\x01vorbis'), new Uint8Array(23)), 0, 0x02),
    oggPage(new Uint8Array(600).fill(7), 1, 0),
    oggPage(new Uint8Array(40).fill(9), 2, 0x04),
  );

describe('oggCrc32', () => {
  it('is the CRC-32 of Ogg: not reflected, initial value 0, no final xor', () => {
    // The catalogue's check value for this polynomial (CRC-32/POSIX, 0x765e7680) has a final xor.
    expect(oggCrc32(text('123456789'))).toBe(~0x765e7680 >>> 0);
    expect(oggCrc32(bytes())).toBe(0);
  });
});

describe('verifyAudio', () => {
  it('takes MP3 frames to the end: VBR, padding, MPEG-2, layer II, an ID3v2 tag and padding, an ID3v1 tag', () => {
    expect(verifyAudio(concat(MP3_128(), MP3_128(true), MP3_320(), MP3_128()))).toBe('mp3');
    expect(verifyAudio(concat(id3(0), MP3_128(), MP3_128()))).toBe('mp3');
    expect(verifyAudio(concat(id3(20), new Uint8Array(20), new Uint8Array(300), MP3_128()))).toBe(
      'mp3',
    );
    expect(verifyAudio(concat(id3(0, 0x10), new Uint8Array(10), MP3_128()))).toBe('mp3');
    expect(verifyAudio(concat(MP3_128(), MP3_320(), id3v1()))).toBe('mp3');
    expect(verifyAudio(concat(MP3_V2(), MP3_V2()))).toBe('mp3');
    expect(verifyAudio(concat(MP2(), MP2()))).toBe('mp3');
  });

  it('takes MP3 files as editors and taggers leave them: a cut last frame, APE and ID3v1 tags at the end', () => {
    const cut = (frame: Uint8Array, keep: number) => frame.subarray(0, keep);
    const tag = apeTag({ Title: 'New order', Artist: 'Demo Eats' });
    const files = {
      'a last frame cut in its body': concat(MP3_128(), MP3_128(), cut(MP3_128(), 200)),
      'a last frame cut after its header': concat(MP3_128(), cut(MP3_320(), 4)),
      'a last frame cut inside its header': concat(MP3_128(), cut(MP3_128(true), 2)),
      'only the sync byte of a last frame left': concat(MP3_128(), cut(MP3_128(), 1)),
      'an ID3v2 tag and a cut last frame': concat(id3(0), MP3_128(), cut(MP3_128(), 9)),
      'a cut last frame, then an ID3v1 tag': concat(MP3_128(), cut(MP3_128(), 100), id3v1()),
      'an APE tag': concat(MP3_128(), MP3_128(), tag),
      'an APE tag without header': concat(MP3_128(), apeTag({ Title: 'Ding' }, false)),
      'an APE tag, then an ID3v1 tag': concat(MP3_128(), tag, id3v1()),
      'all of them': concat(id3(0), MP3_128(), cut(MP3_128(), 300), tag, id3v1()),
    };
    for (const [what, file] of Object.entries(files)) expect(verifyAudio(file), what).toBe('mp3');
    expect(verifyAudio(concat(adts(200), cut(adts(300), 150)))).toBe('aac');
  });

  it('takes ADTS frames to the end, with or without an ID3v2 tag', () => {
    expect(verifyAudio(concat(adts(200), adts(371), adts(9)))).toBe('aac');
    expect(verifyAudio(concat(id3(0), adts(200), adts(200)))).toBe('aac');
  });

  it('takes Ogg audio as pages with a right CRC to the last byte', () => {
    expect(verifyAudio(vorbis())).toBe('ogg');
  });

  it('refuses a JAR or anything else behind valid audio, and broken streams', () => {
    const attacks = {
      'JAR after one MP3 frame': concat(MP3_128(), JAR),
      'JAR after an ID3 tag and a frame': concat(id3(0), MP3_128(), JAR),
      'JAR after an ID3 tag': concat(id3(0), JAR),
      'JAR after ADTS frames': concat(adts(200), adts(200), JAR),
      'JAR after Ogg pages': concat(vorbis(), JAR),
      'JAR before an ID3v1 tag': concat(MP3_128(), JAR, id3v1()),
      'only an MP3 header': bytes(0xff, 0xfb, 0x90, 0x64),
      'only a cut frame': MP3_128().subarray(0, 200),
      'a cut last frame of another sampling rate': concat(MP3_128(), MP3_128_48K().subarray(0, 9)),
      'a cut header of another sampling rate': concat(MP3_128(), MP3_128_48K().subarray(0, 3)),
      'a JAR where a header was cut short': concat(MP3_128(), bytes(0xff, 0x50, 0x4b)),
      'a JAR before an APE tag': concat(MP3_128(), JAR, apeTag({ Title: 'Ding' })),
      'an APE tag with more items than it holds': (() => {
        const tag = apeTag({ Title: 'Ding' }, false);
        tag[tag.length - 16] = 2; // the footer's item count
        return concat(MP3_128(), tag);
      })(),
      'a JAR inside an APE tag between its items and footer': (() => {
        const tag = apeTag({ Title: 'Ding' }, false);
        const size = tag.length + JAR.length;
        const footer = tag.subarray(tag.length - 32);
        footer.set([size & 0xff, size >> 8], 12);
        return concat(MP3_128(), tag.subarray(0, tag.length - 32), JAR, footer);
      })(),
      'an APE footer with reserved bytes set': (() => {
        const tag = apeTag({ Title: 'Ding' });
        tag[tag.length - 1] = 1;
        return concat(MP3_128(), tag);
      })(),
      'an APE footer and nothing else': apeTag({ Title: 'Ding' }),
      'a zero byte after the frames': concat(MP3_128(), bytes(0)),
      'another sampling rate mid-stream': concat(MP3_128(), MP3_128_48K()),
      'MP3 and ADTS frames mixed': concat(MP3_128(), adts(200)),
      'free-format MP3': frame([0xff, 0xfb, 0x04, 0x64], 417),
      'an ADTS frame shorter than its header': concat(adts(200), adts(6)),
      'an Ogg page with a wrong CRC': (() => {
        const ogg = vorbis();
        ogg[100] = (ogg[100] ?? 0) ^ 1;
        return ogg;
      })(),
      'a cut Ogg page': vorbis().subarray(0, 500),
      'an Ogg video': oggPage(concat(text('\x80theora'), new Uint8Array(40)), 0, 0x02),
      'a tag and nothing after it': id3(0),
      'a tag running past the end': concat(id3(1000), MP3_128()),
      'an image': bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
      nothing: bytes(),
    };
    for (const [what, file] of Object.entries(attacks)) expect(verifyAudio(file), what).toBeNull();
  });
});

describe('soundUrlProblem and ZCustomSoundUrlRequest', () => {
  it('accepts an http(s) address on a real domain, trimmed', () => {
    expect(ZCustomSoundUrlRequest.parse({ url: ' https://cdn.example.com/ding.mp3 ' }).url).toBe(
      'https://cdn.example.com/ding.mp3',
    );
    for (const url of [
      'http://cdn.example.com/ding.ogg',
      'https://example.com',
      'https://sounds.example.co.uk:8443/a/b.aac?v=2#t=1',
    ]) {
      expect(soundUrlProblem(url), url).toBeNull();
    }
  });

  it('asks for an address when there is none', () => {
    expect(soundUrlProblem('   ')).toBe('URL_IS_REQUIRED');
    expect(ZCustomSoundUrlRequest.safeParse({ url: '' }).error?.issues[0]?.message).toBe(
      'URL is required',
    );
    expect(ZCustomSoundUrlRequest.safeParse({}).error?.issues[0]?.message).toBe('URL is required');
  });

  it('refuses what is not an http(s) address on a domain', () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://x.com/a.mp3',
      'https://',
      'not a url',
      'cdn.example.com/ding.mp3',
      '/files/ab/ding.mp3',
      'https://cdn/ding.mp3',
      'https://user:secret@example.com/a.mp3',
      'https://exa mple.com/a.mp3',
      'https://example.com/a b.mp3',
      'https://example.com/"onerror="x',
      `https://example.com/${'a'.repeat(2048)}`,
    ]) {
      expect(soundUrlProblem(url), url).toBe('THE_URL_IS_NOT_VALID');
      expect(ZCustomSoundUrlRequest.safeParse({ url }).error?.issues[0]?.message, url).toBe(
        'The URL is not valid. It should start with https://',
      );
    }
  });
});
