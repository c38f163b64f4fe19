import { CX, dots, plate, shadow } from './picture-parts';

// Dishes of the demo menus, drawn in plain shapes: a stand-in for a food photo, never its name.

export const pizza = () =>
  `${shadow(372, 132)}<circle cx="${CX}" cy="240" r="132" fill="#e9b872"/>` +
  `<circle cx="${CX}" cy="240" r="112" fill="#d9480f"/><circle cx="${CX}" cy="240" r="102" fill="#f7c948"/>` +
  dots('#b02a2a', 15, [
    [280, 200],
    [355, 190],
    [375, 262],
    [300, 290],
    [250, 250],
    [330, 240],
  ]) +
  dots('#2b8a3e', 7, [
    [315, 180],
    [268, 288],
    [392, 222],
    [350, 300],
  ]) +
  `<path d="M${CX} 128 V352 M208 240 H432" stroke="#e9b872" stroke-width="4" opacity=".8"/>`;

export const burger = () =>
  `${shadow(346, 140)}<rect x="198" y="300" width="244" height="42" rx="18" fill="#d9893b"/>` +
  `<rect x="186" y="262" width="268" height="44" rx="20" fill="#6b3e26"/>` +
  `<path d="M192 262 H448 L440 276 L420 296 L402 276 L300 276 L282 300 L262 276 L200 276 Z" fill="#fcc419"/>` +
  `<path d="M190 252 q16 18 32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 v12 H190 Z" fill="#82c91e"/>` +
  `<rect x="204" y="236" width="232" height="18" rx="9" fill="#e03131"/>` +
  `<path d="M196 240 Q196 146 320 146 Q444 146 444 240 Z" fill="#e8a24a"/>` +
  dots('#fff4d6', 5, [
    [270, 180],
    [310, 168],
    [352, 178],
    [386, 200],
    [240, 208],
    [330, 204],
  ]);

export const fries = () =>
  `${shadow(352, 96)}` +
  [232, 258, 284, 310, 336, 362, 388]
    .map(
      (x, i) =>
        `<rect x="${x}" y="${140 + (i % 3) * 16}" width="20" height="130" rx="4" fill="#ffd43b" stroke="#f59f00" stroke-width="3" transform="rotate(${(i - 3) * 4} ${x + 10} 270)"/>`,
    )
    .join('') +
  `<path d="M226 222 Q320 252 414 222 L392 352 L248 352 Z" fill="#e03131"/>` +
  `<circle cx="${CX}" cy="298" r="24" fill="#fff" opacity=".85"/>`;

/** Three maki rolls on a wooden board, from above. */
export const sushi = () =>
  `${shadow(318, 190)}<rect x="130" y="172" width="380" height="140" rx="16" fill="#c08457"/>` +
  [230, 320, 410]
    .map(
      (x, i) =>
        `<circle cx="${x}" cy="242" r="46" fill="#212529"/><circle cx="${x}" cy="242" r="38" fill="#fff"/>` +
        `<circle cx="${x}" cy="242" r="15" fill="${i === 1 ? '#74b816' : '#ff8a5b'}"/>`,
    )
    .join('');

