import { createHash, randomBytes, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { type TBaseAction, ZBaseAction } from '@oc/domain/apps/app.schema';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { multipartForm, type TFormFile } from '../../../test/multipart-form';
import { actionNamed, appIdOf, appOf, fileRowCount, isStored } from './apps.test-support';

const ctx = setupTestApp();
let customer: number;

const ONLY_IMAGES = 'Only images can be accepted';
const WRONG_SIZE = "Sorry, this image doesn't look like the size we wanted.";
const INVALID_FILE = 'Invalid file. Please check the extension or size.';
const ONE_FILE = 'Please choose one file at a time.';

const urlOf = (appId: number, actionId: number) =>
  `/api/builder/apps/${appId}/actions/${actionId}/file`;

async function upload(appId: number, actionId: number, files: TFormFile[], token = ctx.ours) {
  const body = await multipartForm({}, files);
  return ctx.t.app.inject({
    method: 'POST',
    url: urlOf(appId, actionId),
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function action(name: string, appId = customer, token = ctx.ours): Promise<TBaseAction> {
  return actionNamed(await appOf(ctx, appId, token), name);
}

/**
 * A PNG of one random colour: bytes no other test has stored, so "nothing stored" means something.
 */
const uniquePng = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 4,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256), alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();
/** Random pixels, stored uncompressed: large files of exact dimensions. */
const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 4), { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
const png = (name: string, bytes: Buffer): TFormFile => ({ name, type: 'image/png', bytes });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The decoded pixels and their size: what must survive encoding a PNG again. */
const pixelsOf = async (bytes: Buffer) => {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, sha256: sha256(data) };
};

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, body, crc]);
};

/** The start of a Java archive (a local file header naming its manifest) and its end record. */
const JAR = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]),
  Buffer.from('META-INF/MANIFEST.MF\nMain-Class: Evil\n'),
  Buffer.from([0x50, 0x4b, 0x05, 0x06]),
  Buffer.alloc(18),
]);

/** The business list banner, set to take a 1350 × 400 PNG or JPEG. */
async function jpegBannerAction() {
  const banner = await action('business_list_banner');
  await ctx.t.database.db.execute(
    sql`update base_actions set file_rules = ${JSON.stringify({
      width: 1350,
      height: 400,
      max_size: 2048,
      extension: ['png', 'jpg', 'jpeg'],
      mimetype: ['image/png', 'image/jpeg'],
    })}::jsonb where id = ${banner.id}`,
  );
  return banner;
}

/** Runs a refused upload and checks its answer and that nothing at all was stored. */
async function expectRefused(
  actionName: string,
  files: TFormFile[],
  status: number,
  messages: string[],
  appId = customer,
) {
  const before = await action(actionName, appId);
  const rows = await fileRowCount(ctx);
  const response = await upload(appId, before.id, files);
  expect(response.statusCode, `${actionName}: ${response.body}`).toBe(status);
  expect(response.json()).toEqual({ error: true, result: messages });
  expect(await action(actionName, appId)).toEqual(before);
  expect(await fileRowCount(ctx)).toBe(rows);
  for (const file of files) expect(await isStored(ctx, file.bytes), file.name).toBe(false);
}

beforeAll(async () => {
  customer = await appIdOf(ctx, 'app_customer_x');
});

