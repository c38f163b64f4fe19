import { useProducts } from '../data/products/get-products';
import { useSite } from '../data/sites/get-site';
import { useTheme } from '../data/themes/get-theme';
import { authToken } from '../lib/auth-token';

const STYLE = 'my_products.components.theme_settings.components.style';
const hex = (v: unknown) => (typeof v === 'string' && /^#[0-9A-Fa-f]{6}$/.test(v) ? v : null);
function styleOf(values: Record<string, unknown> | undefined, key: string) {
  let node: unknown = values;
  for (const part of `${STYLE}.${key}`.split('.'))
    node = (node as Record<string, unknown> | undefined)?.[part];
  return hex(node);
}

/**
 * The console's own look comes from the dashboard product (spec 6 "Dashboard mode"): its primary
 * button colour, page background and logo. It reads the same cached queries the dashboard settings
 * save updates, so a save restyles the console at once.
 */
export function useConsoleBrand() {
  const isLoggedIn = authToken.get() !== null;
  const products = useProducts({ enabled: isLoggedIn });
  const siteId = products.data?.find((p) => p.code === 'web_dashboard')?.site_id ?? null;
  const site = useSite(isLoggedIn ? siteId : null);
  const theme = useTheme(isLoggedIn && siteId !== null ? { kind: 'sites', id: siteId } : null);
  return {
    primary: styleOf(theme.data?.values, 'primary_btn_color'),
    background: styleOf(theme.data?.values, 'background_page'),
    logo: site.data?.logo ?? null,
    name: site.data?.name ?? null,
  };
}
