import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The console reads right to left in Arabic (lib/i18n.ts, Mantine's DirectionProvider), and its
// pages follow: a side is said as where a line starts or ends, never as left or right, and an icon
// that points the way is turned round with the page. This reads the console's files and names each
// place that says left or right, so a new one is caught before an Arabic reader meets it.

const SRC = dirname(fileURLToPath(import.meta.url));

/** Files that place something by left on purpose, and why. */
const ALLOWED: Record<string, string> = {
  // The website's preview is a page laid out at a screen's width, centred and scaled in its pane:
  // the sums are about the picture, not about which way the console reads.
  'components/scaled-frame.tsx': 'centres a scaled picture of a page',
};

const SIDES = [
  // Mantine's text alignment: 'start' and 'end' follow the direction.
  { pattern: /\bta="(left|right)"/, use: 'ta="start" or ta="end"' },
  // Mantine's margins and paddings by side: ms, me, ps, pe follow it.
  { pattern: /\s(ml|mr|pl|pr)=[{"]/, use: 'ms, me, ps or pe' },
  // Inline styles: the logical properties follow it.
  {
    pattern: /\b(margin|padding|border)(Left|Right)\b/,
    use: 'marginInlineStart, paddingInlineEnd, borderInlineStart...',
  },
  { pattern: /^\s+(left|right):/, use: 'insetInlineStart or insetInlineEnd' },
  // An icon pointing left or right drawn as it is points the wrong way in Arabic.
  {
    pattern: /<Icon\w*(Left|Right)\w*[\s/>]/,
    use: '<FlowIcon icon={…} /> (components/flow-icon.tsx)',
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each line that says left or right, as 'file:line: text (use …)'. */
function physicalSides(): string[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path).split(sep).join('/');
    if (file in ALLOWED) return [];
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return [];
        const side = SIDES.find(({ pattern }) => pattern.test(line));
        return side ? [`${file}:${index + 1}: ${line.trim()} (use ${side.use})`] : [];
      });
  });
}

describe('the console right to left', () => {
  it('says no side as left or right, and turns its pointing icons round', () => {
    expect(physicalSides()).toEqual([]);
  });

  it('finds a side said as left or right', () => {
    const line = (text: string) => SIDES.some(({ pattern }) => pattern.test(text));
    expect(line('<Table.Td ta="right">')).toBe(true);
    expect(line('<Text pl={54}>')).toBe(true);
    expect(line("style={{ borderLeft: '2px solid' }}")).toBe(true);
    expect(line('  left: 8,')).toBe(true);
    expect(line('<IconArrowLeft size={16} aria-hidden />')).toBe(true);
    expect(line('<Table.Td ta="end">')).toBe(false);
    expect(line('<FlowIcon icon={IconArrowLeft} size={16} />')).toBe(false);
    expect(line('<IconArrowUp size={16} />')).toBe(false);
  });
});
