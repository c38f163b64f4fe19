import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
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
import { packageAndroidBundle, readBundleBadging } from './android-bundle';
import { missingAndroidTool } from './android-tools';
import {
  BUNDLETOOL_VERSION,
  decodeBundleConfig,
  decodeXmlNode,
  encodeMessage,
  type TBundleConfig,
  type TXmlElement,
} from './bundle-proto';
import { bundleProblems, readBundleZip, type TBundleZip } from './bundle-rules';

// Real App Bundles made with the real tools (aapt2, smali, jarsigner), one release and one debug,
// each built once and then read the ways Google Play and bundletool would: the layout, the
// signature (jarsigner -verify), the manifest and resources turned back into an APK (aapt2 convert)
// and read by aapt, and every rule of bundletool's `validate` that applies to one module, each
// broken once on a copy of the real bundle.

const HOSTILE = `Joe's "Pizza" \\ @home <b>&`;
const ANDROID = 'http://schemas.android.com/apk/res/android';

let work: string;
let jks: TKeystore;
let release: { bytes: Buffer; lines: string[]; seconds: number; path: string };
let debug: { bytes: Buffer; lines: string[]; path: string };

const png = (size: number, colour: string) =>
  sharp({ create: { width: size, height: size, channels: 4, background: colour } })
    .png()
    .toBuffer();

async function app(): Promise<TAppPackage> {
  return {
    name: HOSTILE,
    description: 'Pizza by the slice',
    packageName: 'com.joes.pizza',
    version: '1.2.3',
    versionCode: 1_002_003,
    mode: 'release',
    siteUrl: 'https://joes-pizza.example.com/',
    colors: { primary: '#AA3300', secondary: '#00AA55', text: '#111111', background: '#FFF8EE' },
    constants: { currency: 'EUR' },
    launcherIcon: await png(1024, '#AA3300'),
    adaptiveForeground: await png(432, '#FFFFFF'),
    notificationIcon: await png(96, '#FFFFFF'),
    splash: [{ name: 'splash_port_xhdpi', bytes: await png(720, '#FFF8EE') }],
    images: [],
    firebase: { android: null, ios: null },
  };
}

function context(name: string) {
  const lines: string[] = [];
  const ctx: TPackagerContext = {
    workDir: mkdtempSync(join(work, `${name}-`)),
    log: (line) => lines.push(line),
    signal: new AbortController().signal,
  };
  return { ctx, lines };
}

const tool = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * The round trip, done here with the tools rather than with readBundleBadging: the base module
 * zipped as a proto APK, converted to a binary one by aapt2, which aapt reads.
 */
function binaryApkOf(bytes: Buffer, name: string): string {
  const { files } = readBundleZip(bytes);
  const proto: Record<string, Uint8Array> = {};
  for (const [path, content] of Object.entries(files)) {
    if (path === 'base/manifest/AndroidManifest.xml') proto['AndroidManifest.xml'] = content;
    else if (path === 'base/resources.pb' || path.startsWith('base/res/'))
      proto[path.slice('base/'.length)] = content;
  }
  const protoApk = join(work, `${name}-proto.apk`);
  const binaryApk = join(work, `${name}-binary.apk`);
  writeFileSync(protoApk, zipSync(proto));
  tool('aapt2', ['convert', '--output-format', 'binary', '-o', binaryApk, protoApk]);
  return binaryApk;
}

