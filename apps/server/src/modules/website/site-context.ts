import { FRANCHISE_SLUG_PATH } from '@oc/domain/themes/basic-fields';
import { modeFlagsFor } from '@oc/domain/themes/theme-mode';
import { getPath, type TTree } from '@oc/domain/themes/theme-path';
import { siteLanguagesOf } from '@oc/domain/website/site-languages';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findProjectLanguages } from '../auth/find-project-languages';
import type { TBusinessSet } from '../catalogue/catalogue.types';
import { findFranchise } from '../catalogue/find-franchise';
import { findSiteOfKind } from '../sites/find-site-of-kind';
import { getSiteTheme } from '../themes/get-site-theme';
import type { TSiteContext } from './website.types';

// The website of a host and the data of its pages (docs/product/website.md). A site is found by
// its host alone, and everything it shows is read within that site's project.

/**
 * A site or app without a theme has no website (a 404 page); any other failure, such as the
 * database being away, is not hidden behind that page.
 */
export function nullIfNotFound(error: unknown): null {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
}

/**
 * The project's website of a kind, with its theme, its franchise and the businesses it lists.
 * `siteId`, when given, must be the site found: a custom domain names one site, not a kind.
 */
export async function siteContextOf(
  scope: TScope,
  kind: 'ordering' | 'franchise',
  siteId?: number,
): Promise<TSiteContext | null> {
  const site = await findSiteOfKind(scope, kind);
  if (!site || (siteId !== undefined && site.id !== siteId)) return null;
  const theme = await getSiteTheme(scope, site.id).catch(nullIfNotFound);
  if (!theme) return null;
  const values = theme.values as TTree;
  const franchiseSlug = kind === 'franchise' ? getPath(values, FRANCHISE_SLUG_PATH) : null;
  const franchise =
    typeof franchiseSlug === 'string' ? await findFranchise(scope, franchiseSlug) : null;
  const languages = site.languages
    ? siteLanguagesOf(site.languages, null)
    : await findProjectLanguages(scope);
  const businesses: TBusinessSet | null =
    kind === 'ordering' ? { all: true } : franchise ? { franchiseId: franchise.id } : null;
  return {
    scope,
    siteId: site.id,
    site: {
      kind,
      name: site.name,
      description: site.description,
      logo: site.logo,
      image: site.image,
    },
    values,
    flags: modeFlagsFor(kind),
    franchise: franchise && {
      slug: franchise.slug,
      name: franchise.name,
      header: franchise.header,
    },
    languages,
    businesses,
  };
}
