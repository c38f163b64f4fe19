import type { TPageData } from './website.types';

/** The website's 404 page with its words. */
export const notFoundPage = (title: string, detail: string): TPageData => ({
  page: 'not_found',
  title,
  detail,
});

export const PAGE_NOT_FOUND: TPageData = notFoundPage(
  'Page not found',
  'There is no page at this address. Check the link, or start again from the home page.',
);
