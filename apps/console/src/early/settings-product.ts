import type { TProductCode } from '@oc/domain/products/product-codes';

/**
 * The settings page's product: the one ?id= names, else the product of the address's kind. Read
 * by the page, its loader (app/route-data.ts) and the console's first script (early-requests.ts),
 * which has no schema library: this module imports a type only.
 */
export function settingsProductOf<T extends { id: number; code: string; site_id: number | null }>(
  products: T[] | undefined,
  code: TProductCode | undefined,
  idParam: string | null,
): { listed: T | undefined; appId: number | undefined } {
  const listed =
    idParam !== null
      ? products?.find((p) => p.id === Number(idParam))
      : products?.find((p) => p.code === code);
  const appId = idParam !== null ? Number(idParam) : listed?.id;
  return { listed, appId: appId !== undefined && Number.isFinite(appId) ? appId : undefined };
}
