import type { TScope } from '../../lib/scope';
import * as repo from './business-slugs.repository';

/**
 * The business an old slug of the project leads to, or null: for the website to send a visitor of
 * an old address on to the business's page.
 */
export const findBusinessIdBySlugRedirect = (scope: TScope, slug: string) =>
  repo.findBusinessIdBySlugRedirect(scope, slug);
