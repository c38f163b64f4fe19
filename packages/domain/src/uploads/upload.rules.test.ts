import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/messages';
import type { TRuleResult } from '../messages/rule-result';
import {
  extensionOf,
  validateAudio,
  validateCustomSound,
  validateResourceImage,
  validateUploadFile,
  validateWebsiteImage,
} from './upload.rules';

const KB = 1024;
const png = (
  over: Partial<{ name: string; type: string; size: number; width: number; height: number }> = {},
) => ({
  name: 'logo.png',
  type: 'image/png',
  size: 10 * KB,
  ...over,
});
const texts = (r: TRuleResult) => (r.ok ? [] : r.errors.map((e) => formatMessage(e.key, e.params)));

describe('extensionOf', () => {
  it('takes the last extension, lower-cased', () => {
    expect(extensionOf('a.tar.GZ')).toBe('gz');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('.p8')).toBe('p8');
  });
});

describe('validateWebsiteImage (docs/product/validation.md#website-image)', () => {
  it('accepts one png, jpeg or jpg up to exactly 2048 KB', () => {
    expect(validateWebsiteImage([png()]).ok).toBe(true);
    expect(validateWebsiteImage([png({ name: 'a.jpg', type: 'image/jpeg' })]).ok).toBe(true);
    expect(validateWebsiteImage([png({ name: 'a.JPEG', type: 'image/jpeg' })]).ok).toBe(true);
    expect(validateWebsiteImage([png({ size: 2048 * KB })]).ok).toBe(true);
  });
  it('refuses a byte over 2 MB with the catalogue’s message', () => {
    expect(texts(validateWebsiteImage([png({ size: 2048 * KB + 1 })]))).toEqual([
      'The maximum image size is 2 megabytes',
    ]);
  });
  it('refuses what is not a png/jpeg image', () => {
    for (const file of [
      png({ name: 'notes.txt', type: 'text/plain' }),
      png({ name: 'logo.svg', type: 'image/svg+xml' }),
      png({ name: 'logo.gif', type: 'image/gif' }),
      png({ name: 'logo.png', type: 'text/plain' }),
    ]) {
      expect(texts(validateWebsiteImage([file]))).toEqual(['Only images can be accepted']);
    }
  });
  it('needs exactly one file', () => {
    expect(texts(validateWebsiteImage([]))).toEqual(['Please choose one file at a time.']);
    expect(texts(validateWebsiteImage([png(), png()]))).toEqual([
      'Please choose one file at a time.',
    ]);
  });
});

describe('validateResourceImage (docs/product/validation.md#app-resource-image)', () => {
  const rules = {
    width: 720,
    height: 1280,
    max_size: 4096,
    extension: ['png'],
    mimetype: ['image/png'],
  };
  it('accepts the exact size', () => {
    expect(validateResourceImage([png({ width: 720, height: 1280 })], rules).ok).toBe(true);
  });
  it('refuses other dimensions with the catalogue’s message', () => {
    for (const [width, height] of [
      [721, 1280],
      [720, 1279],
      [1280, 720],
    ]) {
      expect(texts(validateResourceImage([png({ width, height })], rules))).toEqual([
        "Sorry, this image doesn't look like the size we wanted.",
        `This image is ${width} × ${height}; this slot needs 720 × 1280.`,
      ]);
    }
  });
  it('refuses a file over the action’s limit, naming the limit', () => {
    expect(
      texts(validateResourceImage([png({ size: 4096 * KB + 1, width: 720, height: 1280 })], rules)),
    ).toEqual(['The maximum image size is 4096 KB']);
    expect(
      validateResourceImage([png({ size: 4096 * KB, width: 720, height: 1280 })], rules).ok,
    ).toBe(true);
  });
  it('uses the defaults without rules: png only, 2048 KB, any dimensions', () => {
    expect(validateResourceImage([png({ width: 3, height: 5 })], null).ok).toBe(true);
    expect(texts(validateResourceImage([png({ size: 2048 * KB + 1 })], null))).toEqual([
      'The maximum image size is 2048 KB',
    ]);
    expect(
      texts(validateResourceImage([png({ name: 'a.jpg', type: 'image/jpeg' })], null)),
    ).toEqual(['Only images can be accepted']);
  });
  it('refuses non-images and wrong mimetypes', () => {
    expect(
      texts(validateResourceImage([png({ name: 'a.png', type: 'application/pdf' })], rules)),
    ).toEqual(['Only images can be accepted']);
    expect(
      texts(validateResourceImage([png({ name: 'a.jpg', type: 'image/jpeg' })], rules)),
    ).toEqual(['Only images can be accepted']);
  });
  it('reports size and dimensions together', () => {
    expect(
      validateResourceImage([png({ size: 5000 * KB, width: 1, height: 1 })], rules),
    ).toMatchObject({
      ok: false,
      errors: [
        { key: 'THE_MAXIMUM_IMAGE_SIZE_IS_SIZE' },
        { key: 'SORRY_THIS_IMAGE_DOESN_T_LOOK_LIKE_THE_SIZE_WE_WANTED' },
        {
          key: 'THIS_IMAGE_IS_SIZE_THIS_SLOT_NEEDS_SIZE',
          params: { actual: '1 × 1', wanted: '720 × 1280' },
        },
      ],
    });
  });
});

