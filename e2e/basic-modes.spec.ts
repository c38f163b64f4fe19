import sharp from 'sharp';
import { expect, test, useThisCrop } from './fixtures';

// Every Basic-tab section, in each of the three modes. The fields used here (mobile background,
// footer content, fullscreen; the dashboard's header mobile logo) are touched by no other journey,
// so files may run side by side.
const MODES = [
  {
    slug: 'ordering-website',
    settings: 'Website settings',
    hasWebsiteTheme: true,
    hasSiteImage: true,
    hasHomepage: true,
    colours: 'Theme settings',
  },
  {
    slug: 'franchise-website',
    settings: 'Franchise settings',
    hasWebsiteTheme: false,
    hasSiteImage: false,
    hasHomepage: true,
    colours: 'Theme settings',
  },
  {
    slug: 'dashboard',
    settings: 'Dashboard settings',
    // The console's own look: no website type, no homepage backgrounds.
    hasWebsiteTheme: false,
    hasSiteImage: true,
    hasHomepage: false,
    colours: 'Dashboard theme settings',
  },
] as const;

for (const mode of MODES) {
  test(`${mode.slug}: every Basic section works and survives a reload`, async ({
    ownerPage: page,
  }) => {
    await page.goto(`/my-products/${mode.slug}/settings?tab=basic`);
    await expect(page.getByRole('region', { name: mode.settings })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Website theme' })).toHaveCount(
      mode.hasWebsiteTheme ? 1 : 0,
    );
    await expect(page.getByRole('region', { name: 'Images' })).toBeVisible();
    await expect(page.getByRole('region', { name: mode.colours })).toBeVisible();
    await expect(page.getByText('Site image', { exact: true })).toHaveCount(
      mode.hasSiteImage ? 1 : 0,
    );
    for (const label of ['Site logo', 'Header logo', 'Header mobile logo']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    for (const label of ['Homepage background', 'Homepage mobile background']) {
      await expect(page.getByText(label, { exact: true })).toHaveCount(mode.hasHomepage ? 1 : 0);
    }
    await expect(page.getByLabel('Show the homepage image full screen')).toHaveCount(
      mode.hasHomepage ? 1 : 0,
    );

    // Image: the mobile background, cropped to its recommended shape (the dashboard, which has no
    // homepage, its header mobile logo).
    const picture = mode.hasHomepage
      ? { target: 'homepage_mobile_background', name: 'Current Homepage mobile background' }
      : { target: 'logo_mobile', name: 'Current Header mobile logo' };
    if (mode.hasHomepage)
      await expect(
        page.getByText('Recommended size: 1440 × 770 px, PNG or JPEG, up to 2 MB.'),
      ).toBeVisible();
    const image = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByTestId(`file-${picture.target}`)
      .setInputFiles({ name: 'bg.jpg', mimeType: 'image/jpeg', buffer: image });
    await useThisCrop(page);
    await expect(page.getByRole('img', { name: picture.name })).toBeVisible();

    // Fullscreen toggle (where there is a homepage) and footer content.
    const fullscreen = page.getByLabel('Show the homepage image full screen');
    const wasFullscreen = mode.hasHomepage && (await fullscreen.isChecked());
    if (mode.hasHomepage) await fullscreen.setChecked(!wasFullscreen);
    await page.getByRole('button', { name: 'Edit footer content' }).click();
    const editor = page.getByRole('dialog', { name: 'Footer content' });
    await editor.getByRole('textbox', { name: 'Footer content' }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`Footer of ${mode.slug}`);
    await editor.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('img', { name: picture.name })).toBeVisible();
    if (mode.hasHomepage)
      await expect(page.getByLabel('Show the homepage image full screen')).toBeChecked({
        checked: !wasFullscreen,
      });
    await page.getByRole('button', { name: 'Edit footer content' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Footer content' }).getByText(`Footer of ${mode.slug}`),
    ).toBeVisible();
  });
}
