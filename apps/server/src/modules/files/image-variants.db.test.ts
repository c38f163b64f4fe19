import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { createDiskStorage } from '../../lib/storage';

const ctx = setupTestApp();
const storage = () => createDiskStorage(inject('filesDir'));

const image = (format: 'png' | 'jpeg', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2c7be5' } })
    [format]()
    .toBuffer();

const fetchFile = (key: string, query = '') => ctx.t.app.inject({ url: `/files/${key}${query}` });

describe('GET /files/<key>?w=', () => {
  it('answers an image at most w wide, in its own format, cached for a year', async () => {
    const key = await storage().put(await image('png', 2000, 600), 'png');
    for (const w of [320, 640, 1280]) {
      const response = await fetchFile(key, `?w=${w}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'png',
        w,
        Math.round((600 * w) / 2000),
      ]);
    }
    // Made once and kept beside the original.
    expect(await storage().get(key.replace('.png', '.w640.png'))).not.toBeNull();
    const original = await fetchFile(key);
    expect((await sharp(original.rawPayload).metadata()).width).toBe(2000);
  });

  it('keeps JPEG as JPEG and never enlarges', async () => {
    const key = await storage().put(await image('jpeg', 900, 300), 'jpg');
    const small = await fetchFile(key, '?w=640');
    expect(small.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(640);
    const large = await fetchFile(key, '?w=1280');
    expect((await sharp(large.rawPayload).metadata()).width).toBe(900);
  });

  it('refuses any other width with a clear message', async () => {
    const key = await storage().put(await image('png', 400, 400), 'png');
    for (const w of ['100', '2000', 'abc', '']) {
      const response = await fetchFile(key, `?w=${w}`);
      expect(response.statusCode, w).toBe(400);
      expect(response.json().result[0], w).toMatch(/w must be 320, 640 or 1280/);
    }
  });
});
