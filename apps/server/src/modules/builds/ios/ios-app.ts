import {
  colourOr,
  DEFAULT_COLOR,
  DEFAULT_PAGE_BACKGROUND,
  hexToRgb,
} from '@oc/domain/themes/colour.rules';
import type { TAppPackage } from '../app-package';
import type { TRgb } from './ios-colours';

/** The folder, target, product and executable name: ours, never the owner's name. */
export const APP = 'App';
export const DEPLOYMENT_TARGET = '16.0';

/** What the project takes from the app, in the forms Apple accepts. */
export type TIosSettings = {
  bundleId: string;
  marketing: string;
  build: number;
  method: 'app-store' | 'ad-hoc';
  primary: TRgb;
  background: TRgb;
};

/** Apple's bundle ids allow letters, digits, hyphens and dots: our package names may hold `_`. */
function bundleIdOf(packageName: string): string {
  return packageName.replace(/_/g, '-');
}

/** CFBundleShortVersionString is at most three integers; ours may have four. */
function marketingVersionOf(version: string): string {
  return version.split('.').slice(0, 3).join('.');
}

export function iosSettings(app: TAppPackage): TIosSettings {
  return {
    bundleId: bundleIdOf(app.packageName),
    marketing: marketingVersionOf(app.version),
    build: app.versionCode,
    method: app.mode === 'app-store' ? 'app-store' : 'ad-hoc',
    // A colour that is not `#RRGGBB` gives the default's.
    primary: hexToRgb(colourOr(app.colors.primary, DEFAULT_COLOR)),
    background: hexToRgb(colourOr(app.colors.background, DEFAULT_PAGE_BACKGROUND)),
  };
}
