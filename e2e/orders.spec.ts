import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seriousIssues } from './axe';
import { expect, test, tokenOf } from './fixtures';
import { ALL_WEEK, ownerApi } from './ordering-api';
import { E2E_PORT } from './playwright.config';

// An order reaches someone (docs/product/orders.md, docs/product/webhooks.md): a customer orders on
// the website; the order appears in the console's inbox within seconds with its sound; the owner
// accepts it with a ready time; the customer's page says so without a reload; and the owner's own
// software, a receiver on loopback written from the Standard Webhooks spec, has both events,
// each with a valid signature. The business is the journey's own and is archived at the end.

const site = (path = '/') => `http://demo.localhost:${E2E_PORT}${path}`;

type TReceived = { id: string; timestamp: string; signature: string; body: string };

/** Verifies a delivery as the Standard Webhooks spec says a receiver must. */
function isSigned(secret: string, event: TReceived): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${event.id}.${event.timestamp}.${event.body}`)
    .digest('base64');
  const age = Math.abs(Date.now() / 1000 - Number(event.timestamp));
  return (
    age < 300 &&
    event.signature.split(' ').some((part) => {
      const [version, given] = part.split(',');
      return (
        version === 'v1' &&
        given !== undefined &&
        given.length === expected.length &&
        timingSafeEqual(Buffer.from(given), Buffer.from(expected))
      );
    })
  );
}

test('an order is heard in the inbox, accepted, followed by the customer, and sent to a webhook', async ({
  ownerPage: page,
  ownerSession,
  browser,
}) => {
  test.setTimeout(120_000);
  const received: TReceived[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        id: String(request.headers['webhook-id']),
        timestamp: String(request.headers['webhook-timestamp']),
        signature: String(request.headers['webhook-signature']),
        body,
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  const token = tokenOf(ownerSession);
  const headers = { authorization: `Bearer ${token}` };
  const api = ownerApi(page.request, token);
  const name = `Inbox Grill ${randomBytes(3).toString('hex')}`;
  const business = await api.createBusiness(
    { name, time_zone: 'UTC', hours: ALL_WEEK, order_types: ['pickup'], pickup_minutes: 15 },
    [{ name: 'Grilled halloumi', price: 900 }],
  );
  const endpoint = await page.request.post('/api/webhooks/endpoints', {
    headers,
    data: {
      url: `http://127.0.0.1:${port}/orders`,
      events: ['order.created', 'order.status_changed'],
    },
  });
  expect(endpoint.status(), await endpoint.text()).toBe(201);
  const { id: endpointId, secret } = (
    (await endpoint.json()) as {
      result: { id: number; secret: string };
    }
  ).result;
  const customer = await browser.newPage();
  try {
    // The owner has the inbox open, and has clicked on it: the browser lets it play sound.
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await page.evaluate(() => {
      const played: string[] = [];
      (window as unknown as { played: string[] }).played = played;
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        played.push(this.src);
        return Promise.resolve();
      };
    });
    const turnOn = page.getByRole('button', { name: 'Turn on sound' });
    if (await turnOn.isVisible()) await turnOn.click();
    else await page.getByRole('heading', { level: 1, name: 'Orders' }).click();
    const playedBefore = await page.evaluate(
      () => (window as unknown as { played: string[] }).played.length,
    );

    // A customer orders on the website.
    await customer.goto(site(`/store/${business.slug}`));
    await customer.getByRole('button', { name: 'Add Grilled halloumi to cart' }).click();
    await customer.goto(site('/checkout'));
    await customer.getByRole('dialog').getByRole('listitem').nth(0).getByRole('button').click();
    await customer.getByLabel('Name').fill('Ines Inbox');
    await customer.getByLabel('Phone').fill('+1 555 0199');
    await customer.getByRole('button', { name: 'Place order' }).click();
    await expect(customer).toHaveURL(/\/orders\/[A-Za-z0-9_-]{16,}$/);
    await expect(customer.locator('.order-status')).toHaveText('Status: Received');
    const number = (await customer.getByRole('heading', { name: /^Order #\d+$/ }).textContent())
      ?.replace('Order #', '')
      .trim();

    // The inbox hears it within seconds, with its sound and the count in the tab's title.
    const row = page.getByRole('row', { name: new RegExp(`#${number}`) });
    await expect(row).toBeVisible({ timeout: 5_000 });
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^\(\d+\) Orders/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { played: string[] }).played.length))
      .toBeGreaterThan(playedBefore);

    // The owner accepts it, ready in 30 minutes.
    await row.getByRole('link', { name: `#${number}` }).click();
    const drawer = page.getByRole('dialog', { name: `Order #${number}` });
    await expect(drawer.getByText('Ines Inbox')).toBeVisible();
    await drawer.getByRole('button', { name: 'Accept' }).click();
    const accept = page.getByRole('dialog', { name: `Accept order #${number}` });
    await accept.getByRole('button', { name: '30 min' }).click();
    await accept.getByRole('button', { name: 'Accept order' }).click();
    await expect(accept).toBeHidden();
    await expect(drawer.getByText('Accepted').first()).toBeVisible();
    // The order's panel: nothing axe finds serious; Escape closes it, the focus back on its link.
    expect(await seriousIssues(page), 'the order open').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(row.getByRole('link', { name: `#${number}` })).toBeFocused();

    // The customer's page follows without a reload.
    await expect(customer.locator('.order-status')).toHaveText('Status: Accepted', {
      timeout: 20_000,
    });
    await expect(customer.locator('.order-ready-by')).toHaveText(/^Ready by \d{2}:\d{2}$/);

    // The owner's software has both events, signed.
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const events = received.map((event) => ({
      event,
      payload: JSON.parse(event.body) as {
        type: string;
        data: { order: { number: number; status: string } };
      },
    }));
    const mine = events.filter((e) => String(e.payload.data.order.number) === number);
    expect(mine.map((e) => [e.payload.type, e.payload.data.order.status])).toEqual([
      ['order.created', 'received'],
      ['order.status_changed', 'accepted'],
    ]);
    for (const { event } of mine) expect(isSigned(secret, event)).toBe(true);
    expect(
      isSigned(`whsec_${randomBytes(24).toString('base64')}`, mine[0]?.event as TReceived),
    ).toBe(false);
  } finally {
    await customer.close();
    await page.request.delete(`/api/webhooks/endpoints/${endpointId}`, { headers });
    await api.archive(business);
    await new Promise((resolve) => receiver.close(resolve));
  }
});
