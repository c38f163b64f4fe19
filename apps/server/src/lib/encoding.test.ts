import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, encode, encodingFor } from './encoding';

describe('encodingFor', () => {
  it('takes brotli first, then gzip, as the client accepts them', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip, deflate')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('x-gzip')).toBe('gzip');
    expect(encodingFor('*')).toBe('gzip');
  });

  it('sends it as it is without a header, or with nothing we offer', () => {
    expect(encodingFor(undefined)).toBe('identity');
    expect(encodingFor('')).toBe('identity');
    expect(encodingFor('identity')).toBe('identity');
    expect(encodingFor('deflate')).toBe('identity');
    expect(encodingFor('br;q=0, gzip;q=0')).toBe('identity');
  });
});

describe('encode', () => {
  const text = JSON.stringify({ result: 'x'.repeat(4 * COMPRESS_THRESHOLD_BYTES) });

  it('compresses in the encoding asked, to what decompresses to the same text', () => {
    const br = encode(text, 'br');
    const gz = encode(text, 'gzip');
    expect(br.contentEncoding).toBe('br');
    expect(gz.contentEncoding).toBe('gzip');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(text);
    expect(gunzipSync(gz.bytes).toString()).toBe(text);
    expect(br.bytes.length).toBeLessThan(text.length / 10);
  });

  it('leaves a small answer, and one for identity, as it is, in UTF-8 bytes', () => {
    const small = 'y'.repeat(COMPRESS_THRESHOLD_BYTES - 1);
    expect(encode(small, 'br')).toEqual({ bytes: Buffer.from(small), contentEncoding: null });
    expect(encode(text, 'identity')).toEqual({ bytes: Buffer.from(text), contentEncoding: null });
    // The threshold counts bytes, not characters: 400 × 'é' is 800 bytes, then 1,200.
    expect(encode('é'.repeat(400), 'br').contentEncoding).toBeNull();
    expect(encode('é'.repeat(600), 'br').contentEncoding).toBe('br');
    expect(encode('é'.repeat(600), 'identity').bytes.toString()).toBe('é'.repeat(600));
  });
});