describe('validateAudio and validateCustomSound (docs/product/validation.md#custom-sound)', () => {
  const mp3 = { name: 'ding.mp3', type: 'audio/mpeg', size: 100 * KB };
  it('accepts mp3, aac and ogg audio up to exactly 512 KB', () => {
    expect(validateAudio([mp3]).ok).toBe(true);
    expect(validateAudio([{ ...mp3, name: 'a.ogg', type: 'audio/ogg' }]).ok).toBe(true);
    expect(validateAudio([{ ...mp3, name: 'a.aac', type: 'audio/aac' }]).ok).toBe(true);
    expect(validateAudio([{ ...mp3, size: 512 * KB }]).ok).toBe(true);
  });
  it('refuses a byte more, with the corrected message', () => {
    expect(texts(validateAudio([{ ...mp3, size: 512 * KB + 1 }]))).toEqual([
      'The maximum file size is 512 kilobytes',
    ]);
  });
  it('refuses what is not audio', () => {
    expect(texts(validateAudio([{ ...mp3, name: 'a.png', type: 'image/png' }]))).toEqual([
      'Only audio files can be accepted',
    ]);
    expect(texts(validateAudio([{ ...mp3, name: 'a.wav', type: 'audio/wav' }]))).toEqual([
      'Only audio files can be accepted',
    ]);
  });
  it('asks for the file or the url', () => {
    expect(texts(validateCustomSound({ source: 'file', files: [], url: '' }))).toEqual([
      'Audio file is required!',
    ]);
    expect(texts(validateCustomSound({ source: 'url', files: [], url: '  ' }))).toEqual([
      'URL is required',
    ]);
    expect(
      validateCustomSound({ source: 'url', files: [], url: 'https://cdn.example.com/ding.mp3' }).ok,
    ).toBe(true);
    expect(validateCustomSound({ source: 'url', files: [], url: 'javascript:alert(1)' }).ok).toBe(
      false,
    );
    expect(validateCustomSound({ source: 'file', files: [mp3], url: '' }).ok).toBe(true);
  });
});

describe('validateUploadFile (docs/product/validation.md#upload-files)', () => {
  const jks = { name: 'release.jks', type: 'application/octet-stream', size: 3 * KB };
  it('accepts the extension within 1024 KB by default', () => {
    expect(validateUploadFile(jks, ['.jks']).ok).toBe(true);
    expect(validateUploadFile({ ...jks, size: 1024 * KB }, ['jks']).ok).toBe(true);
  });
  it('refuses another extension, an oversized or an empty file, with one message', () => {
    for (const file of [
      { ...jks, name: 'release.keystore' },
      { ...jks, size: 1024 * KB + 1 },
      { ...jks, size: 0 },
    ]) {
      expect(texts(validateUploadFile(file, ['.jks']))).toEqual([
        'Invalid file. Please check the extension or size.',
      ]);
    }
  });
  it('honours a custom limit', () => {
    expect(validateUploadFile({ ...jks, size: 2000 * KB }, ['jks'], 2048).ok).toBe(true);
  });
});
