import { appStartUrl, chosenAppLanguages } from '@oc/domain/apps/app-languages';
import type { TAppPackage } from '../app-package';
import type { TIosSettings } from './ios-app';
import { hexOf } from './ios-colours';
import { json } from './ios-json';

/**
 * config.json, in the app's bundle: the Swift code reads the name and address from it at launch,
 * so nothing the owner typed is ever compiled as code. The address it opens tells the website the
 * app's languages, as the Android app's does (appStartUrl).
 */
export function appConfigJson(app: TAppPackage, settings: TIosSettings): string {
  const languages = chosenAppLanguages(app.constants);
  return json({
    name: app.name,
    bundle_id: settings.bundleId,
    version: settings.marketing,
    build: app.versionCode,
    site_url: appStartUrl(app.siteUrl, languages),
    languages,
    colors: { primary: hexOf(settings.primary), background: hexOf(settings.background) },
    constants: app.constants,
  });
}