describe('POST /api/builder/apps/:appId/actions/:actionId/file (images)', () => {
  it('stores a good image as a file, points the action at it and shows it in the app', async () => {
    const logo = await action('logo');
    const bytes = await uniquePng(512, 512);
    const rows = await fileRowCount(ctx);
    const response = await upload(customer, logo.id, [png('my logo.png', bytes)]);
    expect(response.statusCode, response.body).toBe(200);
    const saved = ZBaseAction.parse(response.json().result);
    // Served as stored: a PNG encoded again from the upload's pixels, named by its own hash.
    const served = await ctx.t.app.inject({ url: saved.public_url as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const hash = sha256(served.rawPayload);
    expect(saved).toEqual({ ...logo, public_url: `/files/${hash.slice(0, 2)}/${hash}.png` });
    expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(bytes));
    expect(await action('logo')).toEqual(saved);
    expect(await fileRowCount(ctx)).toBe(rows + 1);
    const row = await ctx.t.database.db.execute(
      sql`select mime_type, size, original_name from files where key = ${`${hash.slice(0, 2)}/${hash}.png`}`,
    );
    const [file] = (Array.isArray(row) ? row : (row as { rows: unknown[] }).rows) as object[];
    expect(file).toEqual({
      mime_type: 'image/png',
      size: served.rawPayload.length,
      original_name: 'my logo.png',
    });
  });

  it('stores the image encoded again: nothing appended or embedded survives, the pixels do', async () => {
    const logo = await action('logo');
    const clean = await uniquePng(512, 512);
    // A text chunk before the image data, and a JAR after its end: both decode as the same image.
    const ihdrEnd = 8 + 25;
    const text = pngChunk('tEXt', Buffer.from('Comment\0GPS 48.8584 2.2945'));
    const polyglot = Buffer.concat([
      clean.subarray(0, ihdrEnd),
      text,
      clean.subarray(ihdrEnd),
      JAR,
    ]);
    const response = await upload(customer, logo.id, [png('logo.png', polyglot)]);
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await ctx.t.app.inject({ url: response.json().result.public_url })).rawPayload;
    expect(stored.includes(Buffer.from('META-INF'))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    expect(await isStored(ctx, polyglot)).toBe(false);
    expect(await pixelsOf(stored)).toEqual(await pixelsOf(clean));

    // A JPEG stays a JPEG, turned as its EXIF orientation says (the size the rules checked), and
    // without its EXIF.
    const banner = await jpegBannerAction();
    const sideways = await sharp(await uniquePng(400, 1350))
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'GPS owner' } } })
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const jpeg = await upload(customer, banner.id, [
      { name: 'banner.jpg', type: 'image/jpeg', bytes: Buffer.concat([sideways, JAR]) },
    ]);
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    const storedJpeg = (await ctx.t.app.inject({ url: jpeg.json().result.public_url })).rawPayload;
    const metadata = await sharp(storedJpeg).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1350, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(storedJpeg.includes(Buffer.from('META-INF'))).toBe(false);
  });

  it('takes an image in every resource group at its exact size', async () => {
    for (const [name, width, height] of [
      ['launcher_icon', 1024, 1024],
      ['adaptive_foreground', 432, 432],
      ['notification_icon', 96, 96],
      ['splash_port_ldpi', 200, 320],
      ['splash_land_xxxhdpi', 1920, 1280],
      ['splash_iphone', 640, 960],
    ] as const) {
      const target = await action(name);
      const response = await upload(customer, target.id, [
        png(`${name}.png`, await uniquePng(width, height)),
      ]);
      expect(response.statusCode, name).toBe(200);
      expect(response.json().result.public_url).toMatch(
        /^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/,
      );
      expect((await action(name)).public_url).toBe(response.json().result.public_url);
    }
  });

  it('takes an image of more than 1 MB within the action’s limit', async () => {
    const noise = await sharp(randomBytes(600 * 600 * 4), {
      raw: { width: 600, height: 600, channels: 4 },
    })
      .png()
      .toBuffer();
    const icon = await sharp(await uniquePng(1024, 1024))
      .composite([{ input: noise, left: 100, top: 100 }])
      .png()
      .toBuffer();
    expect(icon.length).toBeGreaterThan(1024 * 1024);
    expect(icon.length).toBeLessThan(2048 * 1024);
    const response = await upload(customer, (await action('launcher_icon')).id, [
      png('icon.png', icon),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await ctx.t.app.inject({ url: response.json().result.public_url })).rawPayload;
    expect(await pixelsOf(stored)).toEqual(await pixelsOf(icon));
  });

  it('judges the type by content: a PNG under another name is taken, a text file named .png is not', async () => {
    const renamed = await upload(customer, (await action('pickup')).id, [
      { name: 'pickup.txt', type: 'text/plain', bytes: await uniquePng(512, 512) },
    ]);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().result.public_url).toMatch(/\.png$/);

    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><!-- ${randomBytes(8).toString('hex')} --></svg>`,
    );
    const jpeg = await sharp(await uniquePng(512, 512))
      .jpeg()
      .toBuffer();
    const gif = await sharp(await uniquePng(512, 512))
      .gif()
      .toBuffer();
    for (const file of [
      png('notes.png', Buffer.from(`just some text ${randomBytes(8).toString('hex')}`)),
      png('logo.png', svg),
      png('photo.png', jpeg), // a JPEG where the action takes PNG only
      png('anim.png', gif),
      png('empty.png', Buffer.alloc(0)),
    ]) {
      await expectRefused('logo', [file], 415, [ONLY_IMAGES]);
    }
  });

  it('refuses a truncated PNG whose header is intact', async () => {
    const whole = await noisyPng(512, 512);
    await expectRefused('logo', [png('cut.png', whole.subarray(0, 40_000))], 415, [ONLY_IMAGES]);
  });

  it('refuses an image over the action’s size limit with its size in KB', async () => {
    const big = await noisyPng(1024, 1024);
    expect(big.length).toBeGreaterThan(2048 * 1024);
    await expectRefused('launcher_icon', [png('icon.png', big)], 413, [
      'The maximum image size is 2048 KB',
    ]);
    const overNotification = await noisyPng(400, 400);
    expect(overNotification.length).toBeGreaterThan(512 * 1024);
    await expectRefused('notification_icon', [png('n.png', overNotification)], 413, [
      'The maximum image size is 512 KB',
    ]);
  });

  it('refuses an image that is not exactly the wanted width and height', async () => {
    await expectRefused('logo', [png('logo.png', await uniquePng(511, 512))], 400, [
      WRONG_SIZE,
      'This image is 511 × 512; this slot needs 512 × 512.',
    ]);
    await expectRefused('logo', [png('logo.png', await uniquePng(1024, 1024))], 400, [
      WRONG_SIZE,
      'This image is 1024 × 1024; this slot needs 512 × 512.',
    ]);
    // A portrait splash the wrong way round.
    await expectRefused('splash_port_ldpi', [png('s.png', await uniquePng(320, 200))], 400, [
      WRONG_SIZE,
      'This image is 320 × 200; this slot needs 200 × 320.',
    ]);
  });

  it('takes a wrong-size image with the crop the owner chose, scaled to the slot’s exact size', async () => {
    // 800 × 600: left half red, right half blue. The owner keeps a 9:16 strip of the blue half.
    const red = await sharp({
      create: { width: 400, height: 600, channels: 3, background: '#FF0000' },
    })
      .png()
      .toBuffer();
    const source = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#0000FF' },
    })
      .composite([{ input: red, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const splash = await action('splash_port_xhdpi');
    const crop = JSON.stringify({ x: 450, y: 0, width: 338, height: 600 });
    const body = await multipartForm({ crop }, [png('wide.png', source)]);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: urlOf(customer, splash.id),
      headers: { ...bearer(ctx.ours), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await ctx.t.app.inject({ url: response.json().result.public_url })).rawPayload;
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([720, 1280]);
    // Only the blue half was kept.
    expect([...data.subarray(0, 3)]).toEqual([0, 0, 255]);
    expect(await isStored(ctx, source)).toBe(false);
    expect((await action('splash_port_xhdpi')).public_url).toBe(response.json().result.public_url);
  });

  it('refuses a crop outside the image, a malformed crop and a crop for a file', async () => {
    const source = await uniquePng(800, 600);
    const send = async (name: string, crop: string, file = png('a.png', source)) => {
      const before = await action(name);
      const body = await multipartForm({ crop }, [file]);
      const response = await ctx.t.app.inject({
        method: 'POST',
        url: urlOf(customer, before.id),
        headers: { ...bearer(ctx.ours), 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(await action(name)).toEqual(before);
      return response.json().result;
    };
    expect(
      await send('splash_port_xhdpi', JSON.stringify({ x: 500, y: 0, width: 338, height: 600 })),
    ).toEqual(['The crop area is outside the image. Adjust the crop and try again.']);
    expect(await send('splash_port_xhdpi', '{"x": -1}')).toEqual([
      'The request is not valid: crop must be {x, y, width, height} in whole pixels',
    ]);
    expect(
      await send('google-services.json', JSON.stringify({ x: 0, y: 0, width: 1, height: 1 }), {
        name: 'google-services.json',
        type: 'application/json',
        bytes: Buffer.from('{"a":1}'),
      }),
    ).toEqual(['The request is not valid: only an image can be cropped']);
    expect(await isStored(ctx, source)).toBe(false);
  });

  it('takes a JPEG where the action’s rules accept one, and stores it as .jpg', async () => {
    const banner = await jpegBannerAction();
    const jpeg = await sharp(await uniquePng(1350, 400))
      .jpeg()
      .toBuffer();
    const response = await upload(customer, banner.id, [
      { name: 'banner.jpeg', type: 'image/jpeg', bytes: jpeg },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.public_url).toMatch(/\.jpg$/);
  });

  it('wants exactly one file, in source_file, sent as multipart', async () => {
    const one = png('a.png', await uniquePng(512, 512));
    const two = png('b.png', await uniquePng(512, 512));
    await expectRefused('logo', [], 400, [ONE_FILE]);
    await expectRefused('logo', [one, two], 400, [ONE_FILE]);
    await expectRefused('logo', [one, png('big.png', await noisyPng(1024, 1024))], 400, [ONE_FILE]);
    const six = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => png(`${i}.png`, await uniquePng(512, 512))),
    );
    await expectRefused('logo', six, 400, [ONE_FILE]);

    const logo = await action('logo');
    const form = new FormData();
    form.append('image', new Blob([one.bytes], { type: 'image/png' }), 'a.png');
    const request = new Request('http://x', { method: 'POST', body: form });
    const wrongField = await ctx.t.app.inject({
      method: 'POST',
      url: urlOf(customer, logo.id),
      headers: { ...bearer(ctx.ours), 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().result).toEqual([
      'The request is not valid: send the file in source_file',
    ]);

    const json = await ctx.t.app.inject({
      method: 'POST',
      url: urlOf(customer, logo.id),
      headers: bearer(ctx.ours),
      payload: { source_file: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe(true);

    const broken = await ctx.t.app.inject({
      method: 'POST',
      url: urlOf(customer, logo.id),
      headers: { ...bearer(ctx.ours), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="source_file"; filename="a.png"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe(true);
    expect(await action('logo')).toEqual(logo);
  });

  it('refuses an image the platform provides (editable false)', async () => {
    const poweredBy = await action('powered_by');
    expect(poweredBy.editable).toBe(false);
    await expectRefused('powered_by', [png('p.png', await uniquePng(300, 80))], 403, [
      'This setting comes from the platform and cannot be changed.',
    ]);
  });

  it('refuses the images the franchises app hides, and takes its other images', async () => {
    const franchises = await appIdOf(ctx, 'app_franchises_x');
    for (const name of ['pickup', 'empty-active-orders', 'category-all', 'business_list_banner']) {
      const { file_rules } = await action(name, franchises);
      await expectRefused(
        name,
        [png(`${name}.png`, await uniquePng(file_rules?.width ?? 1, file_rules?.height ?? 1))],
        403,
        ['This image is not used by this app.'],
        franchises,
      );
    }
    const logo = await action('logo', franchises);
    const response = await upload(franchises, logo.id, [png('l.png', await uniquePng(512, 512))]);
    expect(response.statusCode).toBe(200);
    // The customer app shows the same images, so it takes them.
    const pickup = await upload(customer, (await action('pickup')).id, [
      png('p.png', await uniquePng(512, 512)),
    ]);
    expect(pickup.statusCode).toBe(200);
  });

  it('refuses a file for a colour', async () => {
    await expectRefused('primary', [png('c.png', await uniquePng(10, 10))], 400, [
      'This setting is not an image or a file.',
    ]);
  });
});

describe('POST /api/builder/apps/:appId/actions/:actionId/file (files)', () => {
  const json = (name: string, text: string): TFormFile => ({
    name,
    type: 'application/json',
    bytes: Buffer.from(text),
  });

  it('stores a file of an accepted extension and shows it in the app', async () => {
    const target = await action('google-services.json');
    const content = `{"project_info":{"project_id":"demo-${randomBytes(4).toString('hex')}"}}`;
    const response = await upload(customer, target.id, [json('google-services.json', content)]);
    expect(response.statusCode, response.body).toBe(200);
    const hash = sha256(Buffer.from(content));
    expect(response.json().result).toEqual({
      ...target,
      public_url: `/files/${hash.slice(0, 2)}/${hash}.json`,
    });
    expect((await action('google-services.json')).public_url).toBe(
      response.json().result.public_url,
    );
    expect(
      Buffer.from(
        (await ctx.t.app.storage.get(`${hash.slice(0, 2)}/${hash}.json`)) ?? '',
      ).toString(),
    ).toBe(content);

    const plist = await upload(customer, (await action('GoogleService-Info.plist')).id, [
      {
        name: 'GoogleService-Info.plist',
        type: 'application/xml',
        bytes: Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>ID</key><string>${randomBytes(4).toString('hex')}</string></dict></plist>`,
        ),
      },
    ]);
    expect(plist.statusCode, plist.body).toBe(200);
    expect(plist.json().result.public_url).toMatch(/\.plist$/);
  });

  it('refuses a wrong extension, an empty file, content that is not what it says and a file too large', async () => {
    const unique = () => randomBytes(6).toString('hex');
    const name = 'google-services.json';
    await expectRefused(name, [json('google-services.txt', `{"a":"${unique()}"}`)], 400, [
      INVALID_FILE,
    ]);
    await expectRefused(name, [json('google-services', `{"a":"${unique()}"}`)], 400, [
      INVALID_FILE,
    ]);
    await expectRefused(name, [json('google-services.json', '')], 400, [INVALID_FILE]);
    await expectRefused(name, [json('google-services.json', `{"a": ${unique()}`)], 400, [
      INVALID_FILE,
    ]);
    await expectRefused(
      name,
      [json('google-services.json', `{"a":"${'x'.repeat(1024 * 1024)}${unique()}"}`)],
      413,
      [INVALID_FILE],
    );
    await expectRefused(
      'GoogleService-Info.plist',
      [json('GoogleService-Info.plist', `hello ${unique()}`)],
      400,
      [INVALID_FILE],
    );
  });
});

