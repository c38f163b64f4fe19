import { request as httpsRequest } from 'node:https';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { E2E_RIVAL } from './playwright.config';
import { testOnSecondServer } from './second-server';

// Custom domains with a real ACME certificate authority (pebble) and a DNS server the
// journey sets records in (pebble-challtestsrv), both started by e2e/serve.ts. A custom domain
// changes where 'Visit my website' and the widget snippets point, so these journeys have a server of
// their own (e2e/second-server.ts), with the same two accounts, and run beside all the others.
const { test, server } = testOnSecondServer();
test.describe.configure({ mode: 'serial' });

/** The server's HTTP port, where a browser on a custom domain first arrives. */
const port = () => new URL(server().origin).port;

const settings = (slug: string) => `/my-products/${slug}/settings?tab=basic`;
const domainRegion = (page: Page) => page.getByRole('region', { name: 'Custom domain' });

/** Sets a record in the journeys' DNS server (challtestsrv's management API). */
async function dns(path: string, body: object) {
  const response = await fetch(`${server().pebble.dnsManagementUrl}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
}

/** GET over our HTTPS port as a browser on that domain would: SNI, Host, pebble's root trusted. */
function fetchOverHttps(domain: string, path = '/') {
  const { rootPem, httpsPort } = server().pebble;
  return new Promise<{ status: number; body: string; issuer: string }>((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: httpsPort,
        path,
        servername: domain,
        headers: { host: domain },
        ca: rootPem,
      },
      (res) => {
        // Read while the connection is open: by the end of the body the socket is gone.
        const peer = (res.socket as import('node:tls').TLSSocket).getPeerCertificate();
        const issuer = peer?.issuer?.CN ?? '';
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            body,
            issuer: Array.isArray(issuer) ? issuer.join(', ') : issuer,
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function openDialog(page: Page, slug: string, label: 'Request' | 'Change') {
  await page.goto(settings(slug));
  await domainRegion(page)
    .getByRole('button', { name: `${label} custom domain` })
    .click();
  const dialog = page.getByRole('dialog', { name: `${label} custom domain` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('ordering website: every problem at once in Ordering, then a domain pointing elsewhere stays pending with what we see, then its CNAME brings a real certificate and the site over HTTPS', async ({
  ownerPage: page,
}) => {
  test.setTimeout(150_000);
  const domain = 'order.demo-eats.test';
  let dialog = await openDialog(page, 'ordering-website', 'Request');
  await expect(dialog).toContainText('demo.localhost');
  await dialog.getByRole('button', { name: 'Request domain' }).click();
  const alert = page.getByRole('dialog', { name: 'Ordering' });
  await expect(alert).toContainText('The domain field is required.');
  await expect(alert).toContainText('The Google Maps API key field is required.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await dialog.getByRole('textbox', { name: 'Domain' }).fill('https://not a domain/');
  await dialog.getByRole('textbox', { name: 'Google Maps API key' }).fill('demo-maps-key');
  await dialog.getByRole('button', { name: 'Request domain' }).click();
  await expect(alert).toContainText('The domain is not valid');
  await alert.getByRole('button', { name: 'OK' }).click();

  // The name points at some other server for now: an address record, not our CNAME.
  await dns('/clear-cname', { host: domain });
  await dns('/add-a', { host: domain, addresses: ['192.0.2.10'] });
  await dialog.getByRole('textbox', { name: 'Domain' }).fill(` ${domain.toUpperCase()} `);
  await dialog.getByRole('button', { name: 'Request domain' }).click();
  await expect(dialog).toBeHidden();

  const region = domainRegion(page);
  await expect(region.getByRole('status')).toHaveText(
    'A custom domain is being created, please wait',
  );
  const record = region.getByRole('table', { name: 'DNS record to create' });
  await expect(record).toContainText('CNAME');
  await expect(record).toContainText(domain);
  await expect(record).toContainText('demo.localhost');
  // The job's first DNS check, shown by the page's next re-check (every 5 s).
  await expect(region).toContainText('has an address record (192.0.2.10)', { timeout: 20_000 });
  // While pending the link cannot be followed and no new request can be made.
  await expect(region.getByRole('link', { name: domain })).toHaveCount(0);
  await expect(region.getByRole('button', { name: /custom domain$/ })).toHaveCount(0);

  // The owner creates the record; pebble then reaches our server for the HTTP-01 challenge.
  await dns('/clear-a', { host: domain });
  await dns('/set-cname', { host: domain, target: 'demo.localhost' });
  await dns('/add-a', { host: domain, addresses: ['127.0.0.1'] });
  await region.getByRole('button', { name: 'Check again' }).click();
  await expect(region.getByRole('status')).toHaveText(
    'Your domain is now added, please verify the custom domain link above.',
    { timeout: 90_000 },
  );
  await expect(region.getByRole('link', { name: domain })).toHaveAttribute(
    'href',
    `https://${domain}`,
  );
  const history = region.getByRole('list', { name: 'Custom domain history' });
  for (const step of [
    'Requested',
    'DNS record seen',
    'Domain ownership confirmed',
    'Certificate issued',
  ])
    await expect(history).toContainText(step);
  await expect(region).toContainText('Certificate valid until');
  await expect(region.getByRole('button', { name: 'Change custom domain' })).toBeVisible();

  // The website answers on the domain over HTTPS with the certificate pebble issued…
  const site = await fetchOverHttps(domain);
  expect(site.status).toBe(200);
  expect(site.body).toContain('<html');
  expect(site.issuer).toMatch(/Pebble/);
  // …and plain HTTP on the domain sends the browser there.
  const plain = await page.request.fetch(`http://127.0.0.1:${port()}/businesses?x=1`, {
    headers: { host: domain },
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(308);
  expect(plain.headers().location).toBe(
    `https://${domain}:${server().pebble.httpsPort}/businesses?x=1`,
  );

  // 'Visit my website' now opens the custom domain.
  await page.goto('/my-products/ordering-website');
  await expect(page.getByRole('link', { name: 'Visit my website' })).toHaveAttribute(
    'href',
    `https://${domain}`,
  );

  // Another website cannot take the same domain.
  dialog = await openDialog(page, 'franchise-website', 'Request');
  await dialog.getByRole('textbox', { name: 'Domain' }).fill(domain);
  const key = dialog.getByRole('textbox', { name: 'Google Maps API key' });
  if (await key.isVisible()) await key.fill('demo-maps-key');
  await dialog.getByRole('button', { name: 'Request domain' }).click();
  await expect(alert).toContainText(`The domain ${domain} is already used by another website.`);
  await alert.getByRole('button', { name: 'OK' }).click();
});

test('franchise website: a pending request is cancelled after a confirm, and held nothing', async ({
  ownerPage: page,
}) => {
  const domain = 'franchise.demo-eats.test';
  await dns('/add-a', { host: domain, addresses: ['192.0.2.20'] });
  const dialog = await openDialog(page, 'franchise-website', 'Request');
  await expect(dialog).toContainText('demo-franchise.localhost');
  await dialog.getByRole('textbox', { name: 'Domain' }).fill(domain);
  const key = dialog.getByRole('textbox', { name: 'Google Maps API key' });
  if (await key.isVisible()) await key.fill('demo-maps-key');
  await dialog.getByRole('button', { name: 'Request domain' }).click();

  const region = domainRegion(page);
  await expect(region.getByRole('status')).toHaveText(
    'A custom domain is being created, please wait',
  );
  await region.getByRole('button', { name: 'Cancel request' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel the custom domain request?' });
  await confirm.getByRole('button', { name: 'Cancel request' }).click();
  await expect(region.getByRole('status')).toHaveText('Custom domain is cancelled');
  await expect(region.getByRole('list', { name: 'Custom domain history' })).toContainText(
    'Request cancelled',
  );
  await expect(region.getByRole('button', { name: 'Change custom domain' })).toBeVisible();
});

test('a request that proved nothing keeps nobody from a domain', async ({
  ownerPage: page,
  request,
}) => {
  const domain = 'squatted.demo-eats.test';
  // The rival asks for the owner's name and can never prove it.
  const login = await request.post('/api/auth/login', { data: E2E_RIVAL });
  const headers = { authorization: `Bearer ${(await login.json()).result.token}` };
  const products = (await (await request.get('/api/products', { headers })).json()).result;
  const theirs = products.find((p: { code: string }) => p.code === 'web_franchise');
  const asked = await request.post(`/api/sites/${theirs.site_id}/domain`, {
    headers,
    data: { domain, google_maps_api_key: 'rival-maps-key' },
  });
  expect(asked.ok()).toBe(true);
  // Its host is not a website meanwhile: the console answers there.
  const there = await request.get(`http://127.0.0.1:${port()}/login`, {
    headers: { host: domain },
  });
  expect(await there.text()).not.toContain('There is no website at');

  const dialog = await openDialog(page, 'franchise-website', 'Change');
  await dialog.getByRole('textbox', { name: 'Domain' }).fill(domain);
  const key = dialog.getByRole('textbox', { name: 'Google Maps API key' });
  if (await key.isVisible()) await key.fill('demo-maps-key');
  await dialog.getByRole('button', { name: 'Request domain' }).click();
  const region = domainRegion(page);
  await expect(region.getByRole('status')).toHaveText(
    'A custom domain is being created, please wait',
  );
  await region.getByRole('button', { name: 'Cancel request' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel the custom domain request?' });
  await confirm.getByRole('button', { name: 'Cancel request' }).click();
  await expect(region.getByRole('status')).toHaveText('Custom domain is cancelled');
});

test('a domain another account has proven is refused, without naming its website', async ({
  ownerPage: page,
  request,
}) => {
  const domain = 'order.rival-bites.test';
  // The rival owner asks for the domain first, through the API as their console would, and proves
  // it: its CNAME points at the rival's own platform host, so the certificate authority reaches it.
  const login = await request.post('/api/auth/login', { data: E2E_RIVAL });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()).result;
  const headers = { authorization: `Bearer ${token}` };
  const products = (await (await request.get('/api/products', { headers })).json()).result;
  const theirs = products.find((p: { code: string }) => p.code === 'web_ordering');
  await dns('/set-cname', { host: domain, target: 'rival.localhost' });
  await dns('/add-a', { host: domain, addresses: ['127.0.0.1'] });
  const asked = await request.post(`/api/sites/${theirs.site_id}/domain`, {
    headers,
    data: { domain, google_maps_api_key: 'rival-maps-key' },
  });
  expect(asked.ok()).toBe(true);
  await request.post(`/api/sites/${theirs.site_id}/domain/check`, { headers });
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/sites/${theirs.site_id}/domain`, { headers })).json())
          .result.ssl_status,
      { timeout: 60_000 },
    )
    .toBe('issued');

  // The owner cannot take it: a different message from their own websites' (above).
  const dialog = await openDialog(page, 'ordering-website', 'Change');
  await dialog.getByRole('textbox', { name: 'Domain' }).fill(domain.toUpperCase());
  const key = dialog.getByRole('textbox', { name: 'Google Maps API key' });
  if (await key.isVisible()) await key.fill('demo-maps-key');
  await dialog.getByRole('button', { name: 'Request domain' }).click();
  const alert = page.getByRole('dialog', { name: 'Ordering' });
  await expect(alert).toContainText(
    `The domain ${domain} is already connected to another account. Choose another domain.`,
  );
  await expect(alert).not.toContainText('website');
  await alert.getByRole('button', { name: 'OK' }).click();
  // Nothing changed: the owner's domain is still the one issued in the first journey.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(
    domainRegion(page).getByRole('link', { name: 'order.demo-eats.test' }),
  ).toBeVisible();
});
