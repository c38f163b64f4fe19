import { randomInt } from 'node:crypto';
import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { generatedKindOf } from '@oc/domain/apps/image-generation';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { multipartForm } from '../../../test/multipart-form';
import { actionNamed, appIdOf, appOf, fileRowCount, isStored } from './apps.test-support';

const ctx = setupTestApp();
let customer: number;

type TPart = { field: string; name: string; type: string; bytes: Buffer } | [string, string];

async function generate(appId: number, parts: TPart[], token = ctx.ours) {
  const form = new FormData();
  for (const part of parts) {
    if (Array.isArray(part)) form.append(part[0], part[1]);
    else form.append(part.field, new Blob([part.bytes], { type: part.type }), part.name);
  }
  const request = new Request('http://x', { method: 'POST', body: form });
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/builder/apps/${appId}/resources/generate`,
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const icon = (bytes: Buffer) => ({ field: 'icon', name: 'icon.png', type: 'image/png', bytes });
const logo = (bytes: Buffer) => ({ field: 'logo', name: 'logo.png', type: 'image/png', bytes });

/**
 * A round icon on a transparent square, in a colour no other test uses: what is drawn from it can
 * be told apart, and its transparent corners show whether transparency was kept.
 */
async function roundIcon(size = 1024, height = size) {
  const [r, g, b] = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${height}"><circle cx="${size / 2}" cy="${height / 2}" r="${Math.min(size, height) * 0.45}" fill="rgb(${r},${g},${b})"/></svg>`;
  return {
    bytes: await sharp(Buffer.from(svg)).png().toBuffer(),
    rgb: [r, g, b] as const,
  };
}

/** A wide, opaque logo of one colour. */
async function wideLogo() {
  const rgb = [randomInt(200, 256), randomInt(0, 40), randomInt(0, 40)] as const;
  const bytes = await sharp({
    create: {
      width: 600,
      height: 200,
      channels: 3,
      background: { r: rgb[0], g: rgb[1], b: rgb[2] },
    },
  })
    .png()
    .toBuffer();
  return { bytes, rgb };
}

async function served(url: string | null) {
  const response = await ctx.t.app.inject({ url: url ?? '/nowhere' });
  expect(response.statusCode, url ?? 'no url').toBe(200);
  return response.rawPayload;
}

/** The decoded pixels as RGBA, and whether the stored file itself has an alpha channel. */
async function pixels(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 4;
    return [data[i], data[i + 1], data[i + 2], data[i + 3]];
  };
  return { metadata, data, width: info.width, height: info.height, at };
}

const resourceActions = (actions: readonly TBaseAction[]) =>
  actions.filter((a) => generatedKindOf(a) !== null);

