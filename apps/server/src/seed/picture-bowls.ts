import { bowl, CX, dots, shadow, steam } from './picture-parts';

// Bowls of the demo menus, and what the bakery sells.

export const salad = () =>
  bowl(
    dots('#40c057', 44, [
      [230, 236],
      [300, 214],
      [376, 222],
    ]) +
      dots('#69db7c', 34, [
        [262, 214],
        [344, 200],
        [410, 238],
      ]) +
      dots('#e03131', 14, [
        [286, 236],
        [356, 232],
      ]) +
      dots('#fff3bf', 12, [[320, 226]]),
  );

/** A bowl of something hot: its surface, a few pieces in it, and steam. */
export const hotBowl = (surface: string, pieces: string) =>
  steam(200) +
  bowl(
    `<ellipse cx="${CX}" cy="250" rx="150" ry="22" fill="${surface}"/>` +
      dots(pieces, 11, [
        [260, 248],
        [320, 256],
        [372, 246],
      ]),
  );

/** Rice heaped in a bowl with toppings. */
export const riceBowl = () =>
  bowl(
    dots('#fff', 54, [
      [262, 238],
      [320, 220],
      [380, 238],
    ]) +
      dots('#8c4a2f', 18, [
        [290, 214],
        [336, 200],
      ]) +
      dots('#74b816', 16, [[380, 214]]) +
      dots('#ff8a5b', 14, [[254, 222]]),
    '#1b1b1b',
  );

export const granola = () =>
  bowl(
    `<ellipse cx="${CX}" cy="246" rx="150" ry="26" fill="#fff"/>` +
      dots('#d08c3e', 10, [
        [262, 238],
        [282, 248],
        [300, 236],
        [352, 240],
        [372, 250],
      ]) +
      dots('#c2255c', 13, [
        [322, 232],
        [340, 250],
        [392, 238],
      ]) +
      dots('#364fc7', 11, [
        [240, 248],
        [312, 252],
      ]),
  );

/** Noodles lifted out of their bowl by chopsticks. */
export const noodles = () =>
  bowl(
    `<ellipse cx="${CX}" cy="250" rx="150" ry="22" fill="#e8a24a"/>` +
      `<path d="M296 250 q-12 -40 6 -80 t-2 -70 M316 250 q-10 -42 8 -82 t0 -70 M336 250 q-8 -40 10 -80 t2 -72" stroke="#ffe8a3" stroke-width="9" fill="none" stroke-linecap="round"/>` +
      `<line x1="330" y1="86" x2="470" y2="160" stroke="#5c2d0c" stroke-width="9" stroke-linecap="round"/>` +
      `<line x1="316" y1="102" x2="470" y2="184" stroke="#5c2d0c" stroke-width="9" stroke-linecap="round"/>`,
    '#c92a2a',
  );

/** Tapas in a terracotta dish, from above. */
export const tapas = () =>
  `${shadow(356, 118)}<circle cx="${CX}" cy="240" r="118" fill="#c2552a"/><circle cx="${CX}" cy="240" r="96" fill="#a8431c"/>` +
  [
    [280, 210],
    [340, 200],
    [370, 256],
    [300, 272],
    [246, 254],
    [320, 238],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${Number(x) - 22}" y="${Number(y) - 22}" width="44" height="44" rx="10" fill="#f2c14e" transform="rotate(${Number(x) % 40} ${x} ${y})"/>`,
    )
    .join('') +
  dots('#e03131', 9, [
    [300, 226],
    [352, 238],
    [276, 250],
  ]) +
  dots('#fff', 7, [
    [330, 262],
    [262, 218],
  ]);

/** A slice of layer cake with a cherry, on a plate. */
export const cake = () =>
  `${shadow(338, 150)}<ellipse cx="${CX}" cy="330" rx="150" ry="28" fill="#fff"/>` +
  `<path d="M210 232 L430 232 L352 170 Z" fill="#f783ac"/>` +
  `<rect x="210" y="232" width="220" height="92" fill="#f3d9a4"/>` +
  `<rect x="210" y="258" width="220" height="12" fill="#fff5e6"/><rect x="210" y="292" width="220" height="12" fill="#fff5e6"/>` +
  `<rect x="210" y="232" width="220" height="12" fill="#f06595"/>` +
  `<path d="M340 196 q6 -30 26 -44" stroke="#2b8a3e" stroke-width="4" fill="none"/><circle cx="340" cy="200" r="16" fill="#e03131"/>`;

/** A loaf on a board, scored. */
export const loaf = () =>
  `${shadow(344, 170)}<rect x="150" y="300" width="340" height="40" rx="12" fill="#c08457"/>` +
  `<path d="M186 312 L190 244 Q196 172 320 172 Q444 172 450 244 L454 312 Z" fill="#c8803a"/>` +
  `<path d="M238 226 l40 -36 M300 224 l40 -36 M362 226 l40 -36" stroke="#e9b872" stroke-width="10" stroke-linecap="round"/>`;

/** A sesame bagel on a plate, from above. */
export const bagel = () =>
  `${shadow(372, 132)}<circle cx="${CX}" cy="240" r="132" fill="#fff"/>` +
  `<circle cx="${CX}" cy="240" r="74" fill="none" stroke="#c97c32" stroke-width="74"/>` +
  `<circle cx="${CX}" cy="240" r="74" fill="none" stroke="#e0a35a" stroke-width="30"/>` +
  dots('#fff8e1', 4, [
    [268, 180],
    [300, 170],
    [352, 174],
    [380, 196],
    [392, 240],
    [378, 290],
    [340, 310],
    [290, 310],
    [256, 290],
    [246, 236],
  ]);

/** A croissant: overlapping rolls of pastry on a curve. */
export const croissant = () =>
  `${shadow(330, 160)}` +
  [
    [190, 270, 26, -40],
    [244, 236, 40, -20],
    [320, 224, 54, 0],
    [396, 236, 40, 20],
    [450, 270, 26, 40],
  ]
    .map(
      ([x, y, r, a]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${Number(r) * 1.4}" fill="#d9893b" stroke="#b0641f" stroke-width="4" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('');

/** Toast topped with avocado, from above. */
export const toast = () =>
  `${shadow(356, 130)}<path d="M206 340 L206 200 Q206 124 320 124 Q434 124 434 200 L434 340 Z" fill="#c8803a"/>` +
  `<path d="M222 326 L222 204 Q222 140 320 140 Q418 140 418 204 L418 326 Z" fill="#f3d9a4"/>` +
  [250, 290, 330, 370]
    .map(
      (x) =>
        `<ellipse cx="${x + 10}" cy="236" rx="24" ry="62" fill="#94d82d" stroke="#5c940d" stroke-width="5" transform="rotate(12 ${x + 10} 236)"/>`,
    )
    .join('') +
  dots('#e03131', 4, [
    [268, 196],
    [330, 280],
    [376, 210],
  ]);
