import {
  advancedImageLeavesFor,
  isSquareLeaf,
  type TThemeOwnerKind,
} from '@oc/domain/themes/theme-mode';

/** The images an upload may be for: each target's name and whether its crop must be 1:1. */
export type TImageTargets = Map<string, { isSquare: boolean }>;

/** The Advanced image settings (theme paths) of a website or app, by the mode of its editor. */
export function advancedImageTargets(owner: TThemeOwnerKind): TImageTargets {
  return new Map(
    [...advancedImageLeavesFor(owner)].map(([path, leaf]) => [
      path,
      { isSquare: isSquareLeaf(leaf) },
    ]),
  );
}