const hexOf = (rgb: readonly number[]) =>
  `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();

beforeAll(async () => {
  customer = await appIdOf(ctx, 'app_customer_x');
});

describe('POST /api/builder/apps/:appId/resources/generate', () => {
  it('writes every icon, notification icon and splash screen at its exact size', async () => {
    const before = await appOf(ctx, customer);
    const slots = resourceActions(before.baseActions);
    // The demo app's slots: launcher, adaptive foreground, notification, 8 Android and 4 iOS splash.
    expect(slots.map((a) => a.name)).toEqual([
      'launcher_icon',
      'adaptive_foreground',
      'notification_icon',
      ...['ldpi', 'xhdpi', 'xxhdpi', 'xxxhdpi'].flatMap((d) => [
        `splash_port_${d}`,
        `splash_land_${d}`,
      ]),
      ...['ipad', 'iphone', 'iphone_plus', 'universal'].map((d) => `splash_${d}`),
    ]);
    const source = await roundIcon();
    const splashLogo = await wideLogo();
    const colour = hexOf([randomInt(256), randomInt(256), randomInt(256)]);
    const rows = await fileRowCount(ctx);

    const response = await generate(customer, [
      icon(source.bytes),
      logo(splashLogo.bytes),
      ['background_color', colour.toLowerCase()],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json().result as TBaseAction[];
    expect(changed.map((a) => a.name).sort()).toEqual(
      [...slots.map((a) => a.name), 'background'].sort(),
    );

    const after = await appOf(ctx, customer);
    // The chosen colour is the app's background colour now: the built app's adaptive background.
    expect(actionNamed(after, 'background').text_content).toBe(colour);
    const colourRgb = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
    for (const slot of slots) {
      const saved = actionNamed(after, slot.name);
      expect(saved.public_url, slot.name).toMatch(/^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
      expect(saved.public_url).not.toBe(slot.public_url);
      expect(changed.find((a) => a.id === slot.id)).toEqual(saved);
      const image = await pixels(await served(saved.public_url));
      expect(image.metadata.format).toBe('png');
      expect([image.width, image.height], slot.name).toEqual([
        slot.file_rules?.width,
        slot.file_rules?.height,
      ]);
      const { width: w, height: h } = image;
      switch (generatedKindOf(slot)) {
        case 'icon':
          // The icon's transparency is kept (Android and Play allow it): corners clear, centre the icon.
          expect(image.metadata.hasAlpha).toBe(true);
          expect(image.at(0, 0)[3]).toBe(0);
          expect(image.at(w / 2, h / 2)).toEqual([...source.rgb, 255]);
          break;
        case 'adaptive_foreground': {
          // 108 dp with the icon in the middle 72 dp: at 432 px, 72 px clear all round.
          expect(image.metadata.hasAlpha).toBe(true);
          for (let i = 0; i < w; i += 1) {
            expect(image.at(i, 71)[3]).toBe(0);
            expect(image.at(71, i)[3]).toBe(0);
            expect(image.at(i, h - 72)[3]).toBe(0);
          }
          expect(image.at(w / 2, h / 2)).toEqual([...source.rgb, 255]);
          // The circle reaches 45% of the icon's side either way: inside the safe zone.
          expect(image.at(w / 2, 72 + 29)[3]).toBe(255);
          break;
        }
        case 'notification': {
          // Only white and transparent: Android draws it from its alpha alone.
          let opaque = 0;
          for (let i = 0; i < image.data.length; i += 4) {
            const [r, g, b, a] = [...image.data.subarray(i, i + 4)];
            if (a === 0) continue;
            expect([r, g, b]).toEqual([255, 255, 255]);
            if (a === 255) opaque += 1;
          }
          expect(opaque).toBeGreaterThan(w * h * 0.3);
          // 2 dp of padding: at 96 px, 8 px clear all round.
          for (let i = 0; i < w; i += 1) expect(image.at(i, 7)[3]).toBe(0);
          expect(image.at(0, 0)[3]).toBe(0);
          expect(image.at(w / 2, h / 2)[3]).toBe(255);
          break;
        }
        case 'splash': {
          // Opaque: no alpha channel, the colour in the corners, the logo in the middle.
          expect(image.metadata.hasAlpha, slot.name).toBe(false);
          expect(image.at(0, 0)).toEqual([...colourRgb, 255]);
          expect(image.at(w - 1, h - 1)).toEqual([...colourRgb, 255]);
          expect(image.at(Math.floor(w / 2), Math.floor(h / 2))).toEqual([...splashLogo.rgb, 255]);
          // The 3:1 logo keeps its shape: 40% of the shorter side wide, a third of that high.
          const side = Math.round(Math.min(w, h) * 0.4);
          const top = Math.floor((h - Math.round(side / 3)) / 2);
          expect(image.at(Math.floor(w / 2), top - 2)).toEqual([...colourRgb, 255]);
          expect(image.at(Math.floor(w / 2) - Math.floor(side / 2) + 2, Math.floor(h / 2))).toEqual(
            [...splashLogo.rgb, 255],
          );
          break;
        }
        default:
          throw new Error(`unexpected slot ${slot.name}`);
      }
    }
    expect(await fileRowCount(ctx)).toBeGreaterThanOrEqual(rows + 15);
  });

  it('stores each picture as an upload of its slot would be, and a slot can still be replaced', async () => {
    const response = await generate(customer, [icon((await roundIcon()).bytes)]);
    expect(response.statusCode, response.body).toBe(200);
    const app = await appOf(ctx, customer);
    for (const name of ['launcher_icon', 'notification_icon', 'splash_land_ldpi']) {
      const generated = actionNamed(app, name);
      // The same bytes sent as an upload pass the same checks and land on the same file.
      const bytes = await served(generated.public_url);
      const body = await multipartForm({}, [{ name: `${name}.png`, type: 'image/png', bytes }]);
      const again = await ctx.t.app.inject({
        method: 'POST',
        url: `/api/builder/apps/${customer}/actions/${generated.id}/file`,
        headers: { ...bearer(ctx.ours), 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().result.public_url).toBe(generated.public_url);
    }
    // An exact upload replaces one slot afterwards.
    const launcher = actionNamed(app, 'launcher_icon');
    const own = await sharp({
      create: { width: 1024, height: 1024, channels: 3, background: '#00AA11' },
    })
      .png()
      .toBuffer();
    const body = await multipartForm({}, [{ name: 'mine.png', type: 'image/png', bytes: own }]);
    const replaced = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/builder/apps/${customer}/actions/${launcher.id}/file`,
      headers: { ...bearer(ctx.ours), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().result.public_url).not.toBe(launcher.public_url);
  });

  it('uses the icon as the splash logo and the saved background colour when none is chosen', async () => {
    const driver = await appIdOf(ctx, 'app_driver_x');
    const before = await appOf(ctx, driver);
    const saved = actionNamed(before, 'background').text_content as string;
    const source = await roundIcon();
    const response = await generate(driver, [icon(source.bytes)]);
    expect(response.statusCode, response.body).toBe(200);
    const after = await appOf(ctx, driver);
    expect(actionNamed(after, 'background')).toEqual(actionNamed(before, 'background'));
    const splash = await pixels(await served(actionNamed(after, 'splash_port_xhdpi').public_url));
    const savedRgb = [1, 3, 5].map((i) => Number.parseInt(saved.slice(i, i + 2), 16));
    expect(splash.at(0, 0)).toEqual([...savedRgb, 255]);
    expect(splash.at(360, 640)).toEqual([...source.rgb, 255]);
  });

  it('draws an adaptive icon background slot opaque, in the colour', async () => {
    const app = await appOf(ctx, customer);
    const foreground = actionNamed(app, 'adaptive_foreground');
    await ctx.t.database.db.execute(
      sql`insert into base_actions (project_id, app_id, "group", name, target_path, file_rules, position)
          select project_id, app_id, "group", 'adaptive_background', 'resources/android/icon_background.png',
                 file_rules, position from base_actions where id = ${foreground.id}`,
    );
    const response = await generate(customer, [
      icon((await roundIcon()).bytes),
      ['background_color', '#3366CC'],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const layer = actionNamed(await appOf(ctx, customer), 'adaptive_background');
    const image = await pixels(await served(layer.public_url));
    expect([image.width, image.height]).toEqual([432, 432]);
    expect(image.metadata.hasAlpha).toBe(false);
    for (let i = 0; i < image.data.length; i += 4)
      expect([...image.data.subarray(i, i + 4)]).toEqual([0x33, 0x66, 0xcc, 255]);
  });
});

