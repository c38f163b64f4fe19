// The demo menu every business shows on the website (docs/product/website.md#demo-menu): the
// project has businesses but no menus of its own yet, so each business gets a menu made from its
// slug, the same every time. The website draws it and the server prices orders from it, so a price
// is never taken from the browser.

export type TDemoProduct = {
  id: string;
  name: string;
  description: string;
  /** In cents. */
  price: number;
};
export type TDemoCategory = { id: string; name: string; products: TDemoProduct[] };

const CATEGORIES: { name: string; products: [string, string][] }[] = [
  {
    name: 'Starters',
    products: [
      ['Garlic bread', 'Toasted with herb butter and a pinch of sea salt.'],
      ['Soup of the day', 'Ask us what is simmering today; served with bread.'],
      ['Crispy wings', 'Six wings with a smoky glaze and a cool dip.'],
      ['Seasonal salad', 'Leaves, pickled onion, toasted seeds and a light dressing.'],
    ],
  },
  {
    name: 'Mains',
    products: [
      ['House special', 'The dish our regulars come back for, made to order.'],
      ['Grilled chicken plate', 'Marinated chicken, rice and roasted vegetables.'],
      ['Veggie bowl', 'Grains, roasted vegetables, greens and a tahini drizzle.'],
      ['Classic burger', 'Beef patty, cheddar, lettuce, tomato and our sauce.'],
      ['Pasta of the day', 'Fresh pasta with a sauce that changes with the market.'],
    ],
  },
  {
    name: 'Desserts',
    products: [
      ['Chocolate brownie', 'Warm, fudgy and served with vanilla cream.'],
      ['Fruit cup', 'Whatever is ripe and sweet this week.'],
      ['Cheesecake slice', 'Baked, creamy, on a biscuit base.'],
    ],
  },
  {
    name: 'Drinks',
    products: [
      ['Lemonade', 'Freshly squeezed, lightly sweet.'],
      ['Iced tea', 'Brewed in house, served over ice.'],
      ['Sparkling water', 'A chilled 500 ml bottle.'],
    ],
  },
];

/**
 * A small, stable hash of a string (FNV-1a): a business always gets the same demo menu and facts.
 */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The menu of one business: every category, 3 products or more each, prices from $2.50. */
export function demoMenu(businessSlug: string): TDemoCategory[] {
  const seed = stableHash(businessSlug);
  return CATEGORIES.map((category, c) => {
    const count = Math.max(3, category.products.length - ((seed >>> c) & 1));
    return {
      id: `c${c + 1}`,
      name: category.name,
      products: category.products.slice(0, count).map(([name, description], p) => ({
        id: `p${c + 1}${p + 1}`,
        name,
        description,
        price: 250 + 50 * ((seed >>> (c * 4 + p)) % 30) + (c === 1 ? 600 : 0),
      })),
    };
  });
}

/** One product of a business's demo menu, or undefined. */
export function findDemoProduct(businessSlug: string, productId: string): TDemoProduct | undefined {
  for (const category of demoMenu(businessSlug)) {
    const product = category.products.find((p) => p.id === productId);
    if (product) return product;
  }
  return undefined;
}
