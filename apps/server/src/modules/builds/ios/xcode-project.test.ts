import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TAppPackage, TPackagerContext } from '../app-package';
import {
  expectBalancedXml,
  parsePbx,
  parseXmlPlist,
  type TValue,
} from './ios-project-readers.test-support';
import { xcodeProjectZip } from './xcode-project';

// The generated Xcode project, unzipped and read back with small parsers of the two property list
// formats it uses (XML for Info.plist and ExportOptions.plist, old-style for project.pbxproj), so
// that a quote or bracket out of place in what we write shows up as a file that does not parse.

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();

async function appPackage(overrides: Partial<TAppPackage> = {}): Promise<TAppPackage> {
  return {
    name: 'Pizza Palace',
    description: 'Pizza',
    packageName: 'com.example.pizza',
    version: '2.4.1',
    versionCode: 1,
    mode: 'app-store',
    siteUrl: 'https://pizza.example.com',
    colors: { primary: '#C92A2A', secondary: '#000000', text: '#222222', background: '#FFF8E1' },
    constants: { SHOW_PRICES: true, MAX_ITEMS: 12, CURRENCY: 'EUR' },
    launcherIcon: null,
    adaptiveForeground: null,
    notificationIcon: null,
    splash: [],
    images: [],
    firebase: { android: null, ios: null },
    ...overrides,
  };
}

function context(signal = new AbortController().signal): TPackagerContext & { lines: string[] } {
  const lines: string[] = [];
  return { workDir: '/nonexistent', log: (line) => lines.push(line), signal, lines };
}

async function unzip(app: TAppPackage) {
  const files = unzipSync(new Uint8Array(await xcodeProjectZip(app, context())));
  const text = (path: string) => {
    const bytes = files[path];
    if (!bytes) throw new Error(`${path} is not in the zip`);
    return Buffer.from(bytes).toString('utf8');
  };
  return { files, text };
}

type TPbxObject = Record<string, TValue> & { isa: string };
function pbxObjects(pbx: TValue) {
  const root = pbx as { objects: Record<string, TPbxObject>; rootObject: string };
  return { objects: root.objects, project: root.objects[root.rootObject] as TPbxObject };
}

const BASE_FILES = [
  'App/App.xcodeproj/project.pbxproj',
  'App/App.xcodeproj/project.xcworkspace/contents.xcworkspacedata',
  'App/App.xcodeproj/xcshareddata/xcschemes/App.xcscheme',
  'App/App/Assets.xcassets/Contents.json',
  'App/App/Assets.xcassets/AppIcon.appiconset/Contents.json',
  'App/App/Assets.xcassets/AppIcon.appiconset/AppIcon.png',
  'App/App/Assets.xcassets/AccentColor.colorset/Contents.json',
  'App/App/LaunchScreen.storyboard',
  'App/App/BrandedApp.swift',
  'App/App/WebView.swift',
  'App/App/config.json',
  'App/App/Info.plist',
  'App/ExportOptions.plist',
  'App/README.txt',
];

