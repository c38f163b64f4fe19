import type { TScope } from '../../lib/scope';
import * as repo from './businesses.repository';
import type { TBusinessSet } from './catalogue.types';

/**
 * One of the businesses a website lists, or null (so also for an unpublished or archived one);
 * `previewId`, a business the owner previews by a signed link, is found though unpublished.
 */
export const findBusinessOf = (
  scope: TScope,
  set: TBusinessSet,
  slug: string,
  previewId: number | null = null,
) => repo.findBusinessOf(scope, set, slug, previewId);
