import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clockMoves, fakeClock } from '../test/clock';
import { renderWithProviders } from '../test/render';
import { ok, stubServer } from '../test/stub-server';
import { BusinessPicker } from './business-picker';

const BUSINESSES = [
  { id: 1, slug: 'athens-grill', name: 'Athens Grill', logo: null, published: true },
  { id: 2, slug: 'pizza-palace', name: 'Pizza Palace', logo: null, published: true },
  { id: 3, slug: 'sushi-corner', name: 'Sushi Corner', logo: null, published: true },
  { id: 4, slug: 'soon-bakery', name: 'Soon Bakery', logo: null, published: false },
];

/** The catalogue as the server searches it: names containing the search, any case. */
function serveCatalogue() {
  const searches: string[] = [];
  stubServer((url) => {
    const query = new URL(url, 'http://console').searchParams;
    const slug = query.get('slug');
    const search = (query.get('search') ?? '').toLowerCase();
    if (!slug) searches.push(search);
    const items = BUSINESSES.filter((b) =>
      slug ? b.slug === slug : b.name.toLowerCase().includes(search),
    );
    return ok({ items, total: items.length, page: 1, page_size: 20 });
  });
  return searches;
}

function Picker({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return <BusinessPicker value={value} onChange={setValue} />;
}

/** The owner pauses: past the search's 250 ms pause, on the fake clock, at once. */
const afterThePause = () => clockMoves(400);

// Searching for the label the field shows would open the picker listing only 'Without business'.
describe('the business picker', () => {
  // A fake clock for the search's pause (../test/clock.ts).
  beforeEach(() => fakeClock());

  it('lists every business as soon as it opens, with none chosen', async () => {
    const searches = serveCatalogue();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Picker initial={null} />);
    await user.click(screen.getByRole('combobox', { name: 'Business' }));
    // Past the pause, a search for the label shown would have been made.
    await afterThePause();
    for (const name of ['Without business', 'Athens Grill', 'Pizza Palace', 'Sushi Corner'])
      expect(await screen.findByRole('option', { name, hidden: true })).toBeInTheDocument();
    expect(searches).not.toContain('without business');
  });

  it('lists every business with one chosen, and searches as the owner types', async () => {
    const searches = serveCatalogue();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Picker initial="pizza-palace" />);
    const picker = screen.getByRole('combobox', { name: 'Business' });
    await screen.findByDisplayValue('Pizza Palace');
    await user.click(picker);
    expect(
      await screen.findByRole('option', { name: 'Athens Grill', hidden: true }),
    ).toBeInTheDocument();
    await user.clear(picker);
    await user.type(picker, 'sus');
    await afterThePause();
    await screen.findByRole('option', { name: 'Sushi Corner', hidden: true });
    await expect
      .poll(() => screen.queryByRole('option', { name: 'Athens Grill', hidden: true }))
      .toBeNull();
    expect(searches).toContain('sus');
    expect(searches).not.toContain('pizza palace');
  });

  it('shows an unpublished business as one that cannot be chosen, and why', async () => {
    serveCatalogue();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Picker initial={null} />);
    await user.click(screen.getByRole('combobox', { name: 'Business' }));
    const soon = await screen.findByRole('option', {
      name: 'Soon Bakery (not published)',
      hidden: true,
    });
    expect(soon).toHaveAttribute('aria-disabled', 'true');
    await user.click(soon);
    expect(screen.getByRole('combobox', { name: 'Business' })).toHaveValue('Without business');
  });
});
