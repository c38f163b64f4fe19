import sharp from 'sharp';
import * as b from './picture-bowls';
import * as d from './picture-dishes';
import { cup, glass, H, W } from './picture-parts';

// The demo products' pictures: a dish drawn on a soft gradient in a colour of its kind (pizza warm
// red, salads green, drinks blue, desserts pink), as a stand-in for a food photo. No text: the card
// already names the product, and a picture of words says nothing to a screen reader.

type TLook = { colours: [light: string, deep: string]; draw: () => string };

const TOMATO: TLook['colours'] = ['#ffe8e0', '#e8775f'];
const AMBER: TLook['colours'] = ['#fff1d6', '#f5b453'];
const BUTTER: TLook['colours'] = ['#fff9db', '#f2cc4f'];
const LEAF: TLook['colours'] = ['#ebfbee', '#8fd19e'];
const SAFFRON: TLook['colours'] = ['#fff4db', '#f0a94b'];
const CLAY: TLook['colours'] = ['#fdeee4', '#d98c5f'];
const SEA: TLook['colours'] = ['#e3faf7', '#63c5b8'];
const CORAL: TLook['colours'] = ['#fff0ec', '#f59c86'];
const SUNSET: TLook['colours'] = ['#fff3d9', '#f28c3c'];
const EMBER: TLook['colours'] = ['#fbe9e4', '#c8654a'];
const SKY: TLook['colours'] = ['#e7f5ff', '#74b3f0'];
const SLATE: TLook['colours'] = ['#edf2f7', '#8aa4c2'];
const WINE: TLook['colours'] = ['#f8e9ef', '#b5657f'];
const SAND: TLook['colours'] = ['#faf3e6', '#d8b27a'];
const ROSE: TLook['colours'] = ['#fff0f6', '#f59fc4'];
const WHEAT: TLook['colours'] = ['#fbf3e4', '#d9b07a'];
const LAVENDER: TLook['colours'] = ['#f3f0ff', '#b1a4ec'];
const LATTE: TLook['colours'] = ['#f6efe8', '#b08968'];
const JADE: TLook['colours'] = ['#e6fcf5', '#7fcfae'];
const CITRUS: TLook['colours'] = ['#fff4e6', '#ffa94d'];

/** Each picture the demo menus use, by name; one stored file each, shared by its products. */
export const LOOKS = {
  pizza: { colours: TOMATO, draw: d.pizza },
  burger: { colours: AMBER, draw: d.burger },
  fries: { colours: BUTTER, draw: d.fries },
  sushi: { colours: SEA, draw: d.sushi },
  nigiri: { colours: CORAL, draw: d.nigiri },
  taco: { colours: SUNSET, draw: d.taco },
  wrap: { colours: SAND, draw: d.wrap },
  kebab: { colours: EMBER, draw: d.skewer },
  fish: { colours: SLATE, draw: d.fishAndChips },
  dumplings: { colours: JADE, draw: () => d.dumplings() },
  samosas: { colours: SAFFRON, draw: () => d.dumplings('#e8a93e') },
  steak: { colours: WINE, draw: d.steak },
  paella: { colours: SAFFRON, draw: d.paella },
  tapas: { colours: SAND, draw: b.tapas },
  salad: { colours: LEAF, draw: b.salad },
  soup: { colours: CLAY, draw: () => b.hotBowl('#f08c00', '#fff3bf') },
  curry: { colours: SAFFRON, draw: () => b.hotBowl('#d9822b', '#fff4e6') },
  'rice-bowl': { colours: SEA, draw: b.riceBowl },
  noodles: { colours: CLAY, draw: b.noodles },
  granola: { colours: LAVENDER, draw: b.granola },
  cake: { colours: ROSE, draw: b.cake },
  bread: { colours: WHEAT, draw: b.loaf },
  bagel: { colours: WHEAT, draw: b.bagel },
  croissant: { colours: BUTTER, draw: b.croissant },
  toast: { colours: LEAF, draw: b.toast },
  lemonade: { colours: SKY, draw: () => glass('#ffe066', '#fcc419') },
  'iced-tea': { colours: SKY, draw: () => glass('#d9822b', '#fcc419') },
  shake: { colours: ROSE, draw: () => glass('#fcc2d7', null) },
  juice: { colours: CITRUS, draw: () => glass('#ffa94d', '#ff922b') },
  'green-juice': { colours: LEAF, draw: () => glass('#94d82d', '#ffd43b') },
  lassi: { colours: SAFFRON, draw: () => glass('#ffd8a8', null) },
  coffee: { colours: LATTE, draw: () => cup('#6f4e37') },
  tea: { colours: JADE, draw: () => cup('#c2782a') },
} satisfies Record<string, TLook>;

export type TLookName = keyof typeof LOOKS;

// One linear gradient, light behind the dish and deeper to a corner: a radial glow looks alike and
// doubles the drawing time, which every first start and test run pays.
const svgOf = ({ colours: [light, deep], draw }: TLook) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/>` +
  `<stop offset=".3" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>` +
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
  // A little larger than drawn, to fill the card's square crop; still inside the page's 9:4 one.
  `<g transform="translate(${W / 2} ${H / 2}) scale(1.12) translate(${-W / 2} ${-H / 2})">${draw()}</g></svg>`;

// Drawn once per process: the tests' setup seeds two projects, which share the same pictures.
const drawn = new Map<TLookName, Buffer>();

/** The picture as a JPEG: small (640x480, quality 70), as the seed runs at every first start. */
export async function productPicture(name: TLookName): Promise<Buffer> {
  const kept = drawn.get(name);
  if (kept) return kept;
  const bytes = await sharp(Buffer.from(svgOf(LOOKS[name])))
    .jpeg({ quality: 70 })
    .toBuffer();
  drawn.set(name, bytes);
  return bytes;
}
