import { PACKAGE_PATTERN, VERSION_PATTERN } from '@oc/domain/apps/app-settings.rules';
import type { TAppPackage, TBuildLogger } from '../app-package';
import { androidImages, type TColours, type TFiles } from './android-images';
import { androidString } from './android-text';

// Everything the app carries besides its code, as files of an Android project (res/, assets/, the
// manifest): the same files for the APK built here with apktool and for the Gradle project the
// owner can download, so that both are the same app.

/** The launcher activity, shipped as code of ours (template/smali, template/java). */
export const ACTIVITY = 'com.ownerconsole.shell.MainActivity';
export const MIN_SDK = 21;

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const DEFAULT_PRIMARY = '#2C7BE5';

/** The colour, when it is one (the value is owner content); else the fallback. */
const colourOr = (value: string | undefined, fallback: string) =>
  value && COLOUR.test(value) ? value.toUpperCase() : fallback;

/** The colour a fifth darker: the status bar under a bar of the primary colour. */
function darker(colour: string): string {
  const channels = [1, 3, 5].map((at) =>
    Math.round(Number.parseInt(colour.slice(at, at + 2), 16) * 0.8),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

export function coloursOf(app: TAppPackage): TColours {
  const primary = colourOr(app.colors.primary, DEFAULT_PRIMARY);
  return {
    primary,
    primaryDark: darker(primary),
    accent: colourOr(app.colors.secondary, primary),
    background: colourOr(app.colors.background, '#FFFFFF'),
  };
}

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

/** The theme: the Material light theme in the owner's colours, the splash as launch window. */
function valuesFiles(app: TAppPackage, colours: TColours): TFiles {
  const files: TFiles = new Map();
  files.set('res/values/strings.xml', stringsXml({ app_name: app.name, site_url: app.siteUrl }));
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

type TJson = Record<string, unknown>;
const objectOf = (value: unknown): TJson =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as TJson) : {};
const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 1000 ? value : undefined;

/**
 * The string resources the google-services Gradle plugin makes from google-services.json: the
 * client of this package (else the first), read defensively since the file is the owner's.
 * Null when the file is not such a document.
 */
export function googleServicesStrings(
  json: Buffer,
  packageName: string,
): Record<string, string> | null {
  let document: TJson;
  try {
    document = objectOf(JSON.parse(json.toString('utf8')));
  } catch {
    return null;
  }
  const project = objectOf(document.project_info);
  const clients = arrayOf(document.client).map(objectOf);
  const client =
    clients.find(
      (c) => objectOf(objectOf(c.client_info).android_client_info).package_name === packageName,
    ) ?? clients[0];
  if (!client) return null;
  const webClient = arrayOf(client.oauth_client)
    .map(objectOf)
    .find((o) => o.client_type === 3);
  const apiKey = textOf(objectOf(arrayOf(client.api_key)[0]).current_key);
  const strings: Record<string, string | undefined> = {
    google_app_id: textOf(objectOf(client.client_info).mobilesdk_app_id),
    gcm_defaultSenderId: textOf(project.project_number),
    google_api_key: apiKey,
    google_crash_reporting_api_key: apiKey,
    project_id: textOf(project.project_id),
    google_storage_bucket: textOf(project.storage_bucket),
    firebase_database_url: textOf(project.firebase_url),
    default_web_client_id: textOf(webClient?.client_id),
  };
  if (!strings.google_app_id) return null;
  return Object.fromEntries(
    Object.entries(strings).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
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

/**
 * The manifest. For apktool it names the package (the version is in apktool.yml); for Gradle the
 * build file names both, and a hard-coded debuggable is refused there.
 */
export function androidManifest(
  app: TAppPackage,
  files: TFiles,
  flavour: 'apktool' | 'gradle',
): string {
  const url = assertPackageable(app);
  const attributes = [
    'android:label="@string/app_name"',
    'android:icon="@mipmap/ic_launcher"',
    'android:theme="@style/AppTheme"',
    'android:allowBackup="true"',
    'android:supportsRtl="true"',
    // Plain http only for a site that is served that way (Android refuses it by default).
    `android:usesCleartextTraffic="${url.protocol === 'http:'}"`,
  ];
  if (flavour === 'apktool' && app.mode === 'debug') attributes.push('android:debuggable="true"');
  const notification = files.has('res/drawable-mdpi/ic_notification.png')
    ? `
        <meta-data
            android:name="com.google.firebase.messaging.default_notification_icon"
            android:resource="@drawable/ic_notification"/>
        <meta-data
            android:name="com.google.firebase.messaging.default_notification_color"
            android:resource="@color/colorAccent"/>`
    : '';
  const packageAttribute = flavour === 'apktool' ? ` package="${app.packageName}"` : '';
  return `<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android"${packageAttribute}>
    <uses-permission android:name="android.permission.INTERNET"/>
    <uses-permission android:name="android.permission.ACCESS_NETWORK_STATE"/>
    <application
        ${attributes.join('\n        ')}>
        <activity
            android:name="${ACTIVITY}"
            android:exported="true"
            android:launchMode="singleTask"
            android:configChanges="orientation|screenSize|screenLayout|smallestScreenSize|keyboard|keyboardHidden|uiMode">
            <intent-filter>
                <action android:name="android.intent.action.MAIN"/>
                <category android:name="android.intent.category.LAUNCHER"/>
            </intent-filter>
        </activity>${notification}
    </application>
</manifest>
`;
}

/**
 * The app's theme: the owner's colours on the bars and the splash image as the launch window.
 * `extra` items are added for newer Android versions (values-v35 of the Gradle project).
 */
export function appThemeXml(extra: readonly string[] = []): string {
  const items = [
    '<item name="android:colorPrimary">@color/colorPrimary</item>',
    '<item name="android:colorPrimaryDark">@color/colorPrimaryDark</item>',
    '<item name="android:colorAccent">@color/colorAccent</item>',
    '<item name="android:statusBarColor">@color/colorPrimaryDark</item>',
    '<item name="android:colorBackground">@color/colorBackground</item>',
    '<item name="android:windowBackground">@drawable/splash</item>',
    ...extra,
  ];
  return `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <style name="AppTheme" parent="@android:style/Theme.Material.Light.NoActionBar">
${items.map((item) => `        ${item}`).join('\n')}
    </style>
</resources>
`;
}
