import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import { useProducts } from '../products/get-products';
import { useSite } from './get-site';

/**
 * The languages the ordering website speaks besides its default (docs/product/website.md#languages):
 * those an owner may write a business's or a product's name and description in. Empty while the
 * website is loading, and when it speaks one language.
 */
export function useOrderingLanguages(): TSiteLanguage[] {
  const products = useProducts();
  const ordering = products.data?.find((p) => p.code === 'web_ordering');
  const site = useSite(ordering?.site_id);
  return site.data?.languages.slice(1) ?? [];
}
