import type { TAppPackage } from '../app-package';
import { APP, type TIosSettings } from './ios-app';

/** README.txt: how the owner opens, signs and archives the project on a Mac. */
export function readme(app: TAppPackage, settings: TIosSettings): string {
  const { bundleId, marketing, method } = settings;
  // Plain text: the name is shown as typed, on one line.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters become spaces
  const name = app.name.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  return `Xcode project of the iOS app "${name}"
Bundle id ${bundleId}, version ${marketing} (build ${app.versionCode}).

This server has no Mac to build iOS apps on, so here is the complete Xcode project to build on yours.

1. Open
   Unzip this file on a Mac with Xcode 15 or newer and open ${APP}/${APP}.xcodeproj.
   The project, target and scheme are called "${APP}"; the name people see on their phones is the
   one above (Info.plist, CFBundleDisplayName).

2. Sign
   Select the ${APP} target, tab "Signing & Capabilities": keep "Automatically manage signing" on
   and choose your Team (an Apple Developer Program membership). The bundle id must be registered
   to that team; Xcode registers it when it can.
   The app opens ${app.siteUrl}; that address and the other settings are in ${APP}/config.json.

3. Archive
   Choose "Any iOS Device (arm64)" as the destination, then Product > Archive. In the Organizer,
   "Distribute App" sends it to App Store Connect (app-store) or exports an .ipa for registered
   devices (ad-hoc).
   From the command line, with your team id in place of TEAMID:
     xcodebuild -project ${APP}.xcodeproj -scheme ${APP} -configuration Release \\
       -archivePath build/${APP}.xcarchive -allowProvisioningUpdates DEVELOPMENT_TEAM=TEAMID archive
     xcodebuild -exportArchive -archivePath build/${APP}.xcarchive \\
       -exportOptionsPlist ExportOptions.plist -exportPath build -allowProvisioningUpdates
   ExportOptions.plist is set up for ${method}.
`;
}
