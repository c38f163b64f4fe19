import type { TWebMode } from '@oc/domain/products/products';

export type TWebTab = 'basic' | 'advanced' | 'widgets';

/**
 * Advanced hidden in dashboard mode; Widgets hidden in dashboard and franchise mode
 * (docs/product/screens.md#web-view-tabs).
 */
export function webTabsFor(mode: TWebMode): TWebTab[] {
  const tabs: TWebTab[] = ['basic'];
  if (mode !== 'dashboard') tabs.push('advanced');
  if (mode === 'website') tabs.push('widgets');
  return tabs;
}
