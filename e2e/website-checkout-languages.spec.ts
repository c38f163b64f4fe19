import { expect, test } from './fixtures';
import { say, siteOf, websiteWords } from './website-words';

// The checkout's order types in the page's language (docs/product/website.md#languages): where the
// owner typed no words for them, each type the business offers is named and chosen in the
// defaults' words of the page's language, and a popup closed without a choice says so in them. A
// whole order in Spanish and in Arabic, from the business's page to its confirmation page and the
// owner's Orders page, is e2e/console-languages-journey.spec.ts.

// The other account's website: no journey types titles for its order types, as the demo's do.
const site = siteOf('rival');
const STORE = '/store/pizza-palace';

for (const language of ['es', 'ar'] as const) {
  test(`in ${language}: delivery and pickup in the defaults' words where the owner typed none`, async ({
    page,
  }) => {
    const words = websiteWords(language);
    const s = (key: string, values?: Record<string, number>) => say(words, key, values, language);
    // A product without options goes straight into the cart: the first 'Add to cart' of the store.
    await page.goto(site(`/${language}${STORE}`));
    await page.locator('button.add-to-cart').first().click();
    await expect(
      page.getByRole('button', { name: s('cart.button', { count: 1 }) }).first(),
    ).toBeVisible();

    await page.goto(site(`/${language}/checkout`));
    const popup = page.getByRole('dialog', { name: s('order_type.title') });
    for (const type of ['delivery', 'pickup']) {
      await expect(
        popup.getByRole('heading', { level: 3, name: s(`order_type.name.${type}`) }),
      ).toBeVisible();
      await expect(popup.getByRole('button', { name: s(`order_type.cta.${type}`) })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.getByText(s('checkout.not_chosen'))).toBeVisible();
    await expect(page.getByRole('heading', { name: s('checkout.details') })).toBeVisible();
  });
}
