import { randomBytes } from 'node:crypto';
import { expect, test, tokenOf } from './fixtures';
import { ALL_WEEK, ownerApi } from './ordering-api';
import { E2E_PORT } from './playwright.config';

// A team (docs/product/team.md, docs/product/audit.md): the owner invites a business manager for
// one business; the manager joins through the link with a password of their own, sees only that
// business, adds to its menu and accepts its order; the owner reads both in the activity log.
// The business is the journey's own and is archived at the end.

const site = (path = '/') => `http://demo.localhost:${E2E_PORT}${path}`;

test('the owner invites a business manager, who joins through the link, keeps to their business, changes its menu and accepts its order, and the owner sees both in the activity log', async ({
  ownerPage: page,
  ownerSession,
  browser,
}) => {
  test.setTimeout(120_000);
  const api = ownerApi(page.request, tokenOf(ownerSession));
  const tag = randomBytes(3).toString('hex');
  const business = await api.createBusiness(
    {
      name: `Team Tacos ${tag}`,
      time_zone: 'UTC',
      hours: ALL_WEEK,
      order_types: ['pickup'],
      pickup_minutes: 15,
    },
    [{ name: 'Fish taco', price: 450 }],
  );
  const email = `manager-${tag}@team.test`;

  // The owner invites them, for this business only, and copies the link.
  await page.goto('/team');
  await page.getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a member' });
  await invite.getByRole('textbox', { name: 'Email' }).fill(email);
  await invite.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Business manager' }).click();
  await invite.getByLabel('Businesses').fill(business.name);
  await page.getByRole('option', { name: business.name }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const made = page.getByRole('dialog', { name: 'Invitation made' });
  const link = (await made.getByRole('figure', { name: 'Invitation link' }).textContent())?.trim();
  expect(link).toMatch(/\/join\/[A-Za-z0-9_-]{40,}$/);
  await made.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(email);

  const context = await browser.newContext();
  const manager = await context.newPage();
  try {
    // They join with a password of their own and land on their businesses.
    await manager.goto(link ?? '');
    await expect(manager.getByText(/invites you to .* as Business manager\./)).toBeVisible();
    await manager.getByRole('textbox', { name: 'Your name' }).fill('Mia Manager');
    await manager.getByLabel('Password', { exact: true }).fill('mias-own-password');
    await manager.getByLabel('Password again').fill('mias-own-password');
    await manager.getByRole('button', { name: 'Join and sign in' }).click();
    await expect(manager.getByRole('heading', { level: 1, name: 'Businesses' })).toBeVisible();

    // Only their business, and nothing of the project's own in the menu.
    await expect(manager.getByRole('link', { name: business.name })).toBeVisible();
    await expect(manager.getByText('Pizza Palace')).toHaveCount(0);
    await expect(manager.getByRole('link', { name: 'Add business' })).toHaveCount(0);
    const nav = manager.getByRole('navigation', { name: 'My products' });
    for (const name of ['Ordering website', 'Team', 'Activity', 'Webhooks'])
      await expect(nav.getByRole('link', { name })).toHaveCount(0);
    await manager.goto('/team');
    await expect(manager.getByText("You don't have access to this page")).toBeVisible();

    // They add a category to its menu.
    await manager.goto(`/businesses/${business.id}/menu`);
    await manager.getByRole('textbox', { name: 'New category' }).fill('Sides');
    await manager.getByRole('button', { name: 'Add category' }).click();
    await expect(manager.getByRole('heading', { level: 2, name: 'Sides' })).toBeVisible();

    // A customer orders; the manager accepts it.
    const customer = await browser.newPage();
    try {
      await customer.goto(site(`/store/${business.slug}`));
      await customer.getByRole('button', { name: 'Add Fish taco to cart' }).click();
      await customer.goto(site('/checkout'));
      await customer.getByRole('dialog').getByRole('listitem').nth(0).getByRole('button').click();
      await customer.getByLabel('Name').fill('Carl Customer');
      await customer.getByLabel('Phone').fill('+1 555 0123');
      await customer.getByRole('button', { name: 'Place order' }).click();
      await expect(customer).toHaveURL(/\/orders\/[A-Za-z0-9_-]{16,}$/);
    } finally {
      await customer.close();
    }
    await manager.goto('/orders');
    const row = manager.getByRole('row', { name: /Carl Customer/ });
    await expect(row).toBeVisible({ timeout: 10_000 });
    const number = (await row.getByRole('link', { name: /^#\d+$/ }).textContent())?.slice(1);
    await row.getByRole('link', { name: `#${number}` }).click();
    const drawer = manager.getByRole('dialog', { name: `Order #${number}` });
    await drawer.getByRole('button', { name: 'Accept' }).click();
    const accept = manager.getByRole('dialog', { name: `Accept order #${number}` });
    await accept.getByRole('button', { name: '30 min' }).click();
    await accept.getByRole('button', { name: 'Accept order' }).click();
    await expect(drawer.getByText('Accepted').first()).toBeVisible();

    // The owner reads both in the activity log, by whom.
    await page.goto('/activity');
    const rows = page.getByRole('row').filter({ hasText: 'Mia Manager' });
    await expect(rows.filter({ hasText: 'Category added' })).toContainText('Sides');
    await expect(rows.filter({ hasText: 'Order status changed' })).toContainText(`#${number}`);
  } finally {
    await context.close();
    await api.archive(business);
  }
});
