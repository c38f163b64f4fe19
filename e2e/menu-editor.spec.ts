import { seriousIssues } from './axe';
import { expect, test, tokenOf } from './fixtures';

// The menu editor (docs/product/screens.md#menu), on the shared server: a business of this
// journey's own, added unpublished through the API so that no other journey meets it, gets a
// two-category menu built in the console, with an option group; the API then says it is stored.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

type TMenu = {
  categories: {
    name: string;
    products: {
      name: string;
      price: number;
      available: boolean;
      option_groups: {
        name: string;
        min_choices: number;
        max_choices: number;
        options: { name: string; price_delta: number }[];
      }[];
    }[];
  }[];
};

test('a menu of two categories is built, with an option group, and stored as shown', async ({
  ownerPage: page,
  ownerSession,
}) => {
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${tokenOf(ownerSession)}` };
  const created = await page.request.post('/api/businesses', {
    headers,
    data: { name: `Menu Journey ${unique()}`, published: false, time_zone: 'UTC' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const business = ((await created.json()) as { result: { id: number; slug: string } }).result;

  // From the business's page to its menu, empty.
  await page.goto(`/businesses/${business.id}`);
  await page.getByRole('link', { name: 'Edit the menu' }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${business.id}/menu$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(
    page.getByText('No categories yet. Add your first category or import a CSV.'),
  ).toBeVisible();

  // Two categories, then Drinks moved first with the keyboard.
  const newCategory = page.getByRole('textbox', { name: 'New category' });
  for (const name of ['Pizzas', 'Drinks']) {
    await newCategory.fill(name);
    await page.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Move Drinks up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Drinks');

  // A pizza with a size to choose.
  await page.getByRole('button', { name: 'Add product to Pizzas' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Margherita');
  await form.getByRole('textbox', { name: 'Price' }).fill('12.505');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form.getByText('Use at most two decimals.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Price' }).fill('12.50');
  await form.getByRole('button', { name: 'Add option group' }).click();
  await form.getByRole('textbox', { name: 'Group name, Option group 1' }).fill('Size');
  await form.getByRole('textbox', { name: 'Minimum choices, Option group 1' }).fill('1');
  await form.getByRole('textbox', { name: 'Name, option 1 of group 1' }).fill('Small');
  await form.getByRole('button', { name: 'Add option to Option group 1' }).click();
  await form.getByRole('textbox', { name: 'Name, option 2 of group 1' }).fill('Large');
  await form.getByRole('textbox', { name: 'Price change, option 2 of group 1' }).fill('+2.00');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Pizzas' }).getByText('$12.50')).toBeVisible();

  // A drink, then sold out with its switch.
  await page.getByRole('button', { name: 'Add product to Drinks' }).click();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Cola');
  await form.getByRole('textbox', { name: 'Price' }).fill('3');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH');
  // The menu asked again once saved: a drag is not begun while it lands.
  const refetched = page.waitForResponse(
    (r) => r.request().method() === 'GET' && r.url().endsWith(`/businesses/${business.id}/menu`),
  );
  await page.getByRole('switch', { name: 'Cola available' }).click({ force: true });
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('region', { name: 'Drinks' }).getByText('Sold out')).toBeVisible();
  await refetched;

  // Pizzas back first by dragging its handle with the mouse, the order saved.
  const ordered = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/menu/categories/order'),
  );
  const handle = await page.getByRole('button', { name: 'Drag Pizzas to reorder' }).boundingBox();
  const target = await page.getByRole('region', { name: 'Drinks' }).boundingBox();
  if (!handle || !target) throw new Error('the menu is not drawn');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, target.y + 5, { steps: 12 });
  await expect(page.getByText('Pizzas is over Drinks.')).toBeAttached();
  await page.mouse.up();
  expect((await ordered).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Pizzas');

  // And back down with the keyboard: Space picks it up, an arrow moves it, Space drops it. Each
  // key once the screen reader has been told where it is (dnd kit measures the places first).
  const reordered = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/menu/categories/order'),
  );
  await page.getByRole('button', { name: 'Drag Pizzas to reorder' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Pizzas is over Pizzas.')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Pizzas is over Drinks.')).toBeAttached();
  await page.keyboard.press('Space');
  expect((await reordered).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Drinks');

  // No serious accessibility issue, and nothing wider than a phone's 375 px.
  expect(await seriousIssues(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Import CSV' })).toBeVisible();
  // Once the menu of the console has slid away, as it does on a phone.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);

  // The API holds what the console showed.
  const answer = await page.request.get(`/api/businesses/${business.id}/menu`, { headers });
  const menu = ((await answer.json()) as { result: TMenu }).result;
  expect(menu.categories.map((c) => c.name)).toEqual(['Drinks', 'Pizzas']);
  expect(menu.categories[0]?.products).toMatchObject([
    { name: 'Cola', price: 300, available: false },
  ]);
  expect(menu.categories[1]?.products).toMatchObject([
    {
      name: 'Margherita',
      price: 1250,
      available: true,
      option_groups: [
        {
          name: 'Size',
          min_choices: 1,
          max_choices: 1,
          options: [
            { name: 'Small', price_delta: 0 },
            { name: 'Large', price_delta: 200 },
          ],
        },
      ],
    },
  ]);

  // Export: the file under the business's address.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`${business.slug}-menu.csv`);

  // Import: a line with a problem is listed and nothing can be imported; fixed, it is.
  const csv = (price: string) => ({
    name: 'menu.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `category,product,price\r\nPizzas,Margherita,13.00\r\nPizzas,Marinara,${price}\r\nDrinks,Cola,3.00\r\n`,
    ),
  });
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(csv('9.505'));
  const preview = page.getByRole('dialog', { name: 'Import menu.csv' });
  await expect(preview.getByText('Line 3, price "9.505": Use at most two decimals.')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toHaveCount(0);
  await fileInput.setInputFiles(csv('9.50'));
  await expect(preview.getByText('Line 3: Marinara in Pizzas')).toBeVisible();
  await expect(preview.getByText('Line 2: Margherita in Pizzas (price)')).toBeVisible();
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Menu imported.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pizzas' }).getByText('Marinara')).toBeVisible();
  const imported = await page.request.get(`/api/businesses/${business.id}/menu`, { headers });
  const after = ((await imported.json()) as { result: TMenu }).result;
  // A file without the option_groups column keeps the product's groups.
  expect(after.categories.map((c) => c.name)).toEqual(['Pizzas', 'Drinks']);
  expect(after.categories[0]?.products).toMatchObject([
    { name: 'Margherita', price: 1300, option_groups: [{ name: 'Size' }] },
    { name: 'Marinara', price: 950 },
  ]);

  await page.request.post(`/api/businesses/${business.id}/archive`, { headers });
});