describe('uploads and tenancy', () => {
  it('answers 404 for another project’s app or action, and for an action of another app', async () => {
    const theirApp = await appIdOf(ctx, 'app_customer_x', ctx.theirs);
    const theirLogo = await action('logo', theirApp, ctx.theirs);
    const ourLogo = await action('logo');
    const file = () => uniquePng(512, 512).then((b) => [png('x.png', b)]);

    for (const [appId, actionId, token, message] of [
      [
        theirApp,
        theirLogo.id,
        ctx.ours,
        'This product does not exist or is not part of your project.',
      ],
      [customer, theirLogo.id, ctx.ours, 'This setting does not exist in this app.'],
      [
        customer,
        ourLogo.id,
        ctx.theirs,
        'This product does not exist or is not part of your project.',
      ],
    ] as const) {
      const files = await file();
      const response = await upload(appId, actionId, files, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().result).toEqual([message]);
      expect(await isStored(ctx, files[0]?.bytes as Buffer)).toBe(false);
    }
    const driverLogo = await action('logo', await appIdOf(ctx, 'app_driver_x'));
    const crossApp = await upload(customer, driverLogo.id, await file());
    expect(crossApp.statusCode).toBe(404);
    expect(await action('logo', theirApp, ctx.theirs)).toEqual(theirLogo);
    expect(await action('logo')).toEqual(ourLogo);
  });

  it('refuses a website product', async () => {
    const web = await appIdOf(ctx, 'web_ordering');
    const response = await upload(web, 1, [png('x.png', await uniquePng(512, 512))]);
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toEqual(['This product is a website, not an app.']);
  });
});
