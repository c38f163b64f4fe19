import { type Zippable, zipSync } from 'fflate';
import type { TAppPackage, TPackagerContext } from '../app-package';
import { APP, iosSettings, type TIosSettings } from './ios-app';
import { appConfigJson } from './ios-app-config';
import { assetCatalogFiles } from './ios-asset-catalog';
import { appIcon, imageStep, splashImages } from './ios-images';
import { exportOptionsPlist, infoPlist } from './ios-info-plist';
import { launchScreen } from './ios-launch-screen';
import { PBX_IDS } from './ios-pbx-ids';
import { pbxproj } from './ios-pbxproj';
import { projectFiles } from './ios-project-files';
import { readme } from './ios-readme';
import { xcodeScheme } from './ios-scheme';
import { templateFile } from './ios-template';

// Without a macOS build agent an iOS build cannot be compiled or signed here, so the owner gets the
// generated Xcode project instead: a complete WKWebView app that opens in Xcode, to sign and archive
// there. Every file is written from our own templates. The owner's name is the only free text, and
// it goes into three formats: XML (Info.plist, escaped and stripped of what XML cannot hold), JSON
// (config.json) and the README as plain text. It never enters a path (the folders and the target are
// called `App`), the pbxproj, or Swift: the Swift code reads the name and address from config.json
// at launch, so nothing the owner typed is ever compiled as code.

/** A file of the zip: its path under `App/` and its bytes. */
type TEntry = [path: string, bytes: Uint8Array];

/** What the build log says about the app's values Apple takes differently. */
function logSettings(app: TAppPackage, settings: TIosSettings, ctx: TPackagerContext) {
  if (settings.bundleId !== app.packageName)
    ctx.log(
      `Bundle id ${settings.bundleId}: Apple allows no "_" in a bundle id, so it became "-".`,
    );
  if (settings.marketing !== app.version)
    ctx.log(`Version ${settings.marketing}: iOS versions have at most three numbers.`);
}

/**
 * A complete Xcode project (zip) of a WKWebView app: the app's name (CFBundleDisplayName), bundle
 * id (PRODUCT_BUNDLE_IDENTIFIER = packageName, `_` made `-` as Apple requires), version
 * (MARKETING_VERSION, its first three numbers; CURRENT_PROJECT_VERSION = versionCode), the icon
 * (one 1024 × 1024 universal icon from launcherIcon, or the initial on the primary colour), launch
 * images (a LaunchImage imageset from the iOS splash images when given, shown by
 * LaunchScreen.storyboard; the background colour otherwise), the accent colour, config.json,
 * GoogleService-Info.plist when given, ExportOptions.plist for the mode and a README.txt.
 */
export async function xcodeProjectZip(app: TAppPackage, ctx: TPackagerContext): Promise<Buffer> {
  ctx.signal.throwIfAborted();
  const settings = iosSettings(app);
  logSettings(app, settings, ctx);

  ctx.log(app.launcherIcon ? 'App icon: from the launcher icon.' : 'App icon: generated.');
  const icon = await imageStep('app icon', () => appIcon(app, settings.primary), ctx);
  ctx.signal.throwIfAborted();
  const splash = await imageStep('launch images', () => splashImages(app), ctx);
  ctx.log(
    splash.length
      ? `Launch screen: ${splash.map((s) => s.slot.name).join(', ')}.`
      : 'Launch screen: the background colour (no iOS splash images).',
  );
  ctx.signal.throwIfAborted();

  // In the zip: App/ holds the project, App/App/ the target's files.
  const text = (s: string) => Buffer.from(s, 'utf8');
  const fromTemplate = async (path: string): Promise<TEntry> => [path, await templateFile(path)];
  const project = `${APP}.xcodeproj/`;
  const entries: TEntry[] = [
    ...assetCatalogFiles(icon, settings.primary, splash).map(
      ([path, bytes]): TEntry => [`${APP}/Assets.xcassets/${path}`, bytes],
    ),
    [`${APP}/LaunchScreen.storyboard`, text(launchScreen(settings.background, splash))],
    await fromTemplate(`${APP}/BrandedApp.swift`),
    await fromTemplate(`${APP}/WebView.swift`),
    [`${APP}/config.json`, text(appConfigJson(app, settings))],
    [`${APP}/Info.plist`, text(infoPlist(app, settings))],
    ...(app.firebase.ios ? [[`${APP}/GoogleService-Info.plist`, app.firebase.ios] as TEntry] : []),
    [`${project}project.pbxproj`, text(pbxproj(projectFiles(!!app.firebase.ios), settings))],
    await fromTemplate(`${project}project.xcworkspace/contents.xcworkspacedata`),
    [`${project}xcshareddata/xcschemes/${APP}.xcscheme`, text(xcodeScheme(PBX_IDS.target))],
    ['ExportOptions.plist', text(exportOptionsPlist(settings.method))],
    ['README.txt', text(readme(app, settings))],
  ];

  // PNGs are compressed already; deflating them again only costs time.
  const zippable: Zippable = {};
  for (const [path, bytes] of entries)
    zippable[`${APP}/${path}`] = [bytes, { level: path.endsWith('.png') ? 0 : 6 }];
  const zip = Buffer.from(zipSync(zippable));
  ctx.log(`Xcode project: ${entries.length} files, ${zip.length} bytes.`);
  return zip;
}
