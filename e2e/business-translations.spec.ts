import { expect, test, tokenOf } from './fixtures';
import { E2E_PORT } from './playwright.config';

// A business's name in another language of the website (docs/product/website.md#languages): the
// owner writes its Spanish name in the console, and a visitor reading the website in Spanish sees
// it while the default language shows the name as typed. The business is this journey's own, named
// to sort after the demo's, and archived at the end, so that no other journey meets it.

const SITE = `http://demo.localhost:${E2E_PORT}`;

test('the owner’s Spanish name of a business, seen by a Spanish visitor only', async ({
  ownerPage: page,
  ownerSession,
  browser,
}) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const name = `Zz Journey Diner ${suffix}`;
  const spanishName = `Zz Comedor del Viaje ${suffix}`;
  const headers = { authorization: `Bearer ${tokenOf(ownerSession)}` };
  const created = await page.request.post('/api/businesses', {
    headers,
    data: { name, published: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()).result as { id: number; slug: string };

  try {
    await page.goto(`/businesses/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const translations = page.getByRole('region', { name: 'Translations' });
    await translations.getByRole('textbox', { name: 'Name (Español)' }).fill(spanishName);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible();

    // Two visitors: the website takes one who chose Spanish back to it from the plain address.
    const spanish = await browser.newContext({ locale: 'es-MX' });
    const inSpanish = await spanish.newPage();
    await inSpanish.goto(`${SITE}/es/store/${slug}`);
    await expect(inSpanish.getByRole('heading', { level: 1, name: spanishName })).toBeVisible();
    await spanish.close();
    const english = await browser.newContext({ locale: 'en-US' });
    const asTyped = await english.newPage();
    await asTyped.goto(`${SITE}/store/${slug}`);
    await expect(asTyped.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(asTyped.getByText(spanishName)).toHaveCount(0);
    await english.close();
  } finally {
    await page.request.post(`/api/businesses/${id}/archive`, { headers });
  }
});
