import type { TAppPackage } from '../app-package';
import type { TIosSettings } from './ios-app';
import { hexOf } from './ios-colours';
import { json } from './ios-json';

/**
 * config.json, in the app's bundle: the Swift code reads the name and address from it at launch,
 * so nothing the owner typed is ever compiled as code.
 */
export function appConfigJson(app: TAppPackage, settings: TIosSettings): string {
  return json({
    name: app.name,
    bundle_id: settings.bundleId,
    version: settings.marketing,
    build: app.versionCode,
    site_url: app.siteUrl,
    colors: { primary: hexOf(settings.primary), background: hexOf(settings.background) },
    constants: app.constants,
  });
}
