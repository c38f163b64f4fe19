import { stableHash } from '@oc/domain/catalogue/demo-menu';
// What a business shows that the project has no column for yet (docs/product/website.md#demo-facts):
// fee, times, distance, rating, an offer, a cuisine, a city, an address and a few reviews, made from
// the business's slug so a page is the same every time it is drawn (no clock, no randomness).

export type TDemoReview = {
  author: string;
  /** 1 to 5. */
  rating: number;
  /** ISO date. */
  date: string;
  comment: string;
};

export type TDemoFacts = {
  cuisine: string;
  city: string;
  address: string;
  description: string;
  /** Delivery fee in cents. */
  fee: number;
  deliveryMinutes: number;
  pickupMinutes: number;
  /** Kilometres, one decimal. */
  distance: number;
  /** 3.5 to 5.0, one decimal. */
  rating: number;
  reviewCount: number;
  offer: string | null;
  isFeatured: boolean;
  reviews: TDemoReview[];
};

const CUISINES = ['Pizza', 'Burgers', 'Sushi', 'Tacos', 'Salads', 'Bakery', 'Curry', 'Noodles'];
/** A cuisine the business's own name says, before one is picked for it. */
const CUISINE_WORDS: [RegExp, string][] = [
  [/pizza|trattoria|mia/, 'Pizza'],
  [/burger|bbq|grill/, 'Burgers'],
  [/sushi|poke|seoul|dragon|dim-sum/, 'Sushi'],
  [/taco|paella|casa/, 'Tacos'],
  [/curry|bombay|spice|kebab|falafel/, 'Curry'],
  [/noodle|pho/, 'Noodles'],
  [/bagel|crepe|bistro|cafe|brew/, 'Bakery'],
  [/bowl|vegan|green/, 'Salads'],
];
const CITIES = ['Springfield', 'Riverside', 'Fairview', 'Lakeside', 'Hillcrest'];
const STREETS = ['Main Street', 'Oak Avenue', 'Market Square', 'Harbour Road', 'Elm Lane'];
const OFFERS = ['10% off', 'Free delivery', '2 for 1 on drinks'];
const AUTHORS = ['Ana', 'Ben', 'Chloe', 'Dev', 'Emma', 'Femi', 'Grace', 'Hugo'];
const COMMENTS = [
  'Arrived hot and on time. Will order again.',
  'Generous portions and friendly staff.',
  'Good food, the delivery took a little longer than promised.',
  'My new favourite place for a quick dinner.',
  'Fresh ingredients and well packed.',
];

/** The demo facts of one business. */
export function demoFacts(slug: string): TDemoFacts {
  // One hash per fact, so facts do not move together.
  const pick = (fact: string, n: number) => stableHash(`${fact}:${slug}`) % n;
  const cuisine =
    CUISINE_WORDS.find(([words]) => words.test(slug))?.[1] ??
    CUISINES[pick('cuisine', CUISINES.length)] ??
    'Pizza';
  const city = CITIES[pick('city', CITIES.length)] ?? 'Springfield';
  const offerIndex = pick('offer', OFFERS.length * 2);
  const reviews = [0, 1, 2].map((i) => ({
    author: AUTHORS[pick(`author${i}`, AUTHORS.length)] ?? 'Ana',
    rating: 3 + pick(`stars${i}`, 3),
    date: `2026-${String(1 + pick(`month${i}`, 9)).padStart(2, '0')}-${String(
      10 + pick(`day${i}`, 18),
    )}`,
    comment: COMMENTS[pick(`comment${i}`, COMMENTS.length)] ?? '',
  }));
  return {
    cuisine,
    city,
    address: `${1 + pick('number', 220)} ${STREETS[pick('street', STREETS.length)]}, ${city}`,
    description: `${cuisine} made fresh every day, for delivery or pickup in ${city}.`,
    fee: 99 * pick('fee', 5),
    deliveryMinutes: 20 + 5 * pick('delivery', 6),
    pickupMinutes: 10 + 5 * pick('pickup', 3),
    distance: (5 + pick('distance', 80)) / 10,
    rating: (35 + pick('rating', 16)) / 10,
    reviewCount: 12 + pick('count', 300),
    offer: OFFERS[offerIndex] ?? null,
    isFeatured: pick('featured', 3) === 0,
    reviews,
  };
}
