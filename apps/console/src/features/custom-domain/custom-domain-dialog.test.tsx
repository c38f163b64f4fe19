import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeClock, transitionEnds } from '../../test/clock';
import { fill } from '../../test/fill';
import { SITE } from '../../test/fixtures';
import { failure, ok } from '../../test/stub-server';
import {
  noDomainStatus,
  outerSubmit,
  pendingStatus,
  renderPanel,
  serve,
  siteFor,
  type TRequest,
} from './test-server';

const CONFIGURED = { google_maps_api_key: 'AIzaConfigured', site_url: null, custom_sound: null };
const posts = (requests: TRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === `/api/sites/${SITE.id}/domain`);

async function openDialog(user: UserEvent, name = 'Request custom domain') {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  // The form shows once the project's configs say whether a maps key is configured.
  await within(dialog).findByRole('textbox', { name: /^Domain/ });
  return dialog;
}

/** The 'Ordering' alert shows exactly these messages; OK closes it and leaves the dialog open. */
async function expectAlert(
  user: UserEvent,
  messages: string[],
  dialogName = 'Request custom domain',
) {
  const alert = await screen.findByRole('dialog', { name: 'Ordering' });
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(messages);
  await user.click(within(alert).getByRole('button', { name: 'OK' }));
  await transitionEnds();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ordering' })).toBeNull());
  expect(screen.getByRole('dialog', { name: dialogName })).toBeInTheDocument();
}

/** The panel of a project with a Maps key, whose server takes a request and answers it pending. */
function renderAcceptingPanel() {
  let status = noDomainStatus();
  const requests = serve({
    status: () => status,
    configs: CONFIGURED,
    request: () => {
      status = pendingStatus();
      return ok(status);
    },
  });
  return { requests, ...renderPanel(siteFor(status)) };
}

