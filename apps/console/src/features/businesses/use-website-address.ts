import { visitWebsiteUrl } from '@oc/domain/sites/visit-website.rules';
import { useConfigs } from '../../data/configs/get-configs';
import { useProducts } from '../../data/products/get-products';
import { useSite } from '../../data/sites/get-site';

/**
 * Where the ordering website is for customers (its custom domain once served, else the site url
 * or its default address), without a slash at the end; null until known. A business's page is
 * at /store/{slug} there (docs/product/website.md#pages).
 */
export function useWebsiteAddress(): string | null {
  const products = useProducts();
  const ordering = products.data?.find((p) => p.code === 'web_ordering');
  const site = useSite(ordering?.site_id);
  const configs = useConfigs();
  if (!site.data || !configs.data) return null;
  return visitWebsiteUrl({
    domain: site.data.domain,
    sslStatus: site.data.ssl_status,
    sslProcessStatus: site.data.ssl_process_status,
    siteUrl: configs.data.site_url,
    defaultUrl: site.data.default_url,
  }).replace(/\/+$/, '');
}