function stringResource(apk: string, name: string): string | undefined {
  const dump = tool('aapt', ['dump', '--values', 'resources', apk]);
  const match = new RegExp(
    `:string/${name}: t=0x03[^\\n]*\\n\\s*\\(string8\\) "((?:[^"\\\\]|\\\\.)*)"`,
  ).exec(dump);
  return match?.[1]?.replace(/\\(.)/g, '$1');
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'oc-test-bundle-'));
  jks = makeKeystore('JKS', 'upload');
  const exported = await exportSigningKey({
    bytes: jks.bytes,
    storePassword: jks.storePassword,
    alias: jks.alias,
    keyPassword: jks.keyPassword,
  });
  if (!exported.ok) throw new Error(exported.problem);
  const releaseKey: TSigningKey = exported.key;

  const built = context('release');
  const started = Date.now();
  const bytes = await packageAndroidBundle(await app(), releaseKey, built.ctx);
  const seconds = (Date.now() - started) / 1000;
  release = { bytes, lines: built.lines, seconds, path: join(work, 'release.aab') };
  writeFileSync(release.path, bytes);
  // The release key's password is in the build's own file, never in the log.
  expect(readFileSync(join(built.ctx.workDir, 'store-pass'), 'utf8').trim()).toBe(
    releaseKey.password,
  );
  expect(built.lines.join('\n')).not.toContain(releaseKey.password);

  const debugBuild = context('debug');
  const debugApp: TAppPackage = {
    ...(await app()),
    name: 'Ana',
    packageName: 'org.example.ana_bar',
    version: '2',
    versionCode: 2_000_000,
    mode: 'debug',
    siteUrl: 'http://ana.example.org/',
    launcherIcon: null,
    adaptiveForeground: null,
    notificationIcon: null,
    splash: [],
  };
  const debugBytes = await packageAndroidBundle(debugApp, await createDebugKey(), debugBuild.ctx);
  debug = { bytes: debugBytes, lines: debugBuild.lines, path: join(work, 'debug.aab') };
  writeFileSync(debug.path, debugBytes);
  console.info(`packageAndroidBundle (release, full package): ${seconds.toFixed(1)} s`);
}, 180_000);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('packageAndroidBundle', () => {
  it('lays the release bundle out as the App Bundle format says, signed with the upload key', () => {
    const zip = readBundleZip(release.bytes);
    const names = zip.names;
    for (const name of [
      'BundleConfig.pb',
      'base/manifest/AndroidManifest.xml',
      'base/resources.pb',
      'base/dex/classes.dex',
      'base/assets/app_config.json',
      'base/res/mipmap-xxxhdpi-v4/ic_launcher.png',
      'base/res/mipmap-anydpi-v26/ic_launcher.xml',
      'base/res/drawable-port-xhdpi-v4/splash.png',
      'META-INF/MANIFEST.MF',
    ])
      expect(names).toContain(name);
    // Nothing outside the config, the signature and the base module.
    expect(names.filter((n) => !/^(BundleConfig\.pb|META-INF\/[^/]+|base\/.+)$/.test(n))).toEqual(
      [],
    );
    expect(names.some((n) => /^META-INF\/[A-Z0-9_]+\.(RSA|EC|DSA)$/.test(n))).toBe(true);
    expect(decodeBundleConfig(zip.files['BundleConfig.pb'] ?? new Uint8Array())).toEqual({
      bundletool: { version: BUNDLETOOL_VERSION },
    });
    expect(
      JSON.parse(Buffer.from(zip.files['base/assets/app_config.json'] ?? []).toString('utf8')),
    ).toMatchObject({ name: HOSTILE, package: 'com.joes.pizza', version_code: 1_002_003 });

    // The JAR signature Play checks on an upload, with the owner's certificate.
    expect(tool('jarsigner', ['-verify', release.path])).toMatch(/^jar verified\.$/m);
    expect(tool('keytool', ['-printcert', '-jarfile', release.path])).toContain(
      `SHA256: ${jks.sha256}`,
    );
    expect(release.lines).toContain(`Signed (JAR signature); certificate SHA-256 ${jks.sha256}`);
    expect(release.lines.some((l) => /^App Bundle ready: \d+ KB in [\d.]+ s$/.test(l))).toBe(true);
    expect(release.seconds).toBeLessThan(60);
  });

  it('reads back through aapt2 convert with its name, package, version and target API 35', () => {
    const apk = binaryApkOf(release.bytes, 'release');
    const badging = tool('aapt', ['dump', 'badging', apk]);
    expect(badging).toMatch(
      /^package: name='com\.joes\.pizza' versionCode='1002003' versionName='1\.2\.3'/m,
    );
    expect(badging).toMatch(/^sdkVersion:'21'$/m);
    expect(badging).toMatch(/^targetSdkVersion:'35'$/m);
    expect(/^application-label:'(.*)'$/m.exec(badging)?.[1]?.replace(/\\(.)/g, '$1')).toBe(HOSTILE);
    expect(badging).toContain("launchable-activity: name='com.ownerconsole.shell.MainActivity'");
    expect(badging).not.toContain('application-debuggable');
    expect(stringResource(apk, 'app_name')).toBe(HOSTILE);
    expect(stringResource(apk, 'site_url')).toBe('https://joes-pizza.example.com/');
    // Predictive back declared, under the attribute id Android 13 gave it.
    const manifest = tool('aapt', ['dump', 'xmltree', apk, 'AndroidManifest.xml']);
    expect(manifest).toMatch(
      /android:enableOnBackInvokedCallback\(0x0101066c\)=\(type 0x12\)0xffffffff/,
    );
    expect(manifest).toMatch(/usesCleartextTraffic\(0x[0-9a-f]+\)=\(type 0x12\)0x0/);

    // The screen's code: edge-to-edge insets and the back callback.
    const dex = join(work, 'classes.dex');
    writeFileSync(
      dex,
      readBundleZip(release.bytes).files['base/dex/classes.dex'] ?? new Uint8Array(),
    );
    const classes = tool('java', [
      '-cp',
      '/usr/share/apktool/*',
      'org.jf.baksmali.Main',
      'list',
      'classes',
      dex,
    ]);
    for (const name of [
      'MainActivity',
      'ShellWebViewClient',
      'ShellInsetsListener',
      'ShellBackCallback',
    ])
      expect(classes).toContain(`Lcom/ownerconsole/shell/${name};`);
    const code = readFileSync(dex).toString('latin1');
    for (const call of ['registerOnBackInvokedCallback', 'setOnApplyWindowInsetsListener'])
      expect(code).toContain(call);
  });

  it('signs the debug bundle with the debug key, debuggable, and it verifies', () => {
    expect(tool('jarsigner', ['-verify', debug.path])).toMatch(/^jar verified\.$/m);
    expect(tool('keytool', ['-printcert', '-jarfile', debug.path])).toContain(
      'CN=Android Debug, O=Android, C=US',
    );
    const badging = tool('aapt', ['dump', 'badging', binaryApkOf(debug.bytes, 'debug')]);
    expect(badging).toMatch(
      /^package: name='org\.example\.ana_bar' versionCode='2000000' versionName='2'/m,
    );
    expect(badging).toMatch(/^targetSdkVersion:'35'$/m);
    expect(badging).toContain('application-debuggable');
    expect(debug.lines).toContain('Signing the bundle with the debug key (jarsigner)');
    expect(bundleProblems(readBundleZip(debug.bytes))).toEqual([]);
  });
});

