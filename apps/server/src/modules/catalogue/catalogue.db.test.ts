import { ZBusinessPage, ZFranchise } from '@oc/domain/catalogue/catalogue.schema';
import { ZConfigs, ZConfigurations } from '@oc/domain/projects/configs.schema';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';

const ctx = setupTestApp();
const get = (url: string, token?: string) => ctx.get(url, token);

describe('GET /api/businesses', () => {
  it('pages through our 25 businesses in name order', async () => {
    const first = ZBusinessPage.parse((await get('/api/businesses?page_size=10')).json().result);
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(10);
    const names = first.items.map((b) => b.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const last = ZBusinessPage.parse(
      (await get('/api/businesses?page_size=10&page=3')).json().result,
    );
    expect(last.items).toHaveLength(5);
    expect(first.items.every((b) => b.logo?.startsWith('/files/'))).toBe(true);
  });

  it('searches by name on the server, case-insensitively, with LIKE characters taken literally', async () => {
    const pizza = ZBusinessPage.parse((await get('/api/businesses?search=PIZZA')).json().result);
    expect(pizza.items.map((b) => b.slug)).toEqual(['pizza-palace']);
    const percent = ZBusinessPage.parse((await get('/api/businesses?search=%25')).json().result);
    expect(percent.total).toBe(0);
    const fishAndChips = ZBusinessPage.parse(
      (await get('/api/businesses?search=%26')).json().result,
    );
    expect(fishAndChips.items.map((b) => b.name)).toEqual(['Fish & Chips Co']);
  });

  it('finds one business by its exact slug, only in our project', async () => {
    const found = ZBusinessPage.parse(
      (await get('/api/businesses?slug=sushi-corner')).json().result,
    );
    expect(found.items.map((b) => b.name)).toEqual(['Sushi Corner']);
    expect(ZBusinessPage.parse((await get('/api/businesses?slug=sushi')).json().result).total).toBe(
      0,
    );
  });

  it('never returns another project’s businesses', async () => {
    const ours = ZBusinessPage.parse((await get('/api/businesses?page_size=100')).json().result);
    const theirs = ZBusinessPage.parse(
      (await get('/api/businesses?page_size=100', ctx.theirs)).json().result,
    );
    const overlap = ours.items.filter((a) => theirs.items.some((b) => b.id === a.id));
    expect(overlap).toEqual([]);
  });

  it('refuses bad paging with 400', async () => {
    for (const query of ['page=0', 'page_size=101', 'page=abc', `search=${'x'.repeat(300)}`]) {
      const response = await get(`/api/businesses?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe(true);
    }
  });
});

describe('franchises, configs, configurations', () => {
  it('lists the three franchises with their headers', async () => {
    const list = ZFranchise.array().parse((await get('/api/franchises')).json().result);
    expect(list).toHaveLength(3);
    expect(list.every((f) => f.header?.startsWith('/files/'))).toBe(true);
  });

  it('reads configs with an empty maps key and site url, and the subdomain', async () => {
    expect(ZConfigs.parse((await get('/api/configs')).json().result)).toEqual({
      google_maps_api_key: null,
      site_url: null,
      custom_sound: null,
    });
    expect(ZConfigurations.parse((await get('/api/configurations')).json().result)).toEqual({
      subdomain: 'demo',
    });
    expect((await get('/api/configurations', ctx.theirs)).json().result).toEqual({
      subdomain: 'other',
    });
  });
});
