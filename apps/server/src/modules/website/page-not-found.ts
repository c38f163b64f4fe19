import type { TPageData } from './website.types';

type TMissing = Extract<TPageData, { page: 'not_found' }>['missing'];

/**
 * The website's 404 page: what was not found, and the name or address asked for. The page writes
 * its words in its own language (apps/website's pages/not-found.tsx).
 */
export const notFoundPage = (missing: TMissing): TPageData => ({ page: 'not_found', missing });

export const PAGE_NOT_FOUND: TPageData = notFoundPage({ what: 'page' });
