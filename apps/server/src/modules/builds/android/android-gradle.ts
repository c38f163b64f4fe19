import type { TAppPackage } from '../app-package';
import { MIN_SDK, TARGET_SDK } from './android-resources';

// The Gradle files of the Android project download (offered beside the bundle): a project Android
// Studio opens and `bundleRelease` builds, with the same manifest, code and resources as the APK
// and the bundle built here, and the same target (API 35, which Google Play asks for): the screen
// pads the page by the system bars that Android 15 draws it under.

const AGP = '8.7.3';
const GRADLE = '8.9';

export function gradleFiles(app: TAppPackage): Map<string, string> {
  // Package and version are checked patterns (letters, digits, _ and dots): safe in Groovy quotes.
  const files = new Map<string, string>();
  files.set(
    'settings.gradle',
    `pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}
dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}
rootProject.name = '${app.packageName}'
include ':app'
`,
  );
  files.set(
    'build.gradle',
    `plugins {
    id 'com.android.application' version '${AGP}' apply false
}
`,
  );
  files.set(
    'gradle.properties',
    `org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.nonTransitiveRClass=true
`,
  );
  files.set(
    'gradle/wrapper/gradle-wrapper.properties',
    `distributionBase=GRADLE_USER_HOME
distributionPath=wrapper/dists
distributionUrl=https\\://services.gradle.org/distributions/gradle-${GRADLE}-bin.zip
zipStoreBase=GRADLE_USER_HOME
zipStorePath=wrapper/dists
`,
  );
  files.set(
    'app/build.gradle',
    `plugins {
    id 'com.android.application'
}

// The release key: keystore.properties beside settings.gradle (see README.txt). Without it the
// release build is unsigned and has to be signed afterwards.
def keystoreProperties = new Properties()
def keystorePropertiesFile = rootProject.file('keystore.properties')
if (keystorePropertiesFile.exists()) {
    keystorePropertiesFile.withInputStream { keystoreProperties.load(it) }
}

android {
    namespace '${app.packageName}'
    compileSdk ${TARGET_SDK}

    defaultConfig {
        applicationId '${app.packageName}'
        minSdk ${MIN_SDK}
        targetSdk ${TARGET_SDK}
        versionCode ${app.versionCode}
        versionName '${app.version}'
    }

    signingConfigs {
        if (keystorePropertiesFile.exists()) {
            release {
                storeFile rootProject.file(keystoreProperties['storeFile'])
                storePassword keystoreProperties['storePassword']
                keyAlias keystoreProperties['keyAlias']
                keyPassword keystoreProperties['keyPassword']
            }
        }
    }

    buildTypes {
        release {
            minifyEnabled false
            if (keystorePropertiesFile.exists()) {
                signingConfig signingConfigs.release
            }
        }
    }

    compileOptions {
        sourceCompatibility JavaVersion.VERSION_17
        targetCompatibility JavaVersion.VERSION_17
    }

    buildFeatures {
        buildConfig false
    }
}
`,
  );
  files.set('README.txt', readme(app));
  return files;
}

function readme(app: TAppPackage): string {
  return `Android project of the app ${app.packageName}, version ${app.version} (${app.versionCode})
===========================================================================

The same app as the APK built by Owner Console: a WebView on ${app.siteUrl},
with your name, icons, splash screens, colours and settings.

Build the app bundle (AAB) for Google Play
-------------------------------------------
With Android Studio: File > Open, choose this folder, wait for the Gradle sync,
then Build > Generate Signed App Bundle / APK, choose Android App Bundle and
your keystore. The signed bundle is in app/release/.

From a terminal (JDK 17 and Gradle ${GRADLE} or newer installed): run
    gradle wrapper
once in this folder (it adds ./gradlew), then
    ./gradlew bundleRelease
The bundle is app/build/outputs/bundle/release/app-release.aab.

Signing
-------
Google Play accepts only signed bundles. Either let Android Studio sign it (above),
or create keystore.properties in this folder:
    storeFile=/path/to/your-keystore.jks
    storePassword=...
    keyAlias=...
    keyPassword=...
and ./gradlew bundleRelease signs with that key. Keep keystore.properties and the
keystore out of version control. To sign an unsigned bundle afterwards:
    jarsigner -keystore your-keystore.jks app-release.aab your-key-alias
With Play App Signing, sign with your upload key.

What is where
-------------
app/src/main/AndroidManifest.xml          the app's manifest
app/src/main/java/com/ownerconsole/shell/ the WebView screen
app/src/main/res/                         name, colours, icons, splash screens
app/src/main/assets/app_config.json       name, package, version, address, settings
`;
}
