import { oggCrc32 } from '@oc/domain/uploads/audio.rules';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { files } from '../../db/schema';

const ctx = setupTestApp();
const KB = 1024;

/**
 * An ID3v2.4 tag (of zero padding, so that the file is `size` bytes), then MPEG-1 layer III frames
 * (128 kbit/s, 44.1 kHz: 417 bytes each, as the standard gives that header).
 */
function mp3(frames = 8, size?: number) {
  const frame = Buffer.alloc(417, 0x55);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const padding = size === undefined ? 0 : size - 10 - frames * frame.length;
  const synchsafe = [21, 14, 7, 0].map((shift) => (padding >> shift) & 0x7f);
  const tag = Buffer.concat([
    Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, ...synchsafe]),
    Buffer.alloc(padding),
  ]);
  return Buffer.concat([tag, ...Array.from({ length: frames }, () => frame)]);
}

/** ADTS frames of AAC LC, 44.1 kHz, stereo, 7-byte headers announcing their own length. */
function aac(frames = 8) {
  const length = 200;
  const frame = Buffer.alloc(length);
  frame.set([
    0xff,
    0xf1,
    0x50,
    0x80 | (length >> 11),
    (length >> 3) & 0xff,
    ((length & 7) << 5) | 0x1f,
    0xfc,
  ]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** An Ogg page holding one packet (under 255 bytes), its CRC computed over the whole page. */
function oggPage(packet: Buffer, sequence: number, flags: number) {
  const header = Buffer.alloc(28);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeUInt32LE(1, 14); // stream serial number
  header.writeUInt32LE(sequence, 18);
  header[26] = 1; // one segment…
  header[27] = packet.length; // …of the packet's length
  const page = Buffer.concat([header, packet]);
  page.writeUInt32LE(oggCrc32(page), 22);
  return page;
}

/** A Vorbis stream: the identification packet on a first page, then audio pages to the last. */
function ogg() {
  const id = Buffer.alloc(30);
  id.write('\x01vorbis', 0, 'latin1');
  return Buffer.concat([
    oggPage(id, 0, 0x02),
    oggPage(Buffer.alloc(200, 1), 1, 0),
    oggPage(Buffer.alloc(120, 2), 2, 0x04),
  ]);
}

/** A Java archive as a build tool writes one: local file header, then what follows. */
const JAR = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]),
  Buffer.from('META-INF/MANIFEST.MF\nMain-Class: Evil\n'),
  Buffer.from([0x50, 0x4b, 0x05, 0x06]),
  Buffer.alloc(18),
]);

type TFile = { name: string; type: string; bytes: Buffer };

