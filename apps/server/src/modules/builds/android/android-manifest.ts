import type { TAppPackage } from '../app-package';
import type { TFiles } from './android-images';
import { assertPackageable } from './android-resources';

/** The launcher activity, shipped as code of ours (template/smali, template/java). */
const ACTIVITY = 'com.ownerconsole.shell.MainActivity';

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
    // Back reaches the app as the OnBackInvokedCallback of its screen from Android 13 on (the
    // predictive back gesture that API 35 turns on); onBackPressed before.
    'android:enableOnBackInvokedCallback="true"',
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
