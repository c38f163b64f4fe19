import type { TAppPackage } from '../app-package';
import { APP, type TIosSettings } from './ios-app';
import { plist } from './ios-plist';

/** Info.plist: the owner's name as the display name, held literally (never a build setting). */
export function infoPlist(app: TAppPackage, settings: TIosSettings): string {
  return plist({
    CFBundleDevelopmentRegion: 'en',
    CFBundleDisplayName: app.name,
    CFBundleExecutable: APP,
    CFBundleIdentifier: settings.bundleId,
    CFBundleInfoDictionaryVersion: '6.0',
    // iOS shows CFBundleName where the display name does not fit; Apple caps it at 15.
    CFBundleName: [...app.name].slice(0, 15).join(''),
    CFBundlePackageType: 'APPL',
    CFBundleShortVersionString: settings.marketing,
    CFBundleVersion: String(app.versionCode),
    ITSAppUsesNonExemptEncryption: false,
    LSRequiresIPhoneOS: true,
    UIApplicationSceneManifest: { UIApplicationSupportsMultipleScenes: false },
    UILaunchStoryboardName: 'LaunchScreen',
    UISupportedInterfaceOrientations: [
      'UIInterfaceOrientationPortrait',
      'UIInterfaceOrientationLandscapeLeft',
      'UIInterfaceOrientationLandscapeRight',
    ],
    'UISupportedInterfaceOrientations~ipad': [
      'UIInterfaceOrientationPortrait',
      'UIInterfaceOrientationPortraitUpsideDown',
      'UIInterfaceOrientationLandscapeLeft',
      'UIInterfaceOrientationLandscapeRight',
    ],
  });
}

/** ExportOptions.plist: how `xcodebuild -exportArchive` exports for the build's mode. */
export function exportOptionsPlist(method: TIosSettings['method']): string {
  return plist({
    method,
    signingStyle: 'automatic',
    stripSwiftSymbols: true,
    uploadSymbols: method === 'app-store',
    ...(method === 'app-store' ? { destination: 'export' } : { thinning: '<none>' }),
  });
}
