import { mayUse } from '@oc/domain/team/roles';
import { BASIC_FIELDS } from '@oc/domain/themes/basic-fields';
import { isHexColour } from '@oc/domain/themes/colour.rules';
import { getPath, type TTree } from '@oc/domain/themes/theme-path';
import { useMe } from '../data/auth/get-me';
import { useProducts } from '../data/products/get-products';
import { useSite } from '../data/sites/get-site';
import { useTheme } from '../data/themes/get-theme';
import { authToken } from '../lib/auth-token';

/** A colour of the theme at a Basic field's path, when it is a valid hex colour. */
function colourAt(values: TTree | undefined, path: string) {
  const value = values ? getPath(values, path) : undefined;
  return isHexColour(value) ? value : null;
}

/**
 * The console's own look comes from the dashboard product (docs/product/overview.md#modes): its
 * primary button colour, page background and logo. It reads the same cached queries the dashboard
 * settings save updates, so a save restyles the console at once.
 */
export function useConsoleBrand() {
  const me = useMe();
  // The products are the branding area's: a member it is closed to keeps the console's own look.
  const readsProducts =
    authToken.get() !== null && me.data !== undefined && mayUse(me.data.role, 'branding');
  const products = useProducts({ enabled: readsProducts });
  const siteId = products.data?.find((p) => p.code === 'web_dashboard')?.site_id ?? null;
  const site = useSite(readsProducts ? siteId : null);
  const theme = useTheme(readsProducts && siteId !== null ? { kind: 'sites', id: siteId } : null);
  return {
    primary: colourAt(theme.data?.values, BASIC_FIELDS.primary_btn_color.theme),
    background: colourAt(theme.data?.values, BASIC_FIELDS.background_page.theme),
    logo: site.data?.logo ?? null,
    name: site.data?.name ?? null,
  };
}
