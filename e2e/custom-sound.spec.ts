import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const KB = 1024;

/**
 * An ID3v2.4 tag of zero padding (so that the file is `size` bytes and audio to its last byte, as
 * the server checks it), then MPEG-1 layer III frames (128 kbit/s, 44.1 kHz).
 */
function mp3(size = 8 * KB) {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const padding = Math.max(0, size - 10 - 8 * frame.length);
  const tagSize = [21, 14, 7, 0].map((shift) => (padding >> shift) & 0x7f);
  return Buffer.concat([
    Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, ...tagSize]),
    Buffer.alloc(padding),
    ...Array.from({ length: 8 }, () => frame),
  ]);
}

const section = (page: Page) => page.getByRole('region', { name: 'Notification sound' });
const player = (page: Page) => section(page).getByLabel('Current notification sound');

async function openAdvanced(page: Page) {
  await page.goto('/my-products/ordering-website/settings?tab=advanced');
  await expect(section(page)).toBeVisible();
  await expect(
    section(page).getByText('No custom sound yet').or(player(page)).first(),
  ).toBeVisible();
}

/** The sound in use as the section shows it: the player's address, or null for none. */
async function currentSound(page: Page) {
  return (await player(page).count()) ? player(page).getAttribute('src') : null;
}

async function openDialog(page: Page) {
  await section(page).getByRole('button', { name: 'Change notification sound' }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom sound' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The 'Ordering' alert lists exactly this message; OK leaves the Custom sound dialog open. */
async function expectAlert(page: Page, dialog: Locator, message: string) {
  const alert = page.getByRole('dialog', { name: 'Ordering' });
  await expect(alert.getByRole('listitem')).toHaveText([message]);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
  await expect(dialog).toBeVisible();
}

test('bad files and an empty address are refused with the catalogue’s messages, and nothing is saved', async ({
  ownerPage: page,
}) => {
  await openAdvanced(page);
  const before = await currentSound(page);
  const dialog = await openDialog(page);
  const file = dialog.getByTestId('custom-sound-file');

  // The browser types a file by its name; the console reads its first bytes.
  await file.setInputFiles({
    name: 'notes.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('just some text, not a sound'),
  });
  await expectAlert(page, dialog, 'Only audio files can be accepted');
  await file.setInputFiles({ name: 'long.mp3', mimeType: 'audio/mpeg', buffer: mp3(600 * KB) });
  await expectAlert(page, dialog, 'The maximum file size is 512 kilobytes');
  await expect(dialog.getByText('No file chosen')).toBeVisible();

  await dialog.getByRole('radio', { name: 'Use a web address' }).check();
  await dialog.getByRole('textbox', { name: 'Sound address' }).fill('');
  await dialog.getByRole('button', { name: 'Save sound' }).click();
  await expectAlert(page, dialog, 'URL is required');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(section(page)).toBeVisible();
  expect(await currentSound(page)).toBe(before);
});

test('an uploaded MP3 becomes the current sound, then a web address replaces it', async ({
  ownerPage: page,
}) => {
  // Two saves and two reloads of the whole Advanced tab: on a loaded 2-core machine that has taken
  // more than the default 30 s.
  test.setTimeout(60_000);
  await openAdvanced(page);
  let dialog = await openDialog(page);
  await dialog.getByRole('radio', { name: 'Upload a file' }).check();
  await dialog
    .getByTestId('custom-sound-file')
    .setInputFiles({ name: 'ding.mp3', mimeType: 'audio/mpeg', buffer: mp3() });
  await expect(dialog.getByText('ding.mp3 (8 KB)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save sound' }).click();
  await expect(page.getByText('Your notification sound is saved.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(player(page)).toHaveAttribute('src', /^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.mp3$/);
  const src = (await player(page).getAttribute('src')) as string;
  await expect(section(page).getByRole('link')).toHaveText(new URL(src, page.url()).href);
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('audio/mpeg');
  expect(Buffer.compare(await served.body(), mp3())).toBe(0);

  dialog = await openDialog(page);
  await dialog.getByRole('radio', { name: 'Use a web address' }).check();
  await dialog
    .getByRole('textbox', { name: 'Sound address' })
    .fill('https://cdn.example.com/sounds/ding.mp3');
  await dialog.getByRole('button', { name: 'Save sound' }).click();
  await expect(page.getByText('Your notification sound is saved.').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(player(page)).toHaveAttribute('src', 'https://cdn.example.com/sounds/ding.mp3');
  await expect(section(page).getByRole('link')).toHaveText(
    'https://cdn.example.com/sounds/ding.mp3',
  );
});

test('a sound as an editor and a tagger leave it (last frame cut short, ID3v1 tag at the end) is accepted and plays', async ({
  ownerPage: page,
}) => {
  const trimmed = Buffer.concat([
    mp3().subarray(0, -150),
    Buffer.from('TAG', 'latin1'),
    Buffer.alloc(125, 0x20),
  ]);
  await openAdvanced(page);
  const dialog = await openDialog(page);
  await dialog.getByRole('radio', { name: 'Upload a file' }).check();
  await dialog
    .getByTestId('custom-sound-file')
    .setInputFiles({ name: 'trimmed.mp3', mimeType: 'audio/mpeg', buffer: trimmed });
  await dialog.getByRole('button', { name: 'Save sound' }).click();
  await expect(page.getByText('Your notification sound is saved.').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(player(page)).toHaveAttribute('src', /^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.mp3$/);
  // The browser decodes what is served: a sound that plays, not only a file that was let in.
  const seconds = await player(page).evaluate(async (audio: HTMLAudioElement) => {
    const bytes = await (await fetch(audio.src)).arrayBuffer();
    return (await new AudioContext().decodeAudioData(bytes)).duration;
  });
  expect(seconds).toBeGreaterThan(0.1);
});
