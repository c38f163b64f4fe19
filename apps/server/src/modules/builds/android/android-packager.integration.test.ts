import { execFileSync } from 'node:child_process';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeKeystore, type TKeystore } from '../../credentials/credentials.test-support';
import { createDebugKey, exportSigningKey } from '../../credentials/signing-key';
import {
  BuildFailure,
  type TAppPackage,
  type TPackagerContext,
  type TSigningKey,
} from '../app-package';
import { packageAndroidApk } from './android-packager';
import { androidProjectZip } from './android-project-zip';
import { missingAndroidTool } from './android-tools';
import { googleServicesStrings } from './google-services';

// Real builds with the real tools (apktool, zipalign, apksigner, aapt), read back with apksigner
// and aapt as a device and the Play Console would. Each build takes a few seconds, and the
// packager touches no database, so the builds run once, in the project without one.

const HOSTILE = `Joe's "Pizza" \\ @home <b>&`;

let work: string;
let jks: TKeystore;
let releaseKey: TSigningKey;

/** A plain PNG of a colour, the size the console asks for. */
const png = (size: number, colour: string) =>
  sharp({ create: { width: size, height: size, channels: 4, background: colour } })
    .png()
    .toBuffer();

const googleServices = (packageName: string) =>
  Buffer.from(
    JSON.stringify({
      project_info: {
        project_number: '123456789012',
        project_id: 'joes-pizza',
        storage_bucket: 'joes-pizza.appspot.com',
      },
      client: [
        {
          client_info: {
            mobilesdk_app_id: '1:123456789012:android:other',
            android_client_info: { package_name: 'com.other.app' },
          },
          api_key: [{ current_key: 'AIza-other' }],
        },
        {
          client_info: {
            mobilesdk_app_id: '1:123456789012:android:abc123',
            android_client_info: { package_name: packageName },
          },
          oauth_client: [{ client_id: 'web-client.apps.googleusercontent.com', client_type: 3 }],
          api_key: [{ current_key: 'AIza\'Key"with\\odd@chars' }],
        },
      ],
    }),
  );

async function fullApp(): Promise<TAppPackage> {
  return {
    name: HOSTILE,
    description: 'Pizza by the slice',
    packageName: 'com.joes.pizza',
    version: '1.2.3',
    versionCode: 1_002_003,
    mode: 'release',
    siteUrl: 'https://joes-pizza.example.com/',
    colors: { primary: '#AA3300', secondary: '#00AA55', text: '#111111', background: '#FFF8EE' },
    constants: {
      currency: 'EUR',
      tax_rate: 0.2,
      delivery: true,
      hours: { mon: '9-17' },
      supported_languages: ['fr', 'ar', 'en'],
    },
    launcherIcon: await png(1024, '#AA3300'),
    adaptiveForeground: await png(432, '#FFFFFF'),
    notificationIcon: await png(96, '#FFFFFF'),
    splash: [
      { name: 'splash_port_xhdpi', bytes: await png(720, '#FFF8EE') },
      { name: 'splash_land_xhdpi', bytes: await png(720, '#FFF8EE') },
    ],
    images: [],
    firebase: { android: googleServices('com.joes.pizza'), ios: null },
  };
}

function context(name: string, signal = new AbortController().signal) {
  const lines: string[] = [];
  const ctx: TPackagerContext = {
    workDir: mkdtempSync(join(work, `${name}-`)),
    log: (line) => lines.push(line),
    signal,
  };
  return { ctx, lines };
}

