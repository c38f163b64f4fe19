import type { TThemeOwnerKind } from '@oc/domain/themes/theme-mode';
import type { TTree } from '@oc/domain/themes/theme-path';

/**
 * Which theme: a website's (through its site) or an app's own (docs/decisions/005-app-themes.md).
 */
export type TThemeKey = { siteId: number } | { appId: number };

/** Whose theme a save writes, and what that owner may change in it. */
export type TThemeOwner = {
  /** The theme row: the website's or the app's. */
  theme: TThemeKey;
  /**
   * Site kind or product code: gives the Advanced mode flags and whether there is an Advanced tab.
   */
  mode: TThemeOwnerKind;
  /** Websites keep their Basic tab in the theme; an app's Basic tab lives elsewhere. */
  acceptsBasic: boolean;
  /** Why a setting of the tree that this owner may not change is refused. */
  lockedReason: string;
  /** A rule of this owner beyond the tree, for a path it accepts: a reason refuses the path. */
  refuse?: (path: string) => string | undefined;
  /**
   * A rule across paths, asked of the tree a save would leave: a message refuses the whole save.
   * `changed` is the paths the save writes, so a rule is asked only when the save touches it.
   */
  refuseTree?: (values: TTree, changed: readonly string[]) => string | undefined;
};

/** One changed path of a theme save, and its new value. */
export type TThemeChange = { path: string; value: unknown };
