import { DEMO_MENUS } from './demo-menus';
import { lookOf } from './demo-product-looks';
import { productPicture, type TLookName } from './product-pictures';

/**
 * Stores each picture the demo menus show, once (products of the same look share the file, as
 * files are shared by content); answers each one's address by look.
 */
export async function storeProductPictures(
  put: (bytes: Buffer) => Promise<string>,
): Promise<ReadonlyMap<TLookName, string>> {
  const looks = new Set(
    Object.values(DEMO_MENUS).flatMap(({ menu }) =>
      menu.flatMap((category) => category.products.map(([name]) => lookOf(category, name))),
    ),
  );
  const stored = await Promise.all(
    [...looks]
      .filter((look) => look !== null)
      .map(async (look) => [look, await put(await productPicture(look))] as const),
  );
  return new Map(stored);
}