/** Two slices of fish on rice, on a board. */
export const nigiri = () =>
  `${shadow(318, 190)}<rect x="130" y="172" width="380" height="140" rx="16" fill="#c08457"/>` +
  [250, 390]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="250" rx="62" ry="34" fill="#fff"/>` +
        `<ellipse cx="${x}" cy="234" rx="68" ry="30" fill="#ff8a5b"/>` +
        `<path d="M${x - 40} 220 q10 14 4 34 M${x - 8} 212 q10 16 4 40 M${x + 24} 214 q10 16 4 36" stroke="#fff" stroke-width="5" fill="none" opacity=".7"/>`,
    )
    .join('');

/** A taco from the side: its filling held in the fold of the shell. */
export const taco = () =>
  `${shadow(352, 140)}` +
  dots('#8c4a2f', 30, [
    [250, 236],
    [310, 226],
    [370, 230],
  ]) +
  dots('#82c91e', 22, [
    [226, 214],
    [282, 200],
    [340, 198],
    [398, 208],
    [420, 230],
  ]) +
  dots('#e03131', 11, [
    [262, 196],
    [322, 186],
    [378, 192],
  ]) +
  dots('#fff', 8, [
    [298, 206],
    [352, 212],
  ]) +
  `<path d="M196 206 A124 124 0 0 0 444 206" fill="none" stroke="#f2c14e" stroke-width="34" stroke-linecap="round"/>` +
  `<path d="M196 206 A124 124 0 0 0 444 206" fill="none" stroke="#e0a526" stroke-width="4" stroke-dasharray="2 26"/>`;

/** A wrap cut open, its filling showing. */
export const wrap = () =>
  `${shadow(346, 150)}<g transform="rotate(-14 320 250)">` +
  `<rect x="170" y="196" width="300" height="108" rx="54" fill="#f1d8a8"/>` +
  `<path d="M230 200 q20 50 0 100 M290 198 q20 52 0 104 M350 198 q20 52 0 104" stroke="#e3bf80" stroke-width="5" fill="none"/>` +
  `<ellipse cx="438" cy="250" rx="40" ry="52" fill="#fff4e0"/>` +
  dots('#8c4a2f', 13, [
    [430, 226],
    [446, 262],
  ]) +
  dots('#82c91e', 10, [
    [450, 232],
    [424, 270],
  ]) +
  dots('#e03131', 8, [[436, 248]]) +
  '</g>';

/** A skewer of grilled meat and peppers over a plate. */
export const skewer = () =>
  `${plate(138)}<line x1="170" y1="330" x2="476" y2="156" stroke="#a0714f" stroke-width="8" stroke-linecap="round"/>` +
  [
    [212, 306, '#8c4a2f'],
    [256, 281, '#f03e3e'],
    [300, 256, '#8c4a2f'],
    [344, 231, '#74b816'],
    [388, 206, '#8c4a2f'],
    [430, 182, '#fff3bf'],
  ]
    .map(
      ([x, y, fill]) =>
        `<rect x="${Number(x) - 22}" y="${Number(y) - 22}" width="44" height="44" rx="10" fill="${fill}" transform="rotate(-30 ${x} ${y})"/>`,
    )
    .join('');

/** Battered fish with chips and a wedge of lemon. */
export const fishAndChips = () =>
  `${plate(140)}` +
  [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${300 + i * 24}" y="250" width="18" height="84" rx="4" fill="#ffd43b" transform="rotate(${-40 + i * 8} ${309 + i * 24} 292)"/>`,
    )
    .join('') +
  `<ellipse cx="286" cy="220" rx="118" ry="50" fill="#e8a93e" transform="rotate(-12 286 220)"/>` +
  dots('#f5c36b', 7, [
    [230, 222],
    [270, 206],
    [312, 214],
    [344, 196],
    [256, 240],
  ]) +
  `<path d="M396 292 L448 262 A60 60 0 0 1 430 330 Z" fill="#fcc419"/>`;

/** Dumplings in a bamboo steamer, from above. */
export const dumplings = (dough = '#f8f0e3') =>
  `${shadow(372, 134)}<circle cx="${CX}" cy="240" r="134" fill="#d4a373"/>` +
  `<circle cx="${CX}" cy="240" r="116" fill="#e9c79b"/>` +
  [
    [262, 206],
    [372, 210],
    [318, 290],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="46" fill="${dough}"/>` +
        `<path d="M${Number(x) - 22} ${Number(y) - 6} q22 -16 44 0 M${Number(x) - 16} ${Number(y) + 10} q16 -12 32 0" stroke="#000" stroke-opacity=".12" stroke-width="4" fill="none"/>`,
    )
    .join('');

/** A steak with greens and mash, from above. */
export const steak = () =>
  `${plate(140)}<path d="M214 214 Q230 168 300 178 Q352 186 348 244 Q344 302 270 300 Q206 296 214 214 Z" fill="#8b4513"/>` +
  `<path d="M238 206 L320 250 M236 240 L308 280 M256 190 L334 228" stroke="#5c2d0c" stroke-width="6"/>` +
  `<ellipse cx="392" cy="218" rx="46" ry="40" fill="#fff4d6"/>` +
  dots('#40c057', 14, [
    [370, 290],
    [400, 278],
    [398, 306],
    [428, 290],
  ]);

/** Paella in its wide pan, from above. */
export const paella = () =>
  `${shadow(374, 150)}<ellipse cx="160" cy="240" rx="32" ry="16" fill="#343a40"/><ellipse cx="480" cy="240" rx="32" ry="16" fill="#343a40"/>` +
  `<circle cx="${CX}" cy="240" r="136" fill="#343a40"/><circle cx="${CX}" cy="240" r="122" fill="#f2b600"/>` +
  [
    [270, 196],
    [372, 220],
    [300, 294],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x} ${y} a26 26 0 1 1 30 22" fill="none" stroke="#ff8a5b" stroke-width="13" stroke-linecap="round"/>`,
    )
    .join('') +
  dots('#212529', 13, [
    [350, 170],
    [236, 256],
    [388, 296],
  ]) +
  dots('#74b816', 6, [
    [320, 230],
    [280, 250],
    [352, 262],
    [330, 190],
    [262, 226],
  ]) +
  `<path d="M404 160 L440 190 A46 46 0 0 1 392 204 Z" fill="#fcc419"/>`;
