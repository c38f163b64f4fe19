import { appHasAdvancedTab, type TProductCode } from '../products/products';
import type { SITE_KINDS } from '../sites/site.schema';
import { editableLeaves, type TLeaf, type TModeFlags } from './theme-tree';

// Which mode the Advanced editor runs in for a product. The console picks its sections with it and
// the server refuses saves and uploads with it, so both read the mode from this one place.
export type TSiteKind = (typeof SITE_KINDS)[number];
export type TThemeOwnerKind = TProductCode | TSiteKind;

/** The mode flags of a product (by code) or a website (by site kind). */
export function modeFlagsFor(owner: TThemeOwnerKind): TModeFlags {
  if (owner === 'app_kiosk_x') return { isApp: true, isKiosk: true, isFranchise: false };
  if (owner === 'app_franchises_x') return { isApp: true, isKiosk: false, isFranchise: true };
  if (owner.startsWith('app_')) return { isApp: true, isKiosk: false, isFranchise: false };
  const isFranchise = owner === 'franchise' || owner === 'web_franchise';
  return { isApp: false, isKiosk: false, isFranchise };
}

/**
 * docs/product/overview.md#products: every website but the dashboard, and of the apps only the
 * kiosk and franchises apps.
 */
export function hasAdvancedTab(owner: TThemeOwnerKind): boolean {
  if (owner.startsWith('app_')) return appHasAdvancedTab(owner);
  return owner !== 'dashboard' && owner !== 'web_dashboard';
}

/**
 * The Advanced leaves a save or an upload may change for this owner; none without an Advanced tab.
 */
export function advancedLeavesFor(owner: TThemeOwnerKind): Map<string, TLeaf> {
  return hasAdvancedTab(owner) ? editableLeaves(modeFlagsFor(owner)) : new Map();
}

/** The Advanced image leaves an upload may target for this owner, by path. */
export function advancedImageLeavesFor(owner: TThemeOwnerKind): Map<string, TLeaf> {
  return new Map([...advancedLeavesFor(owner)].filter(([, leaf]) => leaf.kind === 'image'));
}

/** An image's crop is fixed to 1:1 when its recommended size is square (logos, the favicon). */
export const isSquareLeaf = (leaf: TLeaf): boolean =>
  leaf.size !== undefined && leaf.size.width === leaf.size.height;
