import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';

// The customer app's and the driver app's general info and constants belong to these journeys only
// (other journeys change other parts of the shared demo project). Seed: demo-products.ts and
// demo-constants.ts.
const APPS = [
  {
    slug: 'customer-app',
    product: 'Customer app',
    name: 'Demo Eats',
    version: '1.0.0',
    boolean: { name: 'Allow guest checkout', seeded: true },
  },
  {
    slug: 'driver-app',
    product: 'Driver app',
    name: 'Demo Eats Driver',
    version: '1.0.0',
    boolean: { name: 'Accept orders automatically', seeded: false },
  },
] as const;

const settings = (slug: string) => `/my-products/${slug}/settings`;

const isConstantSave = (response: Response) =>
  response.request().method() === 'PATCH' && /\/constants\/\d+$/.test(response.url());

/** Runs an action that saves a constant; the save succeeds and its toast shows. */
async function expectConstantSaved(page: Page, action: () => Promise<void>) {
  const saved = page.waitForResponse(isConstantSave);
  await action();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Correctly saved constant').last()).toBeVisible();
}

for (const app of APPS) {
  test(`${app.slug}: a bad version is refused, then the name and version are saved and kept`, async ({
    ownerPage: page,
  }) => {
    await page.goto(settings(app.slug));
    const card = page.getByRole('region', { name: 'General app info' });
    const name = card.getByRole('textbox', { name: 'Name', exact: true });
    const version = card.getByRole('textbox', { name: 'Version', exact: true });
    const save = card.getByRole('button', { name: 'Save' });
    await expect(version).toHaveValue(app.version);
    await expect(save).toHaveCount(0);

    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && /\/builder\/apps\/\d+$/.test(request.url()))
        patches.push(request.postData() ?? '');
    });
    await version.fill('version two');
    await save.click();
    await expect(
      card.getByText('The version must be numbers separated by dots, like 1.2.3'),
    ).toBeVisible();
    await expect(version).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);

    const newName = `${app.name} Express`;
    await name.fill(newName);
    await version.fill('2.4.1');
    await expect(
      card.getByText('The version must be numbers separated by dots, like 1.2.3'),
    ).toHaveCount(0);
    await save.click();
    await expect(page.getByText('Your app info is saved.')).toBeVisible();
    await expect(save).toHaveCount(0);
    expect(patches.map((body) => JSON.parse(body))).toEqual([{ name: newName, version: '2.4.1' }]);

    await page.reload();
    await expect(name).toHaveValue(newName);
    await expect(version).toHaveValue('2.4.1');
    await expect(
      page.getByRole('heading', { name: `${app.product} settings: ${newName}` }),
    ).toBeVisible();

    // Leave the shared demo app named as seeded.
    await name.fill(app.name);
    await save.click();
    await expect(save).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: `${app.product} settings: ${app.name}` }),
    ).toBeVisible();
  });

  test(`${app.slug}: a text and a boolean constant save by themselves and are kept`, async ({
    ownerPage: page,
  }) => {
    await page.goto(settings(app.slug));
    const section = page.getByRole('region', { name: 'Constants' });
    const email = section.getByRole('textbox', { name: 'Support email' });
    const checkbox = section.getByRole('checkbox', { name: app.boolean.name });
    await expect(email).toHaveValue('help@demoeats.example');

    // Typed with spaces: they are removed (docs/product/validation.md#text-values), and the save
    // starts once typing stops.
    await expectConstantSaved(page, () => email.fill(`orders @${app.slug}.example `));
    await expect(email).toHaveValue(`orders@${app.slug}.example`);

    await expect(checkbox).toBeChecked({ checked: app.boolean.seeded });
    await expectConstantSaved(page, () => checkbox.click());
    await expect(checkbox).toBeChecked({ checked: !app.boolean.seeded });

    await page.reload();
    await expect(email).toHaveValue(`orders@${app.slug}.example`);
    await expect(checkbox).toBeChecked({ checked: !app.boolean.seeded });
  });
}

test('customer-app: the supported languages are chosen by name, saved in order and kept', async ({
  ownerPage: page,
}) => {
  await page.goto(settings('customer-app'));
  const section = page.getByRole('region', { name: 'Constants' });
  const languages = section.getByRole('combobox', { name: 'Supported languages' });
  // The chosen languages: the pills beside the search box, each its name and a remove button.
  const chosen = languages.locator('xpath=../*[not(self::input)]');
  const seeded = ['English', 'Spanish (español)', 'French (français)'];
  await expect(chosen).toHaveText(seeded);

  // Found by either name (or the code), each saved at once, after those already chosen.
  await languages.click();
  await languages.fill('deutsch');
  await expectConstantSaved(page, () =>
    page.getByRole('option', { name: 'German (Deutsch)' }).click(),
  );
  await languages.fill('ar');
  await expectConstantSaved(page, () =>
    page.getByRole('option', { name: 'Arabic (العربية)' }).click(),
  );
  await expect(chosen).toHaveText([...seeded, 'German (Deutsch)', 'Arabic (العربية)']);

  await page.reload();
  await expect(chosen).toHaveText([...seeded, 'German (Deutsch)', 'Arabic (العربية)']);

  // Leave the shared demo app with its seeded languages: picking a chosen one removes it.
  await languages.click();
  for (const name of ['German (Deutsch)', 'Arabic (العربية)'])
    await expectConstantSaved(page, () => page.getByRole('option', { name }).click());
  await expect(chosen).toHaveText(seeded);
});

test('customer-app: the business_slug constant takes a business, then None', async ({
  ownerPage: page,
}) => {
  await page.goto(settings('customer-app'));
  const section = page.getByRole('region', { name: 'Constants' });
  const picker = section.getByRole('combobox', { name: 'Business' });
  await expect(picker).toHaveValue('None');

  await picker.click();
  await picker.fill('sushi');
  await expectConstantSaved(page, () => page.getByRole('option', { name: 'Sushi Corner' }).click());
  await page.reload();
  await expect(picker).toHaveValue('Sushi Corner');

  await picker.click();
  await expectConstantSaved(page, () => page.getByRole('option', { name: 'None' }).click());
  await page.reload();
  await expect(picker).toHaveValue('None');
});
