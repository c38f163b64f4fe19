import type { TTree } from '@oc/domain/themes/theme-path';
import type { TScope } from '../../lib/scope';
import type { TBusinessSet } from '../catalogue/catalogue.types';

/** The website an order is placed on, as the website module found it by its host. */
export type TOrderingSite = {
  scope: TScope;
  /** The website's id; null for an app theme's preview address, which takes no orders. */
  siteId: number | null;
  /** The theme's values: the order types it offers. */
  values: TTree;
  /** The businesses it lists; null for none (a franchise website with no franchise chosen). */
  businesses: TBusinessSet | null;
};
