import { randomInt } from 'node:crypto';
import { MESSAGES } from '@oc/domain/messages/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';

const ctx = setupTestApp();

/** A PNG of one random colour, encoded by sharp as the upload services store images. */
const png = () =>
  sharp({
    create: {
      width: 16,
      height: 16,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .png()
    .toBuffer();

/** MPEG-1 layer III frames, 128 kbit/s, 44.1 kHz (417 bytes each). */
const mp3 = (frames: number) => {
  const frame = Buffer.alloc(417, randomInt(256));
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
};

/** The start of a Java archive and its end record. */
const JAR = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]),
  Buffer.from(`META-INF/MANIFEST.MF\nMain-Class: Evil${randomInt(1e9)}\n`),
  Buffer.from([0x50, 0x4b, 0x05, 0x06]),
  Buffer.alloc(18),
]);

const serve = async (bytes: Buffer, extension: string) =>
  ctx.t.app.inject({ url: `/files/${await ctx.t.app.storage.put(bytes, extension)}` });

describe('GET /files/:dir/:name', () => {
  it('serves an image or a sound with the type its content proves, as an inert inline document', async () => {
    for (const [bytes, extension, type] of [
      [await png(), 'png', 'image/png'],
      [
        await sharp(await png())
          .jpeg()
          .toBuffer(),
        'jpg',
        'image/jpeg',
      ],
      [mp3(4), 'mp3', 'audio/mpeg'],
    ] as const) {
      const response = await serve(bytes, extension);
      expect(response.statusCode, extension).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': type,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': 'inline',
      });
      expect(Buffer.compare(response.rawPayload, bytes)).toBe(0);
    }
  });

  it('does not serve a stored file whose content is not what its name says', async () => {
    // Files stored before their content was checked end to end, byte for byte as uploaded.
    const cases: [string, Buffer, string][] = [
      ['a JAR named .png', JAR, 'png'],
      ['a PNG with a JAR after its end', Buffer.concat([await png(), JAR]), 'png'],
      ['a JAR after one MP3 frame', Buffer.concat([mp3(1), JAR]), 'mp3'],
      ['an MP3 named .ogg', mp3(3), 'ogg'],
      ['a PNG named .jpg', await png(), 'jpg'],
      ['HTML named .jpeg', Buffer.from('<script>alert(1)</script>'), 'jpeg'],
    ];
    for (const [what, bytes, extension] of cases) {
      const response = await serve(bytes, extension);
      expect(response.statusCode, what).toBe(404);
      expect(response.json(), what).toEqual({ error: true, result: [MESSAGES.NOT_FOUND] });
    }
  });
});