describe('the bundle tools', () => {
  it('name aapt2 or jarsigner when missing, which an APK does not need', async () => {
    const bin = join(work, 'bin');
    mkdirSync(bin);
    const path = process.env.PATH ?? '';
    const link = (name: string) => {
      const found = path.split(':').find((dir) => dir && existsSync(join(dir, name)));
      if (!found) throw new Error(`${name} is not installed`);
      symlinkSync(join(found, name), join(bin, name));
    };
    for (const name of ['aapt', 'zipalign', 'java']) link(name);
    const key = await createDebugKey();
    process.env.PATH = bin;
    try {
      expect(await missingAndroidTool()).toBeNull();
      expect(await missingAndroidTool('bundle')).toBe('aapt2');
      const { ctx } = context('missing');
      await expect(packageAndroidBundle(await app(), key, ctx)).rejects.toEqual(
        new BuildFailure('BUILD_TOOLS_MISSING', { tool: 'aapt2' }),
      );
      link('aapt2');
      expect(await missingAndroidTool('bundle')).toBe('jarsigner');
      link('jarsigner');
      expect(await missingAndroidTool('bundle')).toBeNull();
    } finally {
      process.env.PATH = path;
    }
  });
});

describe('readBundleBadging', () => {
  it("reads a bundle's package, version and target; refuses what is not a bundle", async () => {
    expect(await readBundleBadging(release.bytes)).toEqual({
      packageName: 'com.joes.pizza',
      versionCode: '1002003',
      versionName: '1.2.3',
      targetSdk: '35',
      label: HOSTILE,
    });
    expect((await readBundleBadging(debug.bytes)).packageName).toBe('org.example.ana_bar');
    await expect(readBundleBadging(Buffer.from('not a zip'))).rejects.toThrow(/not a zip/);
    const apkLike = zipSync({ 'AndroidManifest.xml': new Uint8Array([1, 2, 3]) });
    await expect(readBundleBadging(apkLike)).rejects.toThrow(/no base\/manifest/);
  });
});

