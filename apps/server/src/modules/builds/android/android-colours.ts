import {
  colourOr,
  DEFAULT_COLOR,
  DEFAULT_PAGE_BACKGROUND,
  darker,
} from '@oc/domain/themes/colour.rules';
import type { TAppPackage } from '../app-package';
import type { TColours } from './android-images';

/**
 * The app's colours from its colour actions (owner content: a value that is not a colour is not
 * used): the primary's default is every colour picker's, the status bar a fifth darker than the
 * primary, the accent the secondary (else the primary), the background white unless set.
 */
export function coloursOf(app: TAppPackage): TColours {
  const primary = colourOr(app.colors.primary, DEFAULT_COLOR);
  return {
    primary,
    primaryDark: darker(primary),
    accent: colourOr(app.colors.secondary, primary),
    background: colourOr(app.colors.background, DEFAULT_PAGE_BACKGROUND),
  };
}