describe('xcodeProjectZip', () => {
  it('holds a complete project: target settings, Info.plist, icon, launch images, colours, config', async () => {
    const icon = await png(1024, 1024, '#00FF0080');
    const splash = [
      { name: 'splash_iphone', bytes: await png(1170, 2532, '#112233') },
      { name: 'splash_ipad', bytes: await png(2048, 2732, '#445566') },
      { name: 'splash_port_xhdpi', bytes: await png(720, 1280, '#778899') },
    ];
    const firebase = Buffer.from('<?xml version="1.0"?><plist version="1.0"><dict/></plist>\n');
    const app = await appPackage({
      launcherIcon: icon,
      splash,
      firebase: { android: null, ios: firebase },
    });
    const { files, text } = await unzip(app);

    expect(Object.keys(files).sort()).toEqual(
      [
        ...BASE_FILES,
        'App/App/GoogleService-Info.plist',
        'App/App/Assets.xcassets/LaunchImage.imageset/Contents.json',
        'App/App/Assets.xcassets/LaunchImage.imageset/splash_iphone.png',
        'App/App/Assets.xcassets/LaunchImage.imageset/splash_ipad.png',
      ].sort(),
    );
    expect(Buffer.from(files['App/App/GoogleService-Info.plist'] as Uint8Array)).toEqual(firebase);

    const info = parseXmlPlist(text('App/App/Info.plist')) as Record<string, TValue>;
    expect(info).toMatchObject({
      CFBundleDisplayName: 'Pizza Palace',
      CFBundleIdentifier: 'com.example.pizza',
      CFBundleShortVersionString: '2.4.1',
      CFBundleVersion: '1',
      CFBundleExecutable: 'App',
      UILaunchStoryboardName: 'LaunchScreen',
      ITSAppUsesNonExemptEncryption: false,
    });
    expect(parseXmlPlist(text('App/ExportOptions.plist'))).toMatchObject({
      method: 'app-store',
      signingStyle: 'automatic',
    });

    const { objects, project } = pbxObjects(parsePbx(text('App/App.xcodeproj/project.pbxproj')));
    expect(project.isa).toBe('PBXProject');
    for (const id of Object.keys(objects)) expect(id).toMatch(/^[0-9A-F]{24}$/);
    const target = objects[(project.targets as string[])[0] as string] as TPbxObject;
    expect(target).toMatchObject({ isa: 'PBXNativeTarget', name: 'App' });
    const configs = (objects[target.buildConfigurationList as string] as TPbxObject)
      .buildConfigurations as string[];
    expect(configs).toHaveLength(2);
    for (const id of configs)
      expect((objects[id] as TPbxObject).buildSettings).toMatchObject({
        PRODUCT_BUNDLE_IDENTIFIER: 'com.example.pizza',
        MARKETING_VERSION: '2.4.1',
        CURRENT_PROJECT_VERSION: '1',
        INFOPLIST_FILE: 'App/Info.plist',
        ASSETCATALOG_COMPILER_APPICON_NAME: 'AppIcon',
        ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME: 'AccentColor',
      });
    // Every object a reference names exists, and every file the project lists is in the zip.
    for (const object of Object.values(objects)) {
      for (const key of ['fileRef', 'buildConfigurationList', 'productReference'])
        if (object[key]) expect(objects[object[key] as string]).toBeDefined();
      for (const key of ['children', 'files', 'buildPhases', 'buildConfigurations', 'targets'])
        for (const id of (object[key] as string[] | undefined) ?? [])
          expect(objects[id]).toBeDefined();
      if (object.isa === 'PBXFileReference' && object.sourceTree === '<group>')
        expect(
          Object.keys(files).some(
            (f) => f === `App/App/${object.path}` || f.startsWith(`App/App/${object.path}/`),
          ),
        ).toBe(true);
    }
    const resources = Object.values(objects).find(
      (o) => o.isa === 'PBXResourcesBuildPhase',
    ) as TPbxObject;
    const resourceNames = (resources.files as string[]).map(
      (id) => (objects[(objects[id] as TPbxObject).fileRef as string] as TPbxObject).path,
    );
    expect(resourceNames.sort()).toEqual(
      [
        'Assets.xcassets',
        'GoogleService-Info.plist',
        'LaunchScreen.storyboard',
        'config.json',
      ].sort(),
    );

    // The icon: 1024 × 1024 PNG without alpha (App Store Connect refuses transparency).
    const iconPng = files['App/App/Assets.xcassets/AppIcon.appiconset/AppIcon.png'] as Uint8Array;
    const meta = await sharp(iconPng).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
      'png',
      1024,
      1024,
      false,
    ]);
    expect(
      JSON.parse(text('App/App/Assets.xcassets/AppIcon.appiconset/Contents.json')).images,
    ).toEqual([
      { filename: 'AppIcon.png', idiom: 'universal', platform: 'ios', size: '1024x1024' },
    ]);

    // Launch images in their slots, shown by the storyboard.
    expect(
      JSON.parse(text('App/App/Assets.xcassets/LaunchImage.imageset/Contents.json')).images,
    ).toEqual([
      { filename: 'splash_iphone.png', idiom: 'iphone', scale: '2x' },
      { filename: 'splash_ipad.png', idiom: 'ipad', scale: '2x' },
    ]);
    const storyboard = text('App/App/LaunchScreen.storyboard');
    expectBalancedXml(storyboard);
    expect(storyboard).toContain('image="LaunchImage"');
    expect(storyboard).toContain('<image name="LaunchImage" width="1170" height="2532"/>');

    const accent = JSON.parse(text('App/App/Assets.xcassets/AccentColor.colorset/Contents.json'));
    expect(accent.colors[0].color.components).toMatchObject({
      red: '0xC9',
      green: '0x2A',
      blue: '0x2A',
    });

    expect(JSON.parse(text('App/App/config.json'))).toEqual({
      name: 'Pizza Palace',
      bundle_id: 'com.example.pizza',
      version: '2.4.1',
      build: 1,
      site_url: 'https://pizza.example.com',
      languages: [],
      colors: { primary: '#c92a2a', background: '#fff8e1' },
      constants: { SHOW_PRICES: true, MAX_ITEMS: 12, CURRENCY: 'EUR' },
    });
    expect(text('App/App/WebView.swift')).toContain('UIViewRepresentable');
    expect(text('App/App/WebView.swift')).toContain('UIApplication.shared.open');
    expect(text('App/App/BrandedApp.swift')).toContain('@main');
    expectBalancedXml(text('App/App.xcodeproj/xcshareddata/xcschemes/App.xcscheme'));
    expect(text('App/README.txt')).toMatch(/Signing & Capabilities[\s\S]*Product > Archive/);
  });

  it('without icon, splash images or Firebase: a generated icon, the background colour, ad-hoc export', async () => {
    const { files, text } = await unzip(await appPackage({ mode: 'ad-hoc' }));
    expect(Object.keys(files).sort()).toEqual([...BASE_FILES].sort());

    const icon = sharp(
      files['App/App/Assets.xcassets/AppIcon.appiconset/AppIcon.png'] as Uint8Array,
    );
    const meta = await icon.metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([1024, 1024, false]);
    // The corner is the primary colour; the middle holds the (white) initial.
    const { data } = await icon.raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xc9, 0x2a, 0x2a]);

    const storyboard = text('App/App/LaunchScreen.storyboard');
    expectBalancedXml(storyboard);
    expect(storyboard).not.toContain('LaunchImage');
    expect(storyboard).toContain('red="1.000" green="0.973" blue="0.882"');
    expect(parseXmlPlist(text('App/ExportOptions.plist'))).toMatchObject({ method: 'ad-hoc' });
    const { objects } = pbxObjects(parsePbx(text('App/App.xcodeproj/project.pbxproj')));
    expect(Object.values(objects).some((o) => o.path === 'GoogleService-Info.plist')).toBe(false);
  });

  it("opens the website with the app's languages, in the owner's order", async () => {
    const constants = { supported_languages: ['ar', 'en'] };
    const { text } = await unzip(await appPackage({ constants }));
    expect(JSON.parse(text('App/App/config.json'))).toMatchObject({
      site_url: 'https://pizza.example.com?languages=ar,en',
      languages: ['ar', 'en'],
      constants,
    });
  });

  it('escapes a hostile name for every format it enters, and never uses it as a path', async () => {
    const name = 'Joe\'s "Pizza" \\ <b>& $(HOME) */ // 🍕';
    const { files, text } = await unzip(await appPackage({ name }));
    for (const path of Object.keys(files)) expect(path).toMatch(/^App\/[A-Za-z0-9_./-]+$/);

    const info = parseXmlPlist(text('App/App/Info.plist')) as Record<string, TValue>;
    expect(info.CFBundleDisplayName).toBe(name);
    // Xcode must not read "$(HOME)" in it as a build setting.
    const pbxText = text('App/App.xcodeproj/project.pbxproj');
    const { objects } = pbxObjects(parsePbx(pbxText));
    for (const object of Object.values(objects))
      if (
        object.isa === 'XCBuildConfiguration' &&
        (object.buildSettings as Record<string, TValue>).INFOPLIST_FILE
      )
        expect(
          (object.buildSettings as Record<string, TValue>).INFOPLIST_EXPAND_BUILD_SETTINGS,
        ).toBe('NO');
    expect(pbxText).not.toContain('Joe');
    expect(JSON.parse(text('App/App/config.json')).name).toBe(name);
    for (const swift of ['App/App/BrandedApp.swift', 'App/App/WebView.swift'])
      expect(text(swift)).not.toContain('Joe');
    expect(text('App/README.txt')).toContain(name);
    // The generated icon draws the initial from an escaped SVG.
    const meta = await sharp(
      files['App/App/Assets.xcassets/AppIcon.appiconset/AppIcon.png'] as Uint8Array,
    ).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 1024]);
  });

  it('makes an Apple bundle id and version of what Android allows', async () => {
    const ctx = context();
    const zip = await xcodeProjectZip(
      await appPackage({ packageName: 'com.example.pizza_palace', version: '1.2.3.4' }),
      ctx,
    );
    const files = unzipSync(new Uint8Array(zip));
    const info = parseXmlPlist(
      Buffer.from(files['App/App/Info.plist'] as Uint8Array).toString('utf8'),
    ) as Record<string, TValue>;
    expect([info.CFBundleIdentifier, info.CFBundleShortVersionString]).toEqual([
      'com.example.pizza-palace',
      '1.2.3',
    ]);
    expect(ctx.lines.join('\n')).toMatch(/no "_" in a bundle id[\s\S]*at most three numbers/);
  });

  it('stops when the build is cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(xcodeProjectZip(await appPackage(), context(controller.signal))).rejects.toThrow(
      'cancelled',
    );
  });
});