/** A copy of the real bundle to break one rule in. */
function copy(zip: TBundleZip) {
  const broken: TBundleZip = { names: [...zip.names], files: { ...zip.files } };
  return {
    zip: broken,
    add(name: string, bytes: Uint8Array = new Uint8Array([0x64, 0x65, 0x78])) {
      broken.names.push(name);
      broken.files[name] = bytes;
    },
    remove(name: string) {
      broken.names = broken.names.filter((n) => n !== name);
      delete broken.files[name];
    },
  };
}

/** The base manifest changed by `change`, written back as a proto manifest. */
function withManifest(c: ReturnType<typeof copy>, change: (manifest: TXmlElement) => void) {
  const path = 'base/manifest/AndroidManifest.xml';
  const node = decodeXmlNode(c.zip.files[path] ?? new Uint8Array());
  if (!node.element) throw new Error('no manifest element');
  change(node.element);
  c.zip.files[path] = encodeMessage('XmlNode', node);
}

const element = (name: string, attribute: TXmlElement['attribute'] = [], namespaceUri = '') => ({
  element: { name, namespaceUri, attribute, child: [] },
});
const androidInt = (name: string, resourceId: number, value: number) => ({
  namespaceUri: ANDROID,
  name,
  value: String(value),
  resourceId,
  compiledItem: { prim: { intDecimalValue: value } },
});
const childNamed = (parent: TXmlElement, name: string) =>
  parent.child?.find((c) => c.element?.name === name)?.element;
const withConfig = (c: ReturnType<typeof copy>, config: TBundleConfig) => {
  c.zip.files['BundleConfig.pb'] = encodeMessage('BundleConfig', config);
};

