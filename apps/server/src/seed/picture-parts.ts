// The pieces the demo product pictures are drawn with, on a 640x480 canvas. A card shows the
// picture cropped to a square and the product page to 9:4, both about the centre, so every dish
// stays inside x 150–490, y 120–360.

export const W = 640;
export const H = 480;
export const CX = 320;

/** The soft shadow a dish casts on the table. */
export const shadow = (cy: number, rx: number) =>
  `<ellipse cx="${CX}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 6)}" fill="#000" opacity=".14"/>`;

/** A plate seen from above. */
export const plate = (r = 140) =>
  `${shadow(240 + r - 6, r)}<circle cx="${CX}" cy="240" r="${r}" fill="#fff"/>` +
  `<circle cx="${CX}" cy="240" r="${r - 26}" fill="#f1f3f5"/>`;

/** Dots at the given points, in one colour. */
export const dots = (fill: string, r: number, points: [number, number][]) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');

/** A bowl seen from the side, its filling heaped above the rim. */
export const bowl = (filling: string, colour = '#fff') =>
  `${shadow(352, 150)}${filling}<path d="M170 250 Q175 352 320 356 Q465 352 470 250 Z" fill="${colour}"/>` +
  `<path d="M170 250 Q320 272 470 250" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="4"/>`;

/** Three wisps of steam above a hot dish. */
export const steam = (y: number) =>
  [270, 320, 370]
    .map(
      (x) =>
        `<path d="M${x} ${y} q-14 -18 0 -36 q14 -18 0 -36" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".7"/>`,
    )
    .join('');

/** A tall glass of a drink, with ice, a straw and maybe a slice of citrus on the rim. */
export const glass = (drink: string, garnish: string | null) =>
  `${shadow(352, 80)}<line x1="352" y1="330" x2="410" y2="118" stroke="#f03e3e" stroke-width="12" stroke-linecap="round"/>` +
  `<path d="M262 150 L378 150 L364 352 L276 352 Z" fill="#fff" opacity=".45"/>` +
  `<path d="M267 196 L373 196 L361 344 L279 344 Z" fill="${drink}"/>` +
  `<rect x="284" y="206" width="34" height="34" rx="6" fill="#fff" opacity=".55" transform="rotate(-12 301 223)"/>` +
  `<rect x="322" y="218" width="32" height="32" rx="6" fill="#fff" opacity=".5" transform="rotate(14 338 234)"/>` +
  (garnish
    ? `<circle cx="268" cy="158" r="30" fill="${garnish}"/><circle cx="268" cy="158" r="22" fill="#fff" opacity=".45"/>`
    : '');

/** A cup on its saucer, steaming. */
export const cup = (drink: string) =>
  `${shadow(342, 150)}<ellipse cx="${CX}" cy="330" rx="150" ry="26" fill="#fff"/>` +
  `<ellipse cx="${CX}" cy="326" rx="90" ry="12" fill="#000" opacity=".06"/>` +
  `<circle cx="428" cy="252" r="30" fill="none" stroke="#fff" stroke-width="14"/>` +
  `<path d="M218 200 L422 200 Q414 318 320 326 Q226 318 218 200 Z" fill="#fff"/>` +
  `<ellipse cx="${CX}" cy="202" rx="102" ry="16" fill="${drink}"/>${steam(180)}`;
