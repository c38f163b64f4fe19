import { HELP_TOOLTIP_SLUGS, type TProductSlug } from '@oc/domain/products/products';

/**
 * The help tooltip of the products that have one (docs/product/screens.md#help-tooltip), for the
 * page header.
 */
export function helpFor(
  slug: TProductSlug,
  t: (key: `products.help.${'label' | 'ordering-website' | 'customer-app'}`) => string,
) {
  if (!HELP_TOOLTIP_SLUGS.includes(slug)) return undefined;
  return {
    label: t('products.help.label'),
    text: t(`products.help.${slug as 'ordering-website' | 'customer-app'}`),
  };
}