describe("bundletool's rules (bundle-rules.ts)", () => {
  it('hold for the bundles we make, and each one catches its break', () => {
    const real = readBundleZip(release.bytes);
    expect(bundleProblems(real)).toEqual([]);
    const png = Object.keys(real.files).find(
      (n) => n.startsWith('base/res/') && n.endsWith('.png'),
    );
    if (!png) throw new Error('no PNG resource in the bundle');

    const cases: [string, (c: ReturnType<typeof copy>) => void, RegExp][] = [
      // BundleZipValidator, and the zip itself.
      ['a directory entry', (c) => c.add('base/res/'), /directory zip entry 'base\/res\/'/],
      ['a leading slash', (c) => c.add('/base/assets/x'), /starting with \//],
      ['an entry twice', (c) => c.add('base/assets/app_config.json'), /twice/],
      // MandatoryFilesPresenceValidator.
      [
        'no BundleConfig.pb',
        (c) => c.remove('BundleConfig.pb'),
        /missing required file 'BundleConfig\.pb'/,
      ],
      [
        'no manifest',
        (c) => c.remove('base/manifest/AndroidManifest.xml'),
        /missing mandatory file 'manifest\/AndroidManifest\.xml'/,
      ],
      // ModuleNamesValidator.
      ['a bad module name', (c) => c.add('2nd/assets/x'), /Invalid module name '2nd'/],
      [
        'no base module',
        (c) => {
          for (const name of [...c.zip.names]) if (name.startsWith('base/')) c.remove(name);
        },
        /No base module found/,
      ],
      // BundleFilesValidator.
      [
        'a file outside the known directories',
        (c) => c.add('base/other/x.txt'),
        /pre-defined directories: other\/x\.txt/,
      ],
      [
        'an unknown module-level file',
        (c) => c.add('base/extra.pb'),
        /pre-defined directories: extra\.pb/,
      ],
      [
        'a dex not named classes',
        (c) => c.add('base/dex/code.dex'),
        /must be classes\[0-9\]\*\.dex/,
      ],
      [
        'a directory under dex/',
        (c) => c.add('base/dex/more/classes2.dex'),
        /cannot contain directories/,
      ],
      [
        'another file under manifest/',
        (c) => c.add('base/manifest/extra.xml'),
        /Only AndroidManifest\.xml/,
      ],
      ['a library outside lib/<abi>/', (c) => c.add('base/lib/libx.so'), /lib\/<abi>\/<file>\.so/],
      ['a library not .so', (c) => c.add('base/lib/x86/libx.txt'), /\.so extension/],
      [
        'an unknown ABI',
        (c) => c.add('base/lib/sparc/libx.so'),
        /Unrecognized native architecture/,
      ],
      [
        'a reserved name under root/',
        (c) => c.add('base/root/resources.arsc'),
        /reserved file or directory name/,
      ],
      [
        'classes.dex under root/',
        (c) => c.add('base/root/classes.dex'),
        /reserved file or directory name/,
      ],
      ['a bad APEX image', (c) => c.add('base/apex/x.txt'), /APEX images/],
      ['a file at the root', (c) => c.add('notes.txt'), /root of the bundle: notes\.txt/],
      // DexFilesValidator.
      ['a gap in the dex files', (c) => c.add('base/dex/classes3.dex'), /Invalid dex file indices/],
      [
        'classes1.dex beside classes.dex',
        (c) => c.add('base/dex/classes1.dex'),
        /Invalid dex file indices/,
      ],
      [
        'no dex while hasCode',
        (c) => c.remove('base/dex/classes.dex'),
        /no dex files but 'hasCode'/,
      ],
      // ResourceTableValidator.
      [
        'res/ files without a table',
        (c) => c.remove('base/resources.pb'),
        /missing a resource table/,
      ],
      [
        'a res/ file not in the table',
        (c) => c.add('base/res/raw/extra.bin'),
        /not in its table: res\/raw\/extra\.bin/,
      ],
      ['a file the table names missing', (c) => c.remove(png), /references a missing file/],
      // ArchiveEntriesValidator.
      [
        'a name Play reserves',
        (c) => c.add('base/res/drawable/com_android_vending_archive_icon_cloud_symbol.xml'),
        /reserved and must be changed/,
      ],
      // AndroidManifestValidator.
      [
        'no version code',
        (c) =>
          withManifest(c, (m) => {
            m.attribute = m.attribute?.filter((a) => a.name !== 'versionCode');
          }),
        /no version code/,
      ],
      [
        'split on the base module',
        (c) =>
          withManifest(c, (m) => {
            m.attribute?.push({ name: 'split', value: 'base' });
          }),
        /base module should not have the 'split'/,
      ],
      [
        'split twice',
        (c) =>
          withManifest(c, (m) => {
            m.attribute?.push({ name: 'split', value: 'a' }, { name: 'split', value: 'b' });
          }),
        /'split' is declared more than once/,
      ],
      [
        'maxSdk below minSdk',
        (c) =>
          withManifest(c, (m) => {
            childNamed(m, 'uses-sdk')?.attribute?.push(androidInt('maxSdkVersion', 0x01010271, 19));
          }),
        /minSdkVersion \(21\) is greater than maxSdkVersion \(19\)/,
      ],
      [
        'a negative maxSdk',
        (c) =>
          withManifest(c, (m) => {
            childNamed(m, 'uses-sdk')?.attribute?.push(androidInt('maxSdkVersion', 0x01010271, -1));
          }),
        /maxSdkVersion must be nonnegative/,
      ],
      [
        'targetSandboxVersion 3',
        (c) =>
          withManifest(c, (m) => {
            m.attribute?.push(androidInt('targetSandboxVersion', 0x0101054c, 3));
          }),
        /targetSandboxVersion' cannot have a value greater than 2/,
      ],
      [
        '<uses-sdk-library>',
        (c) =>
          withManifest(c, (m) => {
            childNamed(m, 'application')?.child?.push(element('uses-sdk-library'));
          }),
        /uses-sdk-library/,
      ],
      [
        'the base module on demand',
        (c) =>
          withManifest(c, (m) => {
            m.child?.push(
              element(
                'module',
                [
                  {
                    namespaceUri: 'http://schemas.android.com/apk/distribution',
                    name: 'onDemand',
                    value: 'true',
                  },
                ],
                'http://schemas.android.com/apk/distribution',
              ),
            );
          }),
        /cannot be marked on-demand/,
      ],
      [
        'the base module out of fusing',
        (c) =>
          withManifest(c, (m) => {
            const dist = 'http://schemas.android.com/apk/distribution';
            const module = element('module', [], dist);
            module.element.child.push(
              element(
                'fusing',
                [{ namespaceUri: dist, name: 'include', value: 'false' }],
                dist,
              ) as never,
            );
            m.child?.push(module);
          }),
        /cannot be excluded from fusing/,
      ],
      // BundleConfigValidator.
      [
        'an unreadable bundletool version',
        (c) => withConfig(c, { bundletool: { version: 'one' } }),
        /Invalid version in the BundleConfig\.pb/,
      ],
      [
        'a glob with a newline',
        (c) =>
          withConfig(c, {
            bundletool: { version: '1.18.1' },
            compression: { uncompressedGlob: ['res/\n**'] },
          }),
        /Invalid uncompressed glob/,
      ],
      [
        'a split dimension twice',
        (c) =>
          withConfig(c, {
            bundletool: { version: '1.18.1' },
            optimizations: { splitsConfig: { splitDimension: [{ value: 1 }, { value: 1 }] } },
          }),
        /duplicate split dimensions/,
      ],
      [
        'an unknown split dimension',
        (c) =>
          withConfig(c, {
            bundletool: { version: '1.18.1' },
            optimizations: { splitsConfig: { splitDimension: [{ value: 99 }] } },
          }),
        /unrecognized split dimension/,
      ],
      [
        'a master resource not in the bundle',
        (c) =>
          withConfig(c, {
            bundletool: { version: '1.18.1' },
            masterResources: { resourceIds: [0x7f7f0001] },
          }),
        /master resources list contains an id not in any module: 0x7f7f0001/,
      ],
      [
        'a BundleConfig.pb that does not read',
        (c) => {
          c.zip.files['BundleConfig.pb'] = new Uint8Array([0x0a, 0xff]);
        },
        /BundleConfig\.pb does not read/,
      ],
    ];
    for (const [rule, breakIt, expected] of cases) {
      const c = copy(real);
      breakIt(c);
      expect(bundleProblems(c.zip), rule).toContainEqual(expect.stringMatching(expected));
    }

    // A bundle without code is fine when its manifest says so.
    const noCode = copy(real);
    withManifest(noCode, (m) => {
      childNamed(m, 'application')?.attribute?.push({
        namespaceUri: ANDROID,
        name: 'hasCode',
        value: 'false',
        resourceId: 0x0101000c,
        compiledItem: { prim: { booleanValue: false } },
      });
    });
    noCode.remove('base/dex/classes.dex');
    expect(bundleProblems(noCode.zip)).toEqual([]);
  });
});
