import { expect, PRODUCTS, test } from './fixtures';
import { E2E_PORT } from './playwright.config';

const HELP_SLUGS = ['ordering-website', 'customer-app'];

// One page goes from product to product through the sidebar, as an owner would.
test('every product page, reached from the sidebar', async ({ ownerPage: page }) => {
  await page.goto('/my-products/ordering-website');
  for (const product of PRODUCTS) {
    await page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(`^${product.name}$`, 'i') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/my-products/${product.slug}$`));
    // The product's own page has drawn: what follows is not read off the one before.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

    const help = page.getByRole('button', { name: 'Help' });
    if (HELP_SLUGS.includes(product.slug)) await expect(help).toBeVisible();
    else await expect(help).toHaveCount(0);

    const visit = page.getByRole('link', { name: 'Visit my website' });
    // Spec 1: not in dashboard or franchise mode.
    if (product.slug === 'ordering-website') {
      await expect(visit).toBeVisible();
      await expect(visit).toHaveAttribute(
        'href',
        new RegExp(`^http://demo\\.localhost:${E2E_PORT}`),
      );
    } else {
      await expect(visit).toHaveCount(0);
    }

    if (product.kind === 'app') {
      await expect(page.getByText(/five working days/i).first()).toBeVisible();
      // The demo server has no sales links (PURCHASE_URL, DEMO_URL): no button leads to a made-up
      // address.
      await expect(page.getByRole('link', { name: /Purchase Now|Book a demo/ })).toHaveCount(0);
      await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
    }
  }
});