/** Runs a Debian tool the way an admin would, to read what we built. */
const tool = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** A string resource's value as aapt stored it (its dump escapes " and \ and writes \n, \t). */
function stringResource(apk: string, name: string): string | undefined {
  const dump = tool('aapt', ['dump', '--values', 'resources', apk]);
  const match = new RegExp(
    `:string/${name}: t=0x03[^\\n]*\\n\\s*\\(string8\\) "((?:[^"\\\\]|\\\\.)*)"`,
  ).exec(dump);
  return match?.[1]?.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

async function pngSize(bytes: Uint8Array | undefined) {
  const meta = await sharp(bytes).metadata();
  return [meta.width, meta.height];
}

/** Processes whose command line names the directory (the build's tools would). */
function processesIn(dir: string): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return cmdline.includes(dir) ? [`${pid}: ${cmdline.replaceAll('\0', ' ')}`] : [];
      } catch {
        return [];
      }
    });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'oc-test-android-'));
  jks = makeKeystore('JKS', 'upload');
  const exported = await exportSigningKey({
    bytes: jks.bytes,
    storePassword: jks.storePassword,
    alias: jks.alias,
    keyPassword: jks.keyPassword,
  });
  if (!exported.ok) throw new Error(exported.problem);
  releaseKey = exported.key;
}, 60_000);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('the Android tools', () => {
  it('are all here, and a missing one is named', async () => {
    expect(await missingAndroidTool()).toBeNull();
    const path = process.env.PATH;
    process.env.PATH = join(work, 'no-such-dir');
    try {
      expect(await missingAndroidTool()).toBe('aapt');
      const { ctx } = context('missing');
      await expect(packageAndroidApk(await fullApp(), releaseKey, ctx)).rejects.toEqual(
        new BuildFailure('BUILD_TOOLS_MISSING', { tool: 'aapt' }),
      );
    } finally {
      process.env.PATH = path;
    }
  });
});