describe('generation refusals', () => {
  /** Sends the form, checks the answer, and that no action, file or colour changed. */
  async function expectRefused(
    parts: TPart[],
    status: number,
    messages: string[],
    appId = customer,
  ) {
    const before = await appOf(ctx, customer);
    const rows = await fileRowCount(ctx);
    const response = await generate(appId, parts);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ error: true, result: messages });
    expect(await appOf(ctx, customer)).toEqual(before);
    expect(await fileRowCount(ctx)).toBe(rows);
  }

  it('refuses a source that is not a 1024 × 1024 square, naming both sizes', async () => {
    await expectRefused([icon((await roundIcon(800, 600)).bytes)], 400, [
      'The icon must be a square of 1024 × 1024 pixels; this one is 800 × 600.',
    ]);
    await expectRefused([icon((await roundIcon(512)).bytes)], 400, [
      'The icon must be a square of 1024 × 1024 pixels; this one is 512 × 512.',
    ]);
    await expectRefused([icon((await roundIcon(1024, 1023)).bytes)], 400, [
      'The icon must be a square of 1024 × 1024 pixels; this one is 1024 × 1023.',
    ]);
  });

  it('refuses what is not a PNG or JPEG, a bad colour, and a form without an icon', async () => {
    const good = (await roundIcon()).bytes;
    const gif = await sharp(good).gif().toBuffer();
    await expectRefused([icon(gif)], 415, ['The icon must be a PNG or JPEG image.']);
    await expectRefused([icon(Buffer.from('just text'))], 415, [
      'The icon must be a PNG or JPEG image.',
    ]);
    await expectRefused([icon(good.subarray(0, 2000))], 415, [
      'The icon must be a PNG or JPEG image.',
    ]);
    await expectRefused([icon(good), logo(Buffer.from('<svg/>'))], 415, [
      'The logo must be a PNG or JPEG image.',
    ]);
    await expectRefused([icon(good), ['background_color', 'blue']], 400, [
      'The colour must look like #2C7BE5',
    ]);
    await expectRefused([logo(good)], 400, ['Choose the icon to make the images from.']);
    await expectRefused([icon(good), icon(good)], 400, ['Please choose one file at a time.']);
    await expectRefused(
      [{ field: 'source_file', name: 'a.png', type: 'image/png', bytes: good }],
      400,
      ['The request is not valid: send the icon in icon and the logo in logo'],
    );
  });

  it('takes a JPEG icon: its pictures are PNG, the icon opaque', async () => {
    const jpeg = await sharp((await roundIcon()).bytes)
      .flatten({ background: '#FFFFFF' })
      .jpeg()
      .toBuffer();
    const response = await generate(customer, [
      { field: 'icon', name: 'icon.jpg', type: 'image/jpeg', bytes: jpeg },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const launcher = actionNamed(await appOf(ctx, customer), 'launcher_icon');
    const image = await pixels(await served(launcher.public_url));
    expect(image.metadata.format).toBe('png');
    expect(image.metadata.hasAlpha).toBe(false);
  });

  it('answers 404 for another project’s app, exactly as for a missing one, and writes nothing', async () => {
    const theirs = await appIdOf(ctx, 'app_customer_x', ctx.theirs);
    const theirBefore = await appOf(ctx, theirs, ctx.theirs);
    const source = await roundIcon();
    const notFound = ['This product does not exist or is not part of your project.'];
    await expectRefused([icon(source.bytes)], 404, notFound, theirs);
    await expectRefused([icon(source.bytes)], 404, notFound, 999_999);
    expect(await appOf(ctx, theirs, ctx.theirs)).toEqual(theirBefore);
    expect(await isStored(ctx, source.bytes)).toBe(false);
    const website = await appIdOf(ctx, 'web_ordering');
    await expectRefused(
      [icon(source.bytes)],
      400,
      ['This product is a website, not an app.'],
      website,
    );
  });
});
