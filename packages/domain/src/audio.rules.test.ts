import { describe, expect, it } from 'vitest';
import { sniffAudio, soundUrlProblem, ZCustomSoundUrlRequest } from './audio.rules';

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
