import { MESSAGES } from '@oc/domain/messages/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../features/businesses/business-edit-page';
import { businessOf, serveBusinesses } from '../features/businesses/test-server';
import type { TRequest } from '../test/recording-server';
import { renderApp } from '../test/render-app';
import { failure, ok } from '../test/stub-server';

// The preview of a business (docs/product/screens.md#businesses): the website's page of the
// business in a panel, by a signed link asked afresh at each opening, saying when only the owner
// can see it.

const LINK = 'http://demo.localhost:8080/store/pizza-palace?oc_preview=1&oc_business=7';

function servePreview(answer: (request: TRequest) => ReturnType<typeof ok> | undefined) {
  const asked: TRequest[] = [];
  const server = serveBusinesses({
    businesses: [businessOf({ published: false })],
    intercept: (request) => {
      if (!request.path.endsWith('/preview-link')) return undefined;
      asked.push(request);
      return answer(request);
    },
  });
  return { server, asked };
}

async function openPage(path = '/businesses/7') {
  const user = userEvent.setup({ delay: null });
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Pizza Palace' });
  return user;
}

describe('previewing a business', () => {
  it('frames its page on the website, says only the owner sees it, and asks afresh each time', async () => {
    let n = 0;
    const { asked } = servePreview(() => {
      n += 1;
      return ok({ url: `${LINK}&n=${n}`, expires_at: '2026-01-01T01:00:00.000Z' });
    });
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const panel = await screen.findByRole('dialog', { name: 'Preview: Pizza Palace' });
    const frame = await within(panel).findByTitle('Pizza Palace on your website');
    expect(frame).toHaveAttribute('src', `${LINK}&n=1`);
    expect(within(panel).getByText(/Only you see this/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute(
      'href',
      `${LINK}&n=1`,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ method: 'POST', path: '/api/businesses/7/preview-link' });

    await user.click(within(panel).getByRole('button', { name: 'Close the preview' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const again = await screen.findByRole('dialog', { name: 'Preview: Pizza Palace' });
    expect(await within(again).findByTitle('Pizza Palace on your website')).toHaveAttribute(
      'src',
      `${LINK}&n=2`,
    );
  });

  it('says why when the link cannot be had, and tries again', async () => {
    let refuse = true;
    servePreview(() =>
      refuse
        ? failure(409, MESSAGES.BUSINESS_PREVIEW_ARCHIVED)
        : ok({ url: LINK, expires_at: '2026-01-01T01:00:00.000Z' }),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const panel = await screen.findByRole('dialog', { name: 'Preview: Pizza Palace' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.BUSINESS_PREVIEW_ARCHIVED);
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByTitle('Pizza Palace on your website')).toHaveAttribute(
      'src',
      LINK,
    );
  });

  it('is not offered for an archived business', async () => {
    serveBusinesses({ businesses: [businessOf({ archived: true })] });
    await openPage();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });
});
