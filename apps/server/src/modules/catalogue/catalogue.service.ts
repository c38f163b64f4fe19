import type {
  TBusinessesQuery,
  TBusinessPage,
  TFranchise,
} from '@oc/domain/catalogue/catalogue.schema';
import type { TConfigs, TConfigurations } from '@oc/domain/projects/configs.schema';
import type { TDb } from '../../db/client';
import type { TScope } from '../../lib/scope';
import * as repo from './catalogue.repository';

export async function searchBusinesses(
  scope: TScope,
  query: TBusinessesQuery,
): Promise<TBusinessPage> {
  const { items, total } = await repo.searchBusinesses(scope, {
    search: query.search || undefined,
    slug: query.slug || undefined,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { items, total, page: query.page, page_size: query.page_size };
}

export const listFranchises = (scope: TScope): Promise<TFranchise[]> => repo.listFranchises(scope);

export async function getConfigs(scope: TScope): Promise<TConfigs> {
  const rows = await repo.listConfigValues(scope, 'configs');
  const get = (key: string) => rows.find((r) => r.key === key)?.value || null;
  return {
    google_maps_api_key: get('google_maps_api_key'),
    site_url: get('site_url'),
    custom_sound: get('custom_sound'),
  };
}

export async function getConfigurations(scope: TScope): Promise<TConfigurations> {
  const rows = await repo.listConfigValues(scope, 'configurations');
  return { subdomain: rows.find((r) => r.key === 'subdomain')?.value ?? '' };
}

/** Whether the slug names one of the project's own businesses: the one check of it. */
export const isBusinessOfProject = (scope: TScope, slug: string) => repo.hasBusiness(scope, slug);

/** Whether the slug names one of the project's own franchises. */
export const isFranchiseOfProject = (scope: TScope, slug: string) => repo.hasFranchise(scope, slug);

/**
 * docs/product/validation.md#custom-sound: the project's custom notification sound, an uploaded
 * file's address or any http(s) one.
 */
export const setCustomSoundUrl = (scope: TScope, url: string) =>
  repo.saveCustomSoundUrl(scope, url);

/**
 * docs/product/custom-domain.md#custom-domain-form: the project's Google Maps API key, sent with a
 * custom domain request (inside the request's transaction when given one).
 */
export const setGoogleMapsApiKey = (scope: TScope, key: string) =>
  repo.saveConfigValue(scope, 'google_maps_api_key', key);

export type { TBusinessSet } from './catalogue.repository';

/** A page of the businesses a website lists (docs/product/website.md#pages), by name. */
export const listBusinessesOf = (
  scope: TScope,
  set: repo.TBusinessSet,
  page: { limit: number; offset: number },
) => repo.listBusinessesOf(scope, set, page);

/** One of the businesses a website lists, or null. */
export const findBusinessOf = (scope: TScope, set: repo.TBusinessSet, slug: string) =>
  repo.findBusinessOf(scope, set, slug);

/** One of the project's franchises by slug, or null. */
export const findFranchise = (scope: TScope, slug: string) => repo.findFranchise(scope, slug);

/** The project a website host names by its subdomain (docs/product/website.md#addresses). */
export const findProjectIdBySubdomain = (db: TDb, subdomain: string) =>
  repo.findProjectIdBySubdomain(db, subdomain);
