import arial from '@capsizecss/metrics/arial';
import poppins from '@capsizecss/metrics/poppins';
import { describe, expect, it } from 'vitest';
import { fallbackFaces, fallbackFamilies } from './font-fallbacks';

const latinWidth = (m: typeof arial) => (m.subsets?.latin?.xWidthAvg ?? m.xWidthAvg) / m.unitsPerEm;

describe('the faces that stand in for a theme font until it loads', () => {
  it('stretch Arial to Poppins’ average width and line height', () => {
    const css = fallbackFaces('Poppins');
    const arialFace = /@font-face\{font-family:"Poppins Arial";([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(arialFace).toContain('src:local("Arial"),local("ArialMT"),local("Liberation Sans")');
    const value = (name: string) =>
      Number(new RegExp(`${name}:([0-9.]+)%`).exec(arialFace)?.[1]) / 100;
    // The same text takes the same width in both…
    expect(latinWidth(arial) * value('size-adjust')).toBeCloseTo(latinWidth(poppins), 3);
    // …and the same line box: ascent + descent + gap, scaled, are Poppins' own.
    const line = value('ascent-override') + value('descent-override') + value('line-gap-override');
    const poppinsLine = (poppins.ascent - poppins.descent + poppins.lineGap) / poppins.unitsPerEm;
    expect(line * value('size-adjust')).toBeCloseTo(poppinsLine, 3);
    expect(css).toContain('font-family:"Poppins Roboto";src:local("Roboto")');
  });

  it('stand in for Latin text only, so Arabic is drawn in the system’s own Arabic font', () => {
    const faces = fallbackFaces('Raleway').match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      const range = /unicode-range:([^;}]*)/.exec(face)?.[1] ?? '';
      expect(range).toMatch(/^U\+0000-00FF,/);
      // Arabic letters (U+0600–06FF) are in none of its ranges.
      expect(range).not.toMatch(/U\+06/);
    }
  });

  it('are listed after the font, Arial first; none for a font without metrics', () => {
    expect(fallbackFamilies('Lobster')).toEqual(['Lobster Arial', 'Lobster Roboto']);
    expect(fallbackFamilies('Comic Sans MS')).toEqual([]);
    expect(fallbackFaces('Comic Sans MS')).toBe('');
  });
});
