// biome-ignore-all lint/style/noRestrictedImports: the test reads the stylesheets it checks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The website's stylesheets say where things go by the line's start and end, never by the screen's
// left and right, so a page in a right-to-left language (Arabic) is the mirror of the same page in
// English with nothing of its own to keep in step. A declaration that must stay physical goes in
// ALLOWED with the reason.

const STYLESHEETS = ['site.css', 'islands.css', 'embed.css'] as const;

/** `file selector { property }` → why it stays physical. */
const ALLOWED: Record<string, string> = {
  // The drawer's slide is set per side and again per direction ([dir="rtl"] rules beside it), so
  // it always comes in from the edge the drawer stands at.
  'islands.css @keyframes oc-slide-in from { transform }':
    'translateX by --oc-slide-from, which the drawer rules set for each side and direction',
};

type TDeclaration = { file: string; where: string; property: string; value: string };

/** Every declaration of a stylesheet, with the selectors (and at-rules) it sits in. */
function declarationsOf(file: string): TDeclaration[] {
  const css = readFileSync(new URL(file, import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const found: TDeclaration[] = [];
  const open: string[] = [];
  let text = '';
  for (const char of css) {
    if (char === '{') {
      open.push(text.trim().replace(/\s+/g, ' '));
      text = '';
    } else if (char === '}' || char === ';') {
      const colon = text.indexOf(':');
      // A declaration has a property before its colon; a selector such as a:hover is only ever
      // followed by '{', which is handled above.
      if (colon > 0 && /^\s*-?[a-z-]+\s*$/.test(text.slice(0, colon)))
        found.push({
          file,
          where: open.join(' '),
          property: text.slice(0, colon).trim(),
          value: text.slice(colon + 1).trim(),
        });
      text = '';
      if (char === '}') open.pop();
    } else text += char;
  }
  return found;
}

/** A shorthand's values, split at the spaces outside parentheses: `calc(1px + 2px) 0` → 2. */
function valuesOf(value: string): string[] {
  const values: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.replace(/\s*!important$/, '')) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) values.push(current);
      current = '';
    } else current += char;
  }
  if (current) values.push(current);
  return values;
}

const SIDED = /(^|-)(left|right)(-|$)/;
const BOX_SHORTHANDS = [
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-style',
  'border-color',
];

/** Why a declaration would not mirror in a right-to-left page, or null when it does. */
function physicalSide({ property, value }: Pick<TDeclaration, 'property' | 'value'>) {
  if (property.startsWith('--')) return null;
  if (SIDED.test(property)) return `${property}: use its -inline-start / -inline-end form`;
  if (
    ['float', 'clear', 'text-align', 'caption-side'].includes(property) &&
    /\b(left|right)\b/.test(value)
  )
    return `${property}: ${value}: use start / end (inline-start / inline-end)`;
  if (
    /^(background|background-position|background-position-x|mask|mask-position|object-position|transform-origin|perspective-origin)$/.test(
      property,
    ) &&
    /\b(left|right)\b/.test(value)
  )
    return `${property} at a side: mirror it for [dir="rtl"] or centre it`;
  if (
    (property === 'transform' || property === 'translate') &&
    /translate(X|3d)?\(|^-?\d/.test(value)
  )
    return `${property} moves along the line: mirror it for [dir="rtl"]`;
  if (BOX_SHORTHANDS.includes(property)) {
    const values = valuesOf(value);
    if (values.length === 4 && values[1] !== values[3])
      return `${property} with four values, right and left unlike: use ${property}-block and ${property}-inline`;
  }
  if (property === 'border-radius') {
    const [corners] = value.split('/');
    const v = valuesOf(corners ?? '');
    // top-left top-right bottom-right bottom-left; three values: top-left, top-right and bottom-left, bottom-right.
    const unlike =
      (v.length === 2 && v[0] !== v[1]) ||
      (v.length === 3 && v[0] !== v[1]) ||
      (v.length === 4 && (v[0] !== v[1] || v[2] !== v[3]));
    if (unlike)
      return 'border-radius unlike left and right: use border-start-start-radius and the like';
  }
  return null;
}

describe('the website’s stylesheets, right to left', () => {
  it('place nothing by the screen’s left or right (only by the line’s start and end)', () => {
    const problems = STYLESHEETS.flatMap(declarationsOf).flatMap((declaration) => {
      const problem = physicalSide(declaration);
      const key = `${declaration.file} ${declaration.where} { ${declaration.property} }`;
      return problem && !ALLOWED[key] ? [`${key}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('keeps no allowance that no longer matches a declaration', () => {
    const keys = STYLESHEETS.flatMap(declarationsOf).map(
      (d) => `${d.file} ${d.where} { ${d.property} }`,
    );
    expect(Object.keys(ALLOWED).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('finds a physical side however it is written', () => {
    const physical = [
      ['margin-left', '1rem'],
      ['padding-right', '0'],
      ['right', '0'],
      ['border-left', '4px solid'],
      ['border-top-right-radius', '4px'],
      ['text-align', 'left'],
      ['float', 'right'],
      ['background-position', 'right 1rem center'],
      ['transform', 'translateX(100%)'],
      ['padding', '0.375rem 0.5rem 0.375rem 0'],
      ['margin', 'calc(-1 * var(--gutter)) 1rem 0 0'],
      ['border-radius', '0.5rem 0 0 0.5rem'],
    ];
    for (const [property, value] of physical)
      expect(physicalSide({ property: property as string, value: value as string })).not.toBeNull();
    const logical = [
      ['margin-inline-start', 'auto'],
      ['inset-inline', '0.5rem'],
      ['text-align', 'start'],
      ['margin', 'calc(-1 * var(--gutter)) calc(-1 * var(--gutter)) 1rem'],
      ['padding', '0.375rem 0.5rem'],
      ['border-radius', '0.5rem 0.5rem 0 0'],
      ['transform', 'scale(1.02)'],
      ['--oc-slide-from', '100%'],
    ];
    for (const [property, value] of logical)
      expect(physicalSide({ property: property as string, value: value as string })).toBeNull();
  });
});