describe('packageAndroidApk', () => {
  it("builds a release APK signed with the owner's key, carrying everything saved", async () => {
    const app = await fullApp();
    const { ctx, lines } = context('release');
    const started = Date.now();
    const bytes = readFileSync(await packageAndroidApk(app, releaseKey, ctx));
    const seconds = (Date.now() - started) / 1000;
    const apk = join(ctx.workDir, 'result.apk');
    writeFileSync(apk, bytes);

    // Signed with the owner's certificate, in every scheme.
    const verified = tool('apksigner', ['verify', '--print-certs', '-v', apk]);
    for (const scheme of [1, 2, 3])
      expect(verified).toMatch(new RegExp(`Verified using v${scheme} scheme[^:]*: true`));
    const sha256 = jks.sha256.replaceAll(':', '').toLowerCase();
    expect(verified).toContain(`Signer #1 certificate SHA-256 digest: ${sha256}`);
    expect(lines).toContain(`Signed (schemes v1, v2, v3); certificate SHA-256 ${jks.sha256}`);

    // What the device and the Play Console read.
    const badging = tool('aapt', ['dump', 'badging', apk]);
    expect(badging).toMatch(
      /^package: name='com\.joes\.pizza' versionCode='1002003' versionName='1\.2\.3'/m,
    );
    const label = /^application-label:'(.*)'$/m.exec(badging)?.[1]?.replace(/\\(.)/g, '$1');
    expect(label).toBe(HOSTILE);
    expect(stringResource(apk, 'app_name')).toBe(HOSTILE);
    // The website the app opens is told the app's languages, in the owner's order.
    expect(stringResource(apk, 'site_url')).toBe(
      'https://joes-pizza.example.com/?languages=fr,ar,en',
    );
    for (const density of [160, 240, 320, 480, 640])
      expect(badging).toMatch(new RegExp(`^application-icon-${density}:'res/mipmap-`, 'm'));
    expect(badging).toContain("launchable-activity: name='com.ownerconsole.shell.MainActivity'");
    expect(badging).toContain("uses-permission: name='android.permission.INTERNET'");
    expect(badging).not.toContain('application-debuggable');
    const manifest = tool('aapt', ['dump', 'xmltree', apk, 'AndroidManifest.xml']);
    expect(manifest).toMatch(/usesCleartextTraffic\(0x[0-9a-f]+\)=\(type 0x12\)0x0/);
    // Target API 35, as Google Play requires, with predictive back declared under the id Android
    // 13 gave the attribute (the framework additions), and the screen's code that handles both.
    expect(badging).toMatch(/^sdkVersion:'21'$/m);
    expect(badging).toMatch(/^targetSdkVersion:'35'$/m);
    expect(manifest).toMatch(
      /android:enableOnBackInvokedCallback\(0x0101066c\)=\(type 0x12\)0xffffffff/,
    );
    const dex = Buffer.from(unzipSync(new Uint8Array(bytes))['classes.dex'] ?? []).toString(
      'latin1',
    );
    for (const name of [
      'Lcom/ownerconsole/shell/ShellInsetsListener;',
      'Lcom/ownerconsole/shell/ShellBackCallback;',
      'registerOnBackInvokedCallback',
      'setOnApplyWindowInsetsListener',
    ])
      expect(dex).toContain(name);

    // The files: icons at their sizes, the adaptive icon, splash, notification icon, assets.
    const files = unzipSync(new Uint8Array(bytes));
    const sizes = { mdpi: 48, hdpi: 72, xhdpi: 96, xxhdpi: 144, xxxhdpi: 192 };
    for (const [density, size] of Object.entries(sizes)) {
      expect(await pngSize(files[`res/mipmap-${density}-v4/ic_launcher.png`])).toEqual([
        size,
        size,
      ]);
      expect(files[`res/mipmap-${density}-v4/ic_launcher_foreground.png`]).toBeDefined();
      expect(files[`res/drawable-${density}-v4/ic_notification.png`]).toBeDefined();
    }
    expect(files['res/mipmap-anydpi-v26/ic_launcher.xml']).toBeDefined();
    expect(await pngSize(files['res/drawable-port-xhdpi-v4/splash.png'])).toEqual([720, 720]);
    expect(files['res/drawable-land-xhdpi-v4/splash.png']).toBeDefined();
    // The owner gave only xhdpi splash images: nothing drawn beside them.
    expect(Object.keys(files).filter((name) => name.includes('splash'))).toHaveLength(2);
    expect(JSON.parse(Buffer.from(files['assets/app_config.json'] ?? []).toString('utf8'))).toEqual(
      {
        name: HOSTILE,
        package: 'com.joes.pizza',
        version: '1.2.3',
        version_code: 1_002_003,
        site_url: app.siteUrl,
        languages: ['fr', 'ar', 'en'],
        constants: app.constants,
      },
    );
    expect(Buffer.from(files['assets/google-services.json'] ?? [])).toEqual(app.firebase.android);

    // google-services.json as the Gradle plugin would have made it: this package's client.
    expect(stringResource(apk, 'google_app_id')).toBe('1:123456789012:android:abc123');
    expect(stringResource(apk, 'gcm_defaultSenderId')).toBe('123456789012');
    expect(stringResource(apk, 'google_api_key')).toBe('AIza\'Key"with\\odd@chars');
    expect(stringResource(apk, 'project_id')).toBe('joes-pizza');
    expect(stringResource(apk, 'google_storage_bucket')).toBe('joes-pizza.appspot.com');
    expect(stringResource(apk, 'default_web_client_id')).toBe(
      'web-client.apps.googleusercontent.com',
    );

    // Nothing secret left in the log, and the signing files are ours to remove (0600).
    const log = lines.join('\n');
    expect(log).not.toContain(releaseKey.password);
    expect(log).not.toContain(jks.storePassword);
    expect(log).toContain('Building the Android package with apktool');
    expect(readFileSync(join(ctx.workDir, 'store-pass'), 'utf8').trim()).toBe(releaseKey.password);
    expect(readlinkSync(join(ctx.workDir, 'framework', '1.apk'))).toBe(
      '/usr/share/android-framework-res/framework-res.apk',
    );
    console.info(`packageAndroidApk (release, full package): ${seconds.toFixed(1)} s`);
  }, 120_000);

  it('builds a debug APK with a debug key, drawing what was not uploaded; any name round-trips', async () => {
    const name = ' @Chez  Ana\t100% %s %d\nbar? ';
    const app: TAppPackage = {
      ...(await fullApp()),
      name,
      packageName: 'org.example.ana_bar',
      version: '2',
      versionCode: 2_000_000,
      mode: 'debug',
      siteUrl: 'http://ana.example.org/order?table=1&x=@y',
      colors: { primary: 'not a colour' },
      launcherIcon: Buffer.from('not a picture'),
      adaptiveForeground: null,
      notificationIcon: null,
      splash: [],
      firebase: { android: Buffer.from('{"broken'), ios: null },
    };
    const key = await createDebugKey();
    const { ctx, lines } = context('debug');
    const apk = join(ctx.workDir, 'result.apk');
    writeFileSync(apk, readFileSync(await packageAndroidApk(app, key, ctx)));

    const verified = tool('apksigner', ['verify', '--print-certs', apk]);
    expect(verified).toContain('Signer #1 certificate DN: CN=Android Debug, O=Android, C=US');
    const badging = tool('aapt', ['dump', 'badging', apk]);
    expect(badging).toMatch(
      /^package: name='org\.example\.ana_bar' versionCode='2000000' versionName='2'/m,
    );
    expect(badging).toContain('application-debuggable');
    expect(stringResource(apk, 'app_name')).toBe(name);
    // The website's own query is kept; the languages come after it.
    expect(stringResource(apk, 'site_url')).toBe(`${app.siteUrl}&languages=fr,ar,en`);
    const manifest = tool('aapt', ['dump', 'xmltree', apk, 'AndroidManifest.xml']);
    expect(manifest).toMatch(/usesCleartextTraffic\(0x[0-9a-f]+\)=\(type 0x12\)0xffffffff/);

    const files = unzipSync(new Uint8Array(readFileSync(apk)));
    // The unreadable icon is replaced by a drawn one; splash screens drawn in both orientations.
    expect(await pngSize(files['res/mipmap-xxxhdpi-v4/ic_launcher.png'])).toEqual([192, 192]);
    expect(files['res/mipmap-anydpi-v26/ic_launcher.xml']).toBeUndefined();
    expect(await pngSize(files['res/drawable-port-xhdpi-v4/splash.png'])).toEqual([720, 1280]);
    expect(await pngSize(files['res/drawable-land-xhdpi-v4/splash.png'])).toEqual([1280, 720]);
    expect(files['assets/google-services.json']).toBeUndefined();
    expect(stringResource(apk, 'google_app_id')).toBeUndefined();
    expect(lines).toContain('The launcher icon could not be read as a picture; it is left out.');
    expect(lines).toContain(
      'google-services.json could not be read as a Firebase configuration; it is left out.',
    );
  }, 120_000);

  it('fails at the signing step with what apksigner said when the key does not open', async () => {
    const { ctx, lines } = context('bad-key');
    const broken = { ...releaseKey, password: 'not-the-password' };
    await expect(packageAndroidApk(await fullApp(), broken, ctx)).rejects.toEqual(
      new BuildFailure('BUILD_TOOL_FAILED', { step: 'apksigner sign' }),
    );
    expect(lines.some((line) => line.startsWith('apksigner: '))).toBe(true);
    expect(lines.join('\n')).not.toContain('not-the-password');
  }, 120_000);

  it('stops when cancelled: rejects, and leaves no process behind', async () => {
    const controller = new AbortController();
    const { ctx } = context('cancel', controller.signal);
    const building = packageAndroidApk(await fullApp(), releaseKey, {
      ...ctx,
      log: (line) => {
        // Cancelled while apktool (and the aapt it starts) runs.
        if (line.startsWith('Building the Android package'))
          setTimeout(() => controller.abort('cancelled'), 400);
      },
    });
    await expect(building).rejects.toEqual(new BuildFailure('BUILD_CANCELLED'));
    expect(processesIn(ctx.workDir)).toEqual([]);
    // Nothing was built.
    expect(readdirSync(ctx.workDir)).not.toContain('signed.apk');
  }, 120_000);
});

