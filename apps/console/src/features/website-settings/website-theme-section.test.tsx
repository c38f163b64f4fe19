import type { TBasicForm } from '@oc/domain/themes/basic-fields';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ok, stubServer } from '../../test/stub-server';
import { WebsiteThemeSection } from './website-theme-section';

function Section({ type }: { type: TBasicForm['type'] }) {
  const { control } = useForm<TBasicForm>({
    defaultValues: { type, business_slug: null },
  });
  return <WebsiteThemeSection control={control} />;
}

// The business picker's code is downloaded only for a single store website.
describe('the website theme section', () => {
  it('shows the business picker once the owner chooses a single store', async () => {
    stubServer(() => ok({ items: [], total: 0, page: 1, page_size: 20 }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Section type="marketplace" />);
    expect(screen.queryByRole('combobox', { name: 'Business' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Single store (one business)' }));
    expect(await screen.findByRole('combobox', { name: 'Business' })).toBeInTheDocument();
  });

  it('shows it at once for a single store website', async () => {
    stubServer(() => ok({ items: [], total: 0, page: 1, page_size: 20 }));
    renderWithProviders(<Section type="single_store" />);
    expect(await screen.findByRole('combobox', { name: 'Business' })).toBeInTheDocument();
  });
});
