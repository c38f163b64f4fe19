import { describe, expect, it } from 'vitest';
import { getPath, setPath } from './theme-path';

describe('theme paths', () => {
  const tree = { a: { components: { b: 1, c: { d: 'x' } } }, e: true };

  it('reads leaves and misses', () => {
    expect(getPath(tree, 'a.components.c.d')).toBe('x');
    expect(getPath(tree, 'a.components.nope.d')).toBeUndefined();
    expect(getPath(tree, 'e.f')).toBeUndefined();
  });

  it('sets a leaf without touching the original or its siblings', () => {
    const next = setPath(tree, 'a.components.c.d', 'y');
    expect(getPath(next, 'a.components.c.d')).toBe('y');
    expect(getPath(tree, 'a.components.c.d')).toBe('x');
    expect(getPath(next, 'a.components.b')).toBe(1);
    expect(next.e).toBe(true);
  });

  it('creates missing branches and replaces a leaf standing in the way', () => {
    expect(setPath({}, 'x.y.z', 1)).toEqual({ x: { y: { z: 1 } } });
    expect(setPath({ x: 5 }, 'x.y', 1)).toEqual({ x: { y: 1 } });
  });

  it('refuses prototype keys', () => {
    expect(() => setPath({}, '__proto__.polluted', 1)).toThrow(/unsafe/);
    expect(() => setPath({}, 'a.constructor.prototype', 1)).toThrow(/unsafe/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