async function multipart(files: TFile[], field = 'source_file') {
  const form = new FormData();
  for (const f of files) form.append(field, new Blob([f.bytes], { type: f.type }), f.name);
  const request = new Request('http://x', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

async function uploadSound(files: TFile[], token: string | null = ctx.ours) {
  const body = await multipart(files);
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/custom-sound/file',
    headers: { ...(token ? bearer(token) : {}), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const saveUrl = (payload: unknown, token: string | null = ctx.ours) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/custom-sound/url',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

async function soundOf(token = ctx.ours) {
  const response = await ctx.get('/api/configs', token);
  expect(response.statusCode).toBe(200);
  return response.json().result.custom_sound as string | null;
}

async function storedFiles() {
  const [row] = await ctx.t.database.db.select({ n: sql<number>`count(*)::int` }).from(files);
  return row?.n;
}

/** Runs a failing request and proves it changed neither the sound nor the stored files. */
async function expectNothingChanged(request: () => Promise<unknown>) {
  const [sound, files] = [await soundOf(), await storedFiles()];
  await request();
  expect(await soundOf()).toBe(sound);
  expect(await storedFiles()).toBe(files);
}

describe('POST /api/custom-sound/file', () => {
  it('needs a logged-in owner', async () => {
    await expectNothingChanged(async () => {
      const file = await uploadSound(
        [{ name: 'ding.mp3', type: 'audio/mpeg', bytes: mp3() }],
        null,
      );
      expect(file.statusCode).toBe(401);
      expect(file.json().result).toEqual(['Please log in to continue.']);
      const url = await saveUrl({ url: 'https://cdn.example.com/ding.mp3' }, null);
      expect(url.statusCode).toBe(401);
    });
    expect(await soundOf()).toBeNull();
  });

  it('stores a valid MP3, shows it in GET /api/configs and serves it at its url', async () => {
    const bytes = mp3();
    const response = await uploadSound([{ name: 'Ding Dong.MP3', type: 'audio/mpeg', bytes }]);
    expect(response.statusCode).toBe(200);
    const { url } = response.json().result;
    expect(url).toMatch(/^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.mp3$/);
    expect(await soundOf()).toBe(url);
    const served = await ctx.t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/mpeg');
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
  });

  it('accepts Ogg and AAC, each stored and served with its own type', async () => {
    for (const [file, type] of [
      [{ name: 'ding.ogg', type: 'audio/ogg', bytes: ogg() }, 'audio/ogg'],
      [{ name: 'ding.aac', type: 'audio/aac', bytes: aac() }, 'audio/aac'],
    ] as const) {
      const response = await uploadSound([file]);
      expect(response.statusCode, file.name).toBe(200);
      const { url } = response.json().result;
      expect(await soundOf()).toBe(url);
      const served = await ctx.t.app.inject({ url });
      expect(served.headers['content-type'], file.name).toBe(type);
      expect(Buffer.compare(served.rawPayload, file.bytes)).toBe(0);
    }
  });

  it('keeps the type the content has when the name says another audio type', async () => {
    const response = await uploadSound([{ name: 'ding.mp3', type: 'audio/mpeg', bytes: ogg() }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.url).toMatch(/\.ogg$/);
  });

  it('accepts exactly 512 KB', async () => {
    const bytes = mp3(8, 512 * KB);
    const response = await uploadSound([{ name: 'big.mp3', type: 'audio/mpeg', bytes }]);
    expect(response.statusCode).toBe(200);
    expect(await soundOf()).toBe(response.json().result.url);
  });

  it('accepts an MP3 as editors and taggers leave it: last frame cut short, APE and ID3v1 tags', async () => {
    const ape = Buffer.concat([
      Buffer.from([5, 0, 0, 0, 0, 0, 0, 0]),
      Buffer.from('Title\0Ding!', 'latin1'),
      Buffer.from('APETAGEX', 'latin1'),
      Buffer.from([0xd0, 7, 0, 0, 32 + 19, 0, 0, 0, 1, 0, 0, 0]),
      Buffer.alloc(12),
    ]);
    const id3v1 = Buffer.concat([Buffer.from('TAG', 'latin1'), Buffer.alloc(125, 0x20)]);
    for (const bytes of [
      mp3(8).subarray(0, -150),
      Buffer.concat([mp3(8).subarray(0, -2), ape, id3v1]),
    ]) {
      const response = await uploadSound([{ name: 'trimmed.mp3', type: 'audio/mpeg', bytes }]);
      expect(response.statusCode).toBe(200);
      const { url } = response.json().result;
      expect(await soundOf()).toBe(url);
      const served = await ctx.t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('audio/mpeg');
      expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    }
  });

  it('judges by content and name: text, images and other audio names are refused', async () => {
    for (const file of [
      { name: 'notes.mp3', type: 'audio/mpeg', bytes: Buffer.from('just some text, not a sound') },
      { name: 'ID3.mp3', type: 'audio/mpeg', bytes: Buffer.from('ID3 looks like a tag but no') },
      {
        name: 'logo.ogg',
        type: 'audio/ogg',
        bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      },
      { name: 'ding.wav', type: 'audio/wav', bytes: mp3() },
      { name: 'ding', type: 'application/octet-stream', bytes: mp3() },
      { name: 'empty.mp3', type: 'audio/mpeg', bytes: Buffer.alloc(0) },
    ]) {
      await expectNothingChanged(async () => {
        const response = await uploadSound([file]);
        expect(response.statusCode, file.name).toBe(415);
        expect(response.json().result).toEqual(['Only audio files can be accepted']);
      });
    }
  });

  it('checks all of the file: a JAR behind an MP3, AAC or Ogg start is refused and not stored', async () => {
    for (const file of [
      { name: 'ding.mp3', type: 'audio/mpeg', bytes: Buffer.concat([mp3(1), JAR]) },
      { name: 'ding.mp3', type: 'audio/mpeg', bytes: Buffer.concat([mp3(0).subarray(0, 10), JAR]) },
      { name: 'ding.aac', type: 'audio/aac', bytes: Buffer.concat([aac(2), JAR]) },
      { name: 'ding.ogg', type: 'audio/ogg', bytes: Buffer.concat([ogg(), JAR]) },
      { name: 'ding.mp3', type: 'audio/mpeg', bytes: Buffer.concat([mp3(8), Buffer.alloc(100)]) },
    ]) {
      await expectNothingChanged(async () => {
        const response = await uploadSound([file]);
        expect(response.statusCode, file.name).toBe(415);
        expect(response.json()).toEqual({
          error: true,
          result: ['Only audio files can be accepted'],
        });
      });
    }
  });

  it('refuses a file over 512 KB with the corrected message', async () => {
    await expectNothingChanged(async () => {
      const bytes = mp3(8, 512 * KB + 1);
      const response = await uploadSound([{ name: 'big.mp3', type: 'audio/mpeg', bytes }]);
      expect(response.statusCode).toBe(413);
      expect(response.json().result).toEqual(['The maximum file size is 512 kilobytes']);
    });
  });

  it('asks for the file when none is sent, and for one file at a time', async () => {
    await expectNothingChanged(async () => {
      for (const files of [
        [],
        [{ name: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) }],
      ]) {
        const response = await uploadSound(files);
        expect(response.statusCode).toBe(400);
        expect(response.json().result).toEqual(['Audio file is required!']);
      }
      const one = { name: 'a.mp3', type: 'audio/mpeg', bytes: mp3() };
      for (const count of [2, 6]) {
        const many = await uploadSound(Array.from({ length: count }, () => one));
        expect(many.statusCode, `${count} files`).toBe(400);
        expect(many.json().result).toEqual(['Please choose one file at a time.']);
      }
    });
  });

  it('wants multipart/form-data', async () => {
    await expectNothingChanged(async () => {
      const response = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/custom-sound/file',
        headers: bearer(ctx.ours),
        payload: { source_file: mp3().toString('base64') },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().result[0]).toMatch(/multipart\/form-data/);
    });
  });
});

describe('POST /api/custom-sound/url', () => {
  it('asks for the address when it is empty or missing', async () => {
    await expectNothingChanged(async () => {
      for (const payload of [{ url: '' }, { url: '   ' }, {}]) {
        const response = await saveUrl(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().result).toEqual(['URL is required']);
      }
    });
  });

  it('refuses what is not an http(s) address, with a clear message', async () => {
    for (const url of [
      'ftp://cdn.example.com/ding.mp3',
      'javascript:alert(1)',
      'cdn.example.com/ding.mp3',
      'https://',
      'https://user:pw@cdn.example.com/ding.mp3',
    ]) {
      await expectNothingChanged(async () => {
        const response = await saveUrl({ url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().result).toEqual([
          'The URL is not valid. It should start with https://',
        ]);
      });
    }
  });

  it('saves a valid address, trimmed, and GET /api/configs shows it', async () => {
    const response = await saveUrl({ url: '  https://cdn.example.com/sounds/ding.mp3?v=2  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ url: 'https://cdn.example.com/sounds/ding.mp3?v=2' });
    expect(await soundOf()).toBe('https://cdn.example.com/sounds/ding.mp3?v=2');
  });
});

describe('another project', () => {
  it('changes only its own sound', async () => {
    const ours = await soundOf();
    expect(ours).not.toBeNull();
    expect(await soundOf(ctx.theirs)).toBeNull();

    const file = await uploadSound(
      [{ name: 'theirs.aac', type: 'audio/aac', bytes: aac(3) }],
      ctx.theirs,
    );
    expect(file.statusCode).toBe(200);
    expect(await soundOf(ctx.theirs)).toBe(file.json().result.url);
    expect(await soundOf()).toBe(ours);

    const url = await saveUrl({ url: 'https://other.example.com/bell.ogg' }, ctx.theirs);
    expect(url.statusCode).toBe(200);
    expect(await soundOf(ctx.theirs)).toBe('https://other.example.com/bell.ogg');
    expect(await soundOf()).toBe(ours);
  });
});