describe('androidProjectZip', () => {
  it('is a Gradle project with the same manifest, resources and code as the APK', async () => {
    const app = await fullApp();
    const { ctx } = context('zip');
    const files = unzipSync(new Uint8Array(await androidProjectZip(app, ctx)));
    const text = (name: string) =>
      Buffer.from(files[`com.joes.pizza/${name}`] ?? []).toString('utf8');
    const names = Object.keys(files).map((name) => name.replace(/^com\.joes\.pizza\//, ''));
    for (const name of [
      'README.txt',
      'settings.gradle',
      'build.gradle',
      'gradle/wrapper/gradle-wrapper.properties',
      'app/build.gradle',
      'app/src/main/AndroidManifest.xml',
      'app/src/main/java/com/ownerconsole/shell/MainActivity.java',
      'app/src/main/java/com/ownerconsole/shell/ShellWebViewClient.java',
      'app/src/main/res/values/strings.xml',
      'app/src/main/res/values/google_services.xml',
      'app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml',
      'app/src/main/assets/app_config.json',
      'app/src/main/assets/google-services.json',
    ])
      expect(names).toContain(name);
    for (const density of ['mdpi', 'hdpi', 'xhdpi', 'xxhdpi', 'xxxhdpi'])
      expect(names).toContain(`app/src/main/res/mipmap-${density}/ic_launcher.png`);
    expect(text('settings.gradle')).toContain("include ':app'");
    const gradle = text('app/build.gradle');
    expect(gradle).toContain("applicationId 'com.joes.pizza'");
    expect(gradle).toContain('versionCode 1002003');
    expect(gradle).toContain("versionName '1.2.3'");
    // Gradle takes the package from the build file and refuses it in the manifest.
    const manifest = text('app/src/main/AndroidManifest.xml');
    expect(manifest).not.toContain('package=');
    expect(manifest).toContain('android:name="com.ownerconsole.shell.MainActivity"');
    expect(text('app/src/main/res/values/strings.xml')).toContain(
      `<string name="app_name" translatable="false" formatted="false">Joe\\'s \\"Pizza\\" \\\\ @home &lt;b&gt;&amp;</string>`,
    );
    // The same theme on every Android; on Android 15 the screen pads the page by the bars itself,
    // as the APK's does, rather than opting out of edge to edge.
    expect(text('app/src/main/res/values/styles.xml')).toContain(
      '<item name="android:colorPrimary">@color/colorPrimary</item>',
    );
    expect(names.filter((name) => name.includes('values-v35'))).toEqual([]);
    expect(gradle).toContain('targetSdk 35');
    expect(manifest).toContain('android:enableOnBackInvokedCallback="true"');
    for (const name of ['ShellInsetsListener', 'ShellBackCallback'])
      expect(names).toContain(`app/src/main/java/com/ownerconsole/shell/${name}.java`);
    expect(text('app/src/main/java/com/ownerconsole/shell/MainActivity.java')).toContain(
      'if (Build.VERSION.SDK_INT >= 33)',
    );
    expect(text('README.txt')).toMatch(/bundleRelease/);
    expect(text('README.txt')).toMatch(/keystore\.properties/);
    expect(text('app/src/main/java/com/ownerconsole/shell/MainActivity.java')).toContain(
      'getIdentifier("site_url", "string", getPackageName())',
    );
    // The same address and languages as the APK's.
    expect(text('app/src/main/res/values/strings.xml')).toContain(
      '<string name="site_url" translatable="false" formatted="false">https://joes-pizza.example.com/?languages=fr,ar,en</string>',
    );
    expect(JSON.parse(text('app/src/main/assets/app_config.json')).languages).toEqual([
      'fr',
      'ar',
      'en',
    ]);
  });
});

describe('google-services.json', () => {
  it('is read defensively: anything but a Firebase configuration gives nothing', () => {
    for (const bad of [
      '',
      'null',
      '[]',
      '"text"',
      '{"client":"x"}',
      '{"client":[{}]}',
      '{"client":[null]}',
    ])
      expect(googleServicesStrings(Buffer.from(bad), 'a.b'), bad).toBeNull();
    // Without the package's own client, the first one.
    expect(googleServicesStrings(googleServices('com.joes.pizza'), 'a.b')?.google_app_id).toBe(
      '1:123456789012:android:other',
    );
  });
});
