import { describe, expect, it } from 'vitest';
import { currentSection, READING_LINE } from './section-nav';

describe('the section being read', () => {
  it('is the first while no section has reached the reading line', () => {
    expect(currentSection([200, 900, 1600], READING_LINE, false)).toBe(0);
  });

  it('is the last section whose top has passed the line, however long it is', () => {
    // The second section started 1,500 px ago and fills the screen; the third is still below.
    expect(currentSection([-2100, -1500, 700], READING_LINE, false)).toBe(1);
    expect(currentSection([-2100, -1500, READING_LINE], READING_LINE, false)).toBe(2);
  });

  it('is the last once the page is scrolled to its end, even if its top never reaches the line', () => {
    expect(currentSection([-900, -300, 500], READING_LINE, true)).toBe(2);
  });

  it('is none when the page has no sections', () => {
    expect(currentSection([], READING_LINE, false)).toBe(-1);
  });
});
