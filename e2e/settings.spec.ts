import { expect, PRODUCTS, test } from './fixtures';

const WEB_TABS: Record<string, string[]> = {
  'ordering-website': ['Basic settings', 'Advanced settings', 'Ordering widgets'],
  'franchise-website': ['Basic settings', 'Advanced settings'],
  dashboard: ['Basic settings'],
};
const APPS_WITH_ADVANCED = ['kiosk-app', 'franchises-app'];

// One page goes from product to product through the sidebar, opening each one's settings.
test('each product’s settings: the skeleton while loading, then its view', async ({
  ownerPage: page,
}) => {
  // Hold each product's answer back a moment so the loading state can be seen, as on a slow
  // network: a request waits for the hold of the product being opened when it was made.
  let held = Promise.resolve();
  let release: () => void = () => {};
  await page.route('**/api/builder/apps/*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/my-products/ordering-website');
  for (const product of PRODUCTS) {
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(`^${product.name}$`, 'i') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/my-products/${product.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/my-products/${product.slug}/settings`));

    // Only what is on screen: an inactive tab may hold its own (hidden) loading state.
    const skeleton = page.getByTestId('product-skeleton').filter({ visible: true });
    await expect(skeleton, product.slug).toBeVisible();
    // docs/product/screens.md#product-settings-page: two sections of four blocks each
    await expect(skeleton.locator('[data-skeleton-section]')).toHaveCount(2);
    await expect(
      skeleton.locator('[data-skeleton-section]').first().locator('[data-skeleton-block]'),
    ).toHaveCount(4);
    release();
    await expect(skeleton).toHaveCount(0);

    if (product.kind === 'web') {
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText(WEB_TABS[product.slug] as string[]);
      await expect(page.getByRole('tab', { name: 'Advanced layouts' })).toHaveCount(0);
    } else {
      await expect(
        page.getByRole('heading', { name: new RegExp(`^${product.name} settings: `) }),
      ).toBeVisible();
      if (APPS_WITH_ADVANCED.includes(product.slug)) {
        await expect(page.getByRole('tab')).toHaveText(['Basic Settings', 'Advanced Settings']);
      } else {
        await expect(page.getByRole('tab')).toHaveCount(0);
      }
      // Promo cards live on the product page only.
      await expect(page.getByText('Purchase Now')).toHaveCount(0);
    }
  }
});

test('the tab is in the URL, so a link and the back button work', async ({ ownerPage: page }) => {
  await page.goto('/my-products/ordering-website/settings');
  await page.getByRole('tab', { name: 'Advanced settings' }).click();
  await expect(page).toHaveURL(/tab=advanced/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Advanced settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Basic settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('an unknown product id shows the error in place of the page', async ({ ownerPage: page }) => {
  await page.goto('/my-products/customer-app/settings?id=987654');
  await expect(page.getByRole('alert')).toContainText(
    'This product does not exist or is not part of your project.',
  );
  await expect(page.getByRole('heading', { name: / app settings: / })).toHaveCount(0);
});

test('without a network the offline screen shows, and the page comes back with it', async ({
  ownerPage: page,
  context,
}) => {
  await page.goto('/my-products/customer-app');
  // The product page fetches its data after load: go offline only once it has drawn its link.
  const settings = page.getByRole('link', { name: 'Settings' }).first();
  await expect(settings).toBeVisible();
  await context.setOffline(true);
  await settings.click();
  const offline = page.getByTestId('offline-screen');
  await expect(offline).toBeVisible();
  await expect(offline.getByRole('img')).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: / app settings: / })).toBeVisible();
});

test('the collapsed sidebar leaves a button to open it again', async ({ ownerPage: page }) => {
  await page.goto('/my-products/ordering-website');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: /Customer app/i }),
  ).toBeVisible();
});

test('the back button asks before leaving unsaved changes: Stay keeps them, Leave goes back', async ({
  ownerPage: page,
}) => {
  await page.goto('/my-products/ordering-website');
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/my-products\/ordering-website\/settings/);
  const name = page.getByLabel('Name', { exact: true });
  const saved = await name.inputValue();
  await name.fill(`${saved} (draft)`);
  const question = page.getByRole('dialog', { name: 'You have unsaved changes' });

  await page.goBack();
  await expect(question).toBeVisible();
  // The address is put back while the owner answers.
  await expect(page).toHaveURL(/\/my-products\/ordering-website\/settings/);
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toHaveCount(0);
  await expect(name).toHaveValue(`${saved} (draft)`);
  await expect(page).toHaveURL(/\/my-products\/ordering-website\/settings/);

  await page.goBack();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/my-products\/ordering-website$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ordering website');
  // Forward again: the saved settings, and nothing to ask about.
  await page.goForward();
  await expect(name).toHaveValue(saved);
  await expect(question).toHaveCount(0);
});

test('the description grows with its text and shrinks back, from two rows', async ({
  ownerPage: page,
}) => {
  await page.goto('/my-products/ordering-website/settings?tab=basic');
  const description = page.getByLabel('Description', { exact: true });
  await description.fill('');
  const height = async () => (await description.boundingBox())?.height ?? 0;
  const lineHeight = await description.evaluate((e) =>
    Number.parseFloat(getComputedStyle(e).lineHeight),
  );
  const empty = await height();
  // Two rows of text and the input's padding and border.
  expect(empty).toBeGreaterThanOrEqual(2 * lineHeight);
  expect(empty).toBeLessThan(3 * lineHeight);
  await description.fill('One\nTwo\nThree\nFour\nFive\nSix');
  await expect.poll(height).toBeGreaterThanOrEqual(empty + 3.5 * lineHeight);
  await description.fill('');
  await expect.poll(height).toBeLessThan(empty + 1);
});