describe('the custom domain dialog', () => {
  // A fake clock (../../test/clock.ts): a dialog closed by the owner ends its transition at once.
  beforeEach(() => fakeClock());

  it('asks for the domain and, without a configured key, the Google Maps API key, with the CNAME target in its help', async () => {
    serve({ status: noDomainStatus });
    const { user } = renderPanel(siteFor(noDomainStatus()));
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Domain' })).toHaveAccessibleDescription(
      'Enter the domain or subdomain, such as order.example.com. A pasted web address keeps only its domain.',
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Google Maps API key' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(
      within(dialog).getByText(
        'At your DNS provider, create a CNAME record for this domain that points to demo.localhost. The certificate is issued once the record is seen.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Request domain' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('says at once, before anything is typed, when this server cannot serve certificates', async () => {
    const off = () => ({ ...noDomainStatus(), certificates_available: false });
    const requests = serve({ status: off });
    const { user } = renderPanel(siteFor(off()));
    // Wait for the status, which says so, before opening.
    await waitFor(() =>
      expect(requests.some((r) => r.path === `/api/sites/${SITE.id}/domain`)).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: 'Request custom domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request custom domain' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This server cannot issue certificates for custom domains yet, so a custom domain cannot be requested. Ask the person who runs the server to turn on HTTPS for custom domains (HTTPS_PORT); your website stays at its default address meanwhile.',
    );
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await transitionEnds();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(requests)).toHaveLength(0);
  });

  it('points the franchise website’s record at its own -franchise host', async () => {
    serve({ status: noDomainStatus });
    const { user } = renderPanel(
      siteFor(noDomainStatus(), {
        kind: 'franchise',
        default_url: 'http://demo-franchise.localhost:8080',
      }),
    );
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/points to demo-franchise\.localhost\./)).toBeInTheDocument();
  });

  it('lists every problem together in Ordering and sends nothing: an empty domain and the missing key', async () => {
    const requests = serve({ status: noDomainStatus });
    const { user } = renderPanel(siteFor(noDomainStatus()));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Request domain' }));
    await expectAlert(user, [
      'The domain field is required.',
      'The Google Maps API key field is required.',
    ]);
    expect(posts(requests)).toHaveLength(0);
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it.each([
    'order pizza.com',
    'https://order.pizza.com:8080/',
    'order.pizza.com.',
    '-order.pizza.com',
    'order',
    'order.pizza.c0m',
  ])('refuses %s with the domain’s message', async (domain) => {
    const requests = serve({ status: noDomainStatus });
    const { user } = renderPanel(siteFor(noDomainStatus()));
    const dialog = await openDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: /^Domain/ }), domain);
    await fill(user, within(dialog).getByRole('textbox', { name: /^Google Maps/ }), 'AIzaKey');
    await user.click(within(dialog).getByRole('button', { name: 'Request domain' }));
    await expectAlert(user, ['The domain is not valid']);
    expect(posts(requests)).toHaveLength(0);
  });

  it('asks for no key when the project has one, and sends only the domain', async () => {
    const { requests, user } = renderAcceptingPanel();
    const dialog = await openDialog(user);
    expect(within(dialog).queryByRole('textbox', { name: /Google Maps/ })).toBeNull();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Use my own Google Maps API key' }),
    ).not.toBeChecked();
    await fill(user, within(dialog).getByRole('textbox', { name: /^Domain/ }), 'order.pizza.com');
    await user.click(within(dialog).getByRole('button', { name: 'Request domain' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(requests).map((r) => r.body)).toEqual([{ domain: 'order.pizza.com' }]);
  });

  it('cleans a pasted address to its domain as the owner leaves the field, and sends that', async () => {
    const { requests, user } = renderAcceptingPanel();
    const dialog = await openDialog(user);
    const domain = within(dialog).getByRole('textbox', { name: /^Domain/ });
    await fill(user, domain, ' https://Order.Pizza.com/menu ');
    await user.tab();
    expect(domain).toHaveValue('order.pizza.com');
    await user.click(within(dialog).getByRole('button', { name: 'Request domain' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(requests).map((r) => r.body)).toEqual([{ domain: 'order.pizza.com' }]);
  });

  it('shows the key field when the owner chooses their own key, and then requires it', async () => {
    const requests = serve({ status: noDomainStatus, configs: CONFIGURED });
    const { user } = renderPanel(siteFor(noDomainStatus()));
    const dialog = await openDialog(user);
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Use my own Google Maps API key' }),
    );
    const key = within(dialog).getByRole('textbox', { name: /^Google Maps API key/ });
    expect(key).toHaveAccessibleDescription(
      "Your website's maps and address search use it. It is saved to your project's configuration.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request domain' }));
    await expectAlert(user, [
      'The domain field is required.',
      'The Google Maps API key field is required.',
    ]);
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Use my own Google Maps API key' }),
    );
    expect(within(dialog).queryByRole('textbox', { name: /Google Maps/ })).toBeNull();
    expect(posts(requests)).toHaveLength(0);
  });

  it('sends the domain trimmed and in lower case with the typed key, then shows the pending request', async () => {
    let status = noDomainStatus();
    const requests = serve({
      status: () => status,
      request: () => {
        status = pendingStatus();
        return ok(status);
      },
    });
    const { user, queryClient } = renderPanel(siteFor(status));
    const dialog = await openDialog(user);
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /^Domain/ }),
      '  Order.Pizza.COM ',
    );
    await fill(user, within(dialog).getByRole('textbox', { name: /^Google Maps/ }), ' AIzaOwn ');
    await user.click(within(dialog).getByRole('button', { name: 'Request domain' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(requests).map((r) => r.body)).toEqual([
      { domain: 'order.pizza.com', google_maps_api_key: 'AIzaOwn' },
    ]);
    expect(outerSubmit).not.toHaveBeenCalled();
    expect(
      await screen.findByText(
        'order.pizza.com is requested. Create the DNS record shown under it.',
      ),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Custom domain' });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'A custom domain is being created, please wait',
    );
    expect(within(panel).getByRole('table', { name: 'DNS record to create' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /custom domain$/ })).toBeNull();
    // The key was saved to the configs, which are asked for again; the site follows the status.
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'GET' && r.path === '/api/configs')).toBe(true),
    );
    expect(queryClient.getQueryData(['sites', SITE.id])).toMatchObject({
      domain: 'order.pizza.com',
      ssl_process_status: 'pending',
    });
  });

  it('shows the server’s refusal (409: the domain is taken) in Ordering, keeping what was typed', async () => {
    serve({
      status: noDomainStatus,
      configs: CONFIGURED,
      request: () =>
        failure(
          409,
          'The domain order.pizza.com is already used by another website. Choose another domain, or remove it from that website first.',
        ),
    });
    const { user } = renderPanel(siteFor(noDomainStatus()));
    const dialog = await openDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: /^Domain/ }), 'order.pizza.com');
    await user.click(within(dialog).getByRole('button', { name: 'Request domain' }));
    await expectAlert(user, [
      'The domain order.pizza.com is already used by another website. Choose another domain, or remove it from that website first.',
    ]);
    expect(within(dialog).getByRole('textbox', { name: /^Domain/ })).toHaveValue('order.pizza.com');
  });

  it('lists every message of a 400 from the server', async () => {
    serve({
      status: noDomainStatus,
      configs: CONFIGURED,
      request: () => ({
        status: 400,
        body: {
          error: true,
          result: ['The domain is not valid', 'The Google Maps API key field is required.'],
        },
      }),
    });
    const { user } = renderPanel(siteFor(noDomainStatus()));
    const dialog = await openDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: /^Domain/ }), 'order.pizza.com');
    await user.click(within(dialog).getByRole('button', { name: 'Request domain' }));
    await expectAlert(user, [
      'The domain is not valid',
      'The Google Maps API key field is required.',
    ]);
  });

  it('is titled Change custom domain when the site has a domain', async () => {
    const issued = pendingStatus({ ssl_status: 'issued', ssl_process_status: 'ended' });
    serve({ status: () => issued, configs: CONFIGURED });
    const { user } = renderPanel(siteFor(issued));
    const dialog = await openDialog(user, 'Change custom domain');
    expect(within(dialog).getByRole('textbox', { name: /^Domain/ })).toHaveValue('');
  });
});
