import type { TBasicThemePath } from './basic-fields';
import type { TAdvancedPath } from './theme-tree';

// The theme's paths as types, derived from the two descriptions of the tree (theme-tree.ts for
// the Advanced tab, basic-fields.ts for the Basic one): code that reads or writes one leaf names
// it through themePath() or a parameter of these types, so a misspelt path fails typecheck.

/** A path of the theme tree that a description declares. */
export type TThemePath = TAdvancedPath | TBasicThemePath;

/** An element a `.hidden` leaf hides: the leaf's path without `.hidden`. */
export type THideablePath = TAdvancedPath extends infer P
  ? P extends `${infer Element}.hidden`
    ? Element
    : never
  : never;

/** The path itself, accepted only when the tree declares it. */
export const themePath = <const P extends TThemePath>(path: P): P => path;

/** The hideable elements below `Prefix.`, by the rest of their paths: a page's parts by name. */
export type THideableUnder<Prefix extends string> = THideablePath extends infer P
  ? P extends `${Prefix}.${infer Part}`
    ? Part
    : never
  : never;
