import { describe, expect, it } from 'vitest';
import { basicFormValues, changesOf, ZBasicForm } from './basic-fields';

const site = {
  id: 1,
  kind: 'ordering' as const,
  name: 'Demo',
  description: 'd',
  logo: null,
  image: null,
  domain: null,
  ssl_status: null,
  ssl_process_status: null,
  slug: 'ordering',
  default_url: 'http://demo.localhost:8080',
};
const theme = {
  id: 1,
  site_id: 1,
  app_id: null,
  theme_id: 'x',
  structure: 'default',
  version: 3,
  updated_at: '',
  values: {
    my_products: {
      components: { theme_settings: { components: { style: { background_page: '#000000' } } } },
    },
  },
};

describe('basic fields', () => {
  it('reads the site and theme, with the described defaults where the theme is silent', () => {
    const values = basicFormValues(site, theme);
    expect(values).toMatchObject({
      name: 'Demo',
      background_page: '#000000',
      primary_btn_color: '#2C7BE5',
      type: 'marketplace',
      business_slug: null,
    });
  });
  it('falls back to the default for a saved theme value its schema refuses', () => {
    const broken = {
      ...theme,
      values: {
        my_products: {
          components: {
            theme_settings: { components: { style: { background_page: 'red' } } },
            website_theme: { components: { type: 'mall', business_slug: '' } },
          },
        },
      },
    };
    expect(basicFormValues(site, broken)).toMatchObject({
      background_page: '#FFFFFF',
      type: 'marketplace',
      business_slug: null,
    });
  });
  it('splits changes between the site and theme paths', () => {
    const values = { ...basicFormValues(site, theme), name: 'New', primary_btn_color: '#111111' };
    expect(changesOf(values, ['name', 'primary_btn_color'])).toEqual({
      site: { name: 'New' },
      theme: [
        {
          path: 'my_products.components.theme_settings.components.style.primary_btn_color',
          value: '#111111',
        },
      ],
    });
  });
});

describe('the Basic form', () => {
  it('refuses a single store without its business, at the business field, in words', () => {
    const form = basicFormValues(site, { values: {} });
    expect(ZBasicForm.safeParse(form).success).toBe(true);
    const alone = ZBasicForm.safeParse({ ...form, type: 'single_store', business_slug: null });
    expect(alone.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'business_slug',
        'Choose the business your single-store website shows, or switch to Marketplace.',
      ],
    ]);
    expect(
      ZBasicForm.safeParse({ ...form, type: 'single_store', business_slug: 'pizza-palace' })
        .success,
    ).toBe(true);
  });
});
