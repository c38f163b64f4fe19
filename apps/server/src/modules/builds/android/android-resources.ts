import { appStartUrl, chosenAppLanguages } from '@oc/domain/apps/app-languages';
import { PACKAGE_PATTERN, VERSION_PATTERN } from '@oc/domain/apps/app-settings.rules';
import type { TAppPackage, TBuildLogger } from '../app-package';
import { coloursOf } from './android-colours';
import { androidImages, type TColours, type TFiles } from './android-images';
import { androidString } from './android-text';
import { googleServicesStrings } from './google-services';

// Everything the app carries besides its code, as files of an Android project (res/, assets/): the
// same files for the APK built here with apktool and for the Gradle project the owner can
// download, so that both are the same app. The manifest is android-manifest.ts.

export const MIN_SDK = 21;
/**
 * The API level the app targets, in the APK, the bundle and the Gradle project: what Google Play
 * requires of new apps and updates. The APK and the bundle are compiled against Debian's framework
 * resources (API 29) and the later attributes the manifest uses (android-framework.ts); the code
 * calls nothing newer than it checks for at run time.
 */
export const TARGET_SDK = 35;

/** The values the worker says it checked, checked again: they go into XML, YAML and Gradle. */
export function assertPackageable(app: TAppPackage): URL {
  if (!PACKAGE_PATTERN.test(app.packageName))
    throw new Error(`not an Android package name: ${app.packageName}`);
  if (!VERSION_PATTERN.test(app.version)) throw new Error(`not a version: ${app.version}`);
  if (
    !Number.isSafeInteger(app.versionCode) ||
    app.versionCode < 1 ||
    app.versionCode > 2_100_000_000
  )
    throw new Error(`not a versionCode: ${app.versionCode}`);
  const url = new URL(app.siteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`not a web address: ${app.siteUrl}`);
  return url;
}

const stringsXml = (strings: Record<string, string>) =>
  `<?xml version="1.0" encoding="utf-8"?>
<resources>
${Object.entries(strings)
  .map(
    ([name, value]) =>
      `    <string name="${name}" translatable="false" formatted="false">${androidString(value)}</string>`,
  )
  .join('\n')}
</resources>
`;

/**
 * The theme: the Material light theme in the owner's colours, the splash as launch window. The
 * address the app opens (site_url) tells the website the app's languages (appStartUrl), so that
 * the customer is offered the same ones in the app and on its pages.
 */
function valuesFiles(app: TAppPackage, colours: TColours): TFiles {
  const files: TFiles = new Map();
  const siteUrl = appStartUrl(app.siteUrl, chosenAppLanguages(app.constants));
  files.set('res/values/strings.xml', stringsXml({ app_name: app.name, site_url: siteUrl }));
  files.set(
    'res/values/colors.xml',
    `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <color name="colorPrimary">${colours.primary}</color>
    <color name="colorPrimaryDark">${colours.primaryDark}</color>
    <color name="colorAccent">${colours.accent}</color>
    <color name="colorBackground">${colours.background}</color>
    <color name="ic_launcher_background">${colours.background}</color>
</resources>
`,
  );
  files.set('res/values/styles.xml', appThemeXml());
  return files;
}

/** assets/app_config.json: what the app (and its website, through it) may want to know. */
function appConfig(app: TAppPackage): string {
  return `${JSON.stringify(
    {
      name: app.name,
      package: app.packageName,
      version: app.version,
      version_code: app.versionCode,
      site_url: app.siteUrl,
      languages: chosenAppLanguages(app.constants),
      constants: app.constants,
    },
    null,
    2,
  )}\n`;
}

/** Every res/ and assets/ file of the app. */
export async function androidResourceFiles(app: TAppPackage, log: TBuildLogger): Promise<TFiles> {
  const colours = coloursOf(app);
  const files: TFiles = new Map([
    ...valuesFiles(app, colours),
    ...(await androidImages(app, colours, log)),
  ]);
  files.set('assets/app_config.json', appConfig(app));
  if (app.firebase.android) {
    const strings = googleServicesStrings(app.firebase.android, app.packageName);
    if (strings) {
      files.set('assets/google-services.json', app.firebase.android);
      files.set('res/values/google_services.xml', stringsXml(strings));
    } else {
      log('google-services.json could not be read as a Firebase configuration; it is left out.');
    }
  }
  return files;
}

/** The app's theme: the owner's colours on the bars and the splash image as the launch window. */
function appThemeXml(): string {
  const items = [
    '<item name="android:colorPrimary">@color/colorPrimary</item>',
    '<item name="android:colorPrimaryDark">@color/colorPrimaryDark</item>',
    '<item name="android:colorAccent">@color/colorAccent</item>',
    '<item name="android:statusBarColor">@color/colorPrimaryDark</item>',
    '<item name="android:colorBackground">@color/colorBackground</item>',
    '<item name="android:windowBackground">@drawable/splash</item>',
  ];
  return `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <style name="AppTheme" parent="@android:style/Theme.Material.Light.NoActionBar">
${items.map((item) => `        ${item}`).join('\n')}
    </style>
</resources>
`;
}
