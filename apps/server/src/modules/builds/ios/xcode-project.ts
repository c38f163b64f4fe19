import { createHash } from 'node:crypto';
import { type Zippable, zipSync } from 'fflate';
import sharp from 'sharp';
import { BuildFailure, type TAppPackage, type TPackagerContext } from '../app-package';

// Without a macOS build agent an iOS build cannot be compiled or signed here, so the owner gets the
// generated Xcode project instead: a complete WKWebView app that opens in Xcode, to sign and archive
// there. Every file is written from our own templates. The owner's name is the only free text, and
// it goes into three formats: XML (Info.plist, escaped and stripped of what XML cannot hold), JSON
// (config.json) and the README as plain text. It never enters a path (the folders and the target are
// called `App`), the pbxproj, or Swift: the Swift code reads the name and address from config.json
// at launch, so nothing the owner typed is ever compiled as code.

/** The folder, target, product and executable name: ours, never the owner's name. */
const APP = 'App';
const DEPLOYMENT_TARGET = '16.0';
const DEFAULT_PRIMARY = '#2C7BE5';
const DEFAULT_BACKGROUND = '#FFFFFF';
const ICON_SIZE = 1024;

/** The iOS splash images by action name, and where each goes in the launch imageset. */
const SPLASH_SLOTS = [
  { name: 'splash_universal', idiom: 'universal', scale: undefined },
  { name: 'splash_iphone', idiom: 'iphone', scale: '2x' },
  { name: 'splash_iphone_plus', idiom: 'iphone', scale: '3x' },
  { name: 'splash_ipad', idiom: 'ipad', scale: '2x' },
] as const;

// ---- formats -------------------------------------------------------------------------------

/** Characters XML 1.0 cannot hold at all (most control characters, lone surrogates, U+FFFE/F). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(
      /[<>&'"]/g,
      (c) =>
        ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
    );
}

type TPlistValue = string | number | boolean | TPlistValue[] | { [key: string]: TPlistValue };

function plistValue(value: TPlistValue, indent: string): string {
  if (typeof value === 'string') return `${indent}<string>${xmlText(value)}</string>`;
  if (typeof value === 'number') return `${indent}<integer>${Math.trunc(value)}</integer>`;
  if (typeof value === 'boolean') return `${indent}<${value}/>`;
  if (Array.isArray(value))
    return `${indent}<array>\n${value.map((v) => plistValue(v, `${indent}\t`)).join('\n')}\n${indent}</array>`;
  const entries = Object.entries(value).map(
    ([k, v]) => `${indent}\t<key>${xmlText(k)}</key>\n${plistValue(v, `${indent}\t`)}`,
  );
  return `${indent}<dict>\n${entries.join('\n')}\n${indent}</dict>`;
}

/** An XML property list, as Xcode and plutil write it. */
function plist(value: { [key: string]: TPlistValue }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
${plistValue(value, '')}
</plist>
`;
}

/**
 * A string in the pbxproj's old-style (NeXTSTEP) property list: bare when it is only letters,
 * digits and `_./` (and holds no `//` or `/*`, which would read as a comment), else quoted with
 * backslash escapes; control characters as \U escapes.
 */
function pbxString(value: string): string {
  if (/^[A-Za-z0-9_./]+$/.test(value) && !value.includes('//') && !value.includes('/*'))
    return value;
  const escaped = value.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are escaped
    /[\\"\u0000-\u001f\u007f]/g,
    (c) =>
      ({ '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r' })[c] ??
      `\\U${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `"${escaped}"`;
}

/** `#RRGGBB` as 0–255 channels; a value that is not one gives the fallback's. */
function rgb(colour: string | undefined, fallback: string): [number, number, number] {
  const hex = /^#([0-9a-fA-F]{6})$/.exec(colour ?? '')?.[1] ?? fallback.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function hexOf([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Apple's bundle ids allow letters, digits, hyphens and dots: our package names may hold `_`. */
function bundleIdOf(packageName: string): string {
  return packageName.replace(/_/g, '-');
}

/** CFBundleShortVersionString is at most three integers; ours may have four. */
function marketingVersionOf(version: string): string {
  return version.split('.').slice(0, 3).join('.');
}

// ---- images --------------------------------------------------------------------------------

async function image<T>(step: string, make: () => Promise<T>, ctx: TPackagerContext): Promise<T> {
  try {
    return await make();
  } catch (error) {
    ctx.log(`${step}: ${error instanceof Error ? error.message : String(error)}`);
    throw new BuildFailure('BUILD_TOOL_FAILED', { step });
  }
}

/** The first letter or digit of the name, for the generated icon. */
function initialOf(name: string): string {
  return (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? '').toLocaleUpperCase();
}

/**
 * The App Store icon: one 1024 × 1024 PNG with no transparency (App Store Connect refuses an icon
 * with an alpha channel), from the owner's launcher icon or, without one, the name's initial on the
 * primary colour.
 */
async function appIcon(app: TAppPackage, primary: [number, number, number]): Promise<Buffer> {
  const [r, g, b] = primary;
  if (app.launcherIcon)
    return sharp(app.launcherIcon)
      .resize(ICON_SIZE, ICON_SIZE, { fit: 'cover' })
      .flatten({ background: { r, g, b } })
      .png()
      .toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}">
  <rect width="100%" height="100%" fill="${hexOf(primary)}"/>
  <text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700"
    font-size="560" fill="#ffffff">${xmlText(initialOf(app.name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: { r, g, b } }).png().toBuffer();
}

type TSplash = { slot: (typeof SPLASH_SLOTS)[number]; png: Buffer; width: number; height: number };

async function splashImages(app: TAppPackage): Promise<TSplash[]> {
  const found: TSplash[] = [];
  for (const slot of SPLASH_SLOTS) {
    const given = app.splash.find((s) => s.name === slot.name);
    if (!given) continue;
    // Re-encoded as PNG: the asset catalog wants PNG, and this drops any metadata of the upload.
    const { data, info } = await sharp(given.bytes).png().toBuffer({ resolveWithObject: true });
    found.push({ slot, png: data, width: info.width, height: info.height });
  }
  return found;
}

// ---- asset catalog -------------------------------------------------------------------------

const CATALOG_INFO = { author: 'xcode', version: 1 };
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function colourSet([r, g, b]: [number, number, number]): string {
  const component = (c: number) => `0x${c.toString(16).padStart(2, '0').toUpperCase()}`;
  return json({
    colors: [
      {
        color: {
          'color-space': 'srgb',
          components: {
            red: component(r),
            green: component(g),
            blue: component(b),
            alpha: '1.000',
          },
        },
        idiom: 'universal',
      },
    ],
    info: CATALOG_INFO,
  });
}

// ---- launch screen -------------------------------------------------------------------------

function launchScreen(background: [number, number, number], splash: TSplash[]): string {
  const [r, g, b] = background.map((c) => (c / 255).toFixed(3));
  const first = splash[0];
  const edges = ['top', 'bottom', 'leading', 'trailing'];
  const imageView = first
    ? `
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="LaunchImage" translatesAutoresizingMaskIntoConstraints="NO" id="Lch-img-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </imageView>
                        </subviews>`
    : '';
  const constraints = first
    ? `
                        <constraints>
${edges
  .map(
    (edge, i) =>
      `                            <constraint firstItem="Lch-img-001" firstAttribute="${edge}" secondItem="Lch-vw-001" secondAttribute="${edge}" id="Lch-cn-00${i + 1}"/>`,
  )
  .join('\n')}
                        </constraints>`
    : '';
  const resources = first
    ? `
    <resources>
        <image name="LaunchImage" width="${first.width}" height="${first.height}"/>
    </resources>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Lch-vc-001">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
        <scene sceneID="Lch-sc-001">
            <objects>
                <viewController id="Lch-vc-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Lch-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>${imageView}
                        <viewLayoutGuide key="safeArea" id="Lch-sa-001"/>
                        <color key="backgroundColor" red="${r}" green="${g}" blue="${b}" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>${constraints}
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Lch-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0.0" y="0.0"/>
        </scene>
    </scenes>${resources}
</document>
`;
}

// ---- Swift ---------------------------------------------------------------------------------

// No owner value in here: the name and address come from config.json in the app's bundle.
const APP_SWIFT = `import SwiftUI

/// The app's settings, written into config.json when the project was generated.
struct AppConfig: Decodable {
    let name: String
    let siteUrl: URL

    enum CodingKeys: String, CodingKey {
        case name
        case siteUrl = "site_url"
    }

    static let shared: AppConfig = {
        guard
            let file = Bundle.main.url(forResource: "config", withExtension: "json"),
            let data = try? Data(contentsOf: file),
            let config = try? JSONDecoder().decode(AppConfig.self, from: data)
        else {
            fatalError("config.json is missing from the app or cannot be read")
        }
        return config
    }()
}

@main
struct BrandedApp: App {
    var body: some Scene {
        WindowGroup {
            WebView(url: AppConfig.shared.siteUrl)
                .ignoresSafeArea(edges: .bottom)
        }
    }
}
`;

const WEBVIEW_SWIFT = `import SwiftUI
import UIKit
import WebKit

/// The website in a WKWebView. Pages of the site's own host open inside the app; any other link
/// (phone, maps, mail, another site) opens in the app the system chooses for it.
struct WebView: UIViewRepresentable {
    let url: URL

    func makeCoordinator() -> Coordinator {
        Coordinator(host: url.host)
    }

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = context.coordinator
        webView.uiDelegate = context.coordinator
        webView.allowsBackForwardNavigationGestures = true
        webView.load(URLRequest(url: url))
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {}

    final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate {
        private let host: String?

        init(host: String?) {
            self.host = host?.lowercased()
        }

        private func isInside(_ target: URL) -> Bool {
            let scheme = target.scheme?.lowercased()
            return (scheme == "https" || scheme == "http") && target.host?.lowercased() == host
        }

        func webView(
            _ webView: WKWebView,
            decidePolicyFor navigationAction: WKNavigationAction,
            decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
        ) {
            guard let target = navigationAction.request.url else {
                decisionHandler(.cancel)
                return
            }
            let scheme = target.scheme?.lowercased() ?? ""
            // The site's pages, its frames (payment forms, maps) and in-page data stay inside.
            if isInside(target) || ["about", "data", "blob"].contains(scheme)
                || navigationAction.targetFrame?.isMainFrame == false {
                decisionHandler(.allow)
                return
            }
            UIApplication.shared.open(target)
            decisionHandler(.cancel)
        }

        // Links that ask for a new window (target="_blank").
        func webView(
            _ webView: WKWebView,
            createWebViewWith configuration: WKWebViewConfiguration,
            for navigationAction: WKNavigationAction,
            windowFeatures: WKWindowFeatures
        ) -> WKWebView? {
            if let target = navigationAction.request.url {
                if isInside(target) {
                    webView.load(navigationAction.request)
                } else {
                    UIApplication.shared.open(target)
                }
            }
            return nil
        }
    }
}
`;

// ---- the project file ----------------------------------------------------------------------

/** A stable 24-hex object id: the same project gives the same file, which keeps diffs readable. */
function objectId(label: string): string {
  return createHash('sha256')
    .update(`owner-console-xcode:${label}`)
    .digest('hex')
    .slice(0, 24)
    .toUpperCase();
}

type TPbxValue = string | TPbxValue[] | { [key: string]: TPbxValue };

function pbxValue(value: TPbxValue, indent: string, comments: Map<string, string>): string {
  const withComment = (s: string) => {
    const comment = comments.get(s);
    return comment ? `${pbxString(s)} /* ${comment} */` : pbxString(s);
  };
  if (typeof value === 'string') return withComment(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return `(\n${indent})`;
    return `(\n${value.map((v) => `${indent}\t${pbxValue(v, `${indent}\t`, comments)},`).join('\n')}\n${indent})`;
  }
  const entries = Object.entries(value).map(
    ([k, v]) => `${indent}\t${pbxString(k)} = ${pbxValue(v, `${indent}\t`, comments)};`,
  );
  return `{\n${entries.join('\n')}\n${indent}}`;
}

type TFile = { path: string; type: string; phase: 'sources' | 'resources' | null };

/**
 * project.pbxproj: one iOS application target `App` with its sources and resources, Debug and
 * Release configurations, automatic signing. Object ids are derived from stable labels.
 */
function pbxproj(
  files: TFile[],
  settings: { bundleId: string; marketing: string; build: number },
): string {
  const ids = {
    project: objectId('project'),
    target: objectId('target'),
    mainGroup: objectId('group:main'),
    appGroup: objectId('group:app'),
    productsGroup: objectId('group:products'),
    product: objectId('product'),
    sources: objectId('phase:sources'),
    resources: objectId('phase:resources'),
    frameworks: objectId('phase:frameworks'),
    projectConfigs: objectId('configs:project'),
    targetConfigs: objectId('configs:target'),
    projectDebug: objectId('config:project:Debug'),
    projectRelease: objectId('config:project:Release'),
    targetDebug: objectId('config:target:Debug'),
    targetRelease: objectId('config:target:Release'),
  };
  const comments = new Map<string, string>([
    [ids.project, 'Project object'],
    [ids.target, APP],
    [ids.appGroup, APP],
    [ids.productsGroup, 'Products'],
    [ids.product, `${APP}.app`],
    [ids.sources, 'Sources'],
    [ids.resources, 'Resources'],
    [ids.frameworks, 'Frameworks'],
    [ids.projectConfigs, `Build configuration list for PBXProject "${APP}"`],
    [ids.targetConfigs, `Build configuration list for PBXNativeTarget "${APP}"`],
    [ids.projectDebug, 'Debug'],
    [ids.projectRelease, 'Release'],
    [ids.targetDebug, 'Debug'],
    [ids.targetRelease, 'Release'],
  ]);
  const sections: Record<string, Record<string, { [key: string]: TPbxValue }>> = {};
  const add = (id: string, object: { isa: string; [key: string]: TPbxValue }) => {
    const section = sections[object.isa] ?? {};
    section[id] = object;
    sections[object.isa] = section;
  };

  const phaseFiles: Record<'sources' | 'resources', string[]> = { sources: [], resources: [] };
  for (const file of files) {
    const name = file.path.split('/').pop() as string;
    const ref = objectId(`file:${file.path}`);
    comments.set(ref, name);
    add(ref, {
      isa: 'PBXFileReference',
      lastKnownFileType: file.type,
      path: name,
      sourceTree: '<group>',
    });
    if (file.phase) {
      const build = objectId(`build:${file.path}`);
      comments.set(build, `${name} in ${file.phase === 'sources' ? 'Sources' : 'Resources'}`);
      add(build, { isa: 'PBXBuildFile', fileRef: ref });
      phaseFiles[file.phase].push(build);
    }
  }
  add(ids.product, {
    isa: 'PBXFileReference',
    explicitFileType: 'wrapper.application',
    includeInIndex: '0',
    path: `${APP}.app`,
    sourceTree: 'BUILT_PRODUCTS_DIR',
  });
  add(ids.mainGroup, {
    isa: 'PBXGroup',
    children: [ids.appGroup, ids.productsGroup],
    sourceTree: '<group>',
  });
  add(ids.appGroup, {
    isa: 'PBXGroup',
    children: files.map((f) => objectId(`file:${f.path}`)),
    path: APP,
    sourceTree: '<group>',
  });
  add(ids.productsGroup, {
    isa: 'PBXGroup',
    children: [ids.product],
    name: 'Products',
    sourceTree: '<group>',
  });
  const phase = (isa: string, list: string[]) => ({
    isa,
    buildActionMask: '2147483647',
    files: list,
    runOnlyForDeploymentPostprocessing: '0',
  });
  add(ids.frameworks, phase('PBXFrameworksBuildPhase', []));
  add(ids.resources, phase('PBXResourcesBuildPhase', phaseFiles.resources));
  add(ids.sources, phase('PBXSourcesBuildPhase', phaseFiles.sources));
  add(ids.target, {
    isa: 'PBXNativeTarget',
    buildConfigurationList: ids.targetConfigs,
    buildPhases: [ids.sources, ids.frameworks, ids.resources],
    buildRules: [],
    dependencies: [],
    name: APP,
    productName: APP,
    productReference: ids.product,
    productType: 'com.apple.product-type.application',
  });
  add(ids.project, {
    isa: 'PBXProject',
    attributes: {
      BuildIndependentTargetsInParallel: '1',
      LastSwiftUpdateCheck: '1500',
      LastUpgradeCheck: '1500',
      TargetAttributes: { [ids.target]: { CreatedOnToolsVersion: '15.0' } },
    },
    buildConfigurationList: ids.projectConfigs,
    compatibilityVersion: 'Xcode 14.0',
    developmentRegion: 'en',
    hasScannedForEncodings: '0',
    knownRegions: ['en', 'Base'],
    mainGroup: ids.mainGroup,
    productRefGroup: ids.productsGroup,
    projectDirPath: '',
    projectRoot: '',
    targets: [ids.target],
  });

  const projectSettings = (debug: boolean): { [key: string]: TPbxValue } => ({
    ALWAYS_SEARCH_USER_PATHS: 'NO',
    CLANG_ENABLE_MODULES: 'YES',
    CLANG_ENABLE_OBJC_ARC: 'YES',
    COPY_PHASE_STRIP: 'NO',
    DEBUG_INFORMATION_FORMAT: debug ? 'dwarf' : 'dwarf-with-dsym',
    ENABLE_STRICT_OBJC_MSGSEND: 'YES',
    ENABLE_USER_SCRIPT_SANDBOXING: 'YES',
    ...(debug
      ? {
          ENABLE_TESTABILITY: 'YES',
          ONLY_ACTIVE_ARCH: 'YES',
          SWIFT_ACTIVE_COMPILATION_CONDITIONS: 'DEBUG $(inherited)',
        }
      : { VALIDATE_PRODUCT: 'YES' }),
    GCC_C_LANGUAGE_STANDARD: 'gnu17',
    GCC_OPTIMIZATION_LEVEL: debug ? '0' : 's',
    IPHONEOS_DEPLOYMENT_TARGET: DEPLOYMENT_TARGET,
    MTL_ENABLE_DEBUG_INFO: debug ? 'INCLUDE_SOURCE' : 'NO',
    SDKROOT: 'iphoneos',
    SWIFT_COMPILATION_MODE: debug ? 'singlefile' : 'wholemodule',
    SWIFT_OPTIMIZATION_LEVEL: debug ? '-Onone' : '-O',
  });
  const targetSettings: { [key: string]: TPbxValue } = {
    ASSETCATALOG_COMPILER_APPICON_NAME: 'AppIcon',
    ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME: 'AccentColor',
    CODE_SIGN_STYLE: 'Automatic',
    CURRENT_PROJECT_VERSION: String(settings.build),
    DEVELOPMENT_TEAM: '',
    // Info.plist holds its values literally (the name among them), so Xcode must not expand
    // $(…) in it: an owner's name containing "$(HOME)" stays that text.
    GENERATE_INFOPLIST_FILE: 'NO',
    INFOPLIST_EXPAND_BUILD_SETTINGS: 'NO',
    INFOPLIST_FILE: `${APP}/Info.plist`,
    IPHONEOS_DEPLOYMENT_TARGET: DEPLOYMENT_TARGET,
    LD_RUNPATH_SEARCH_PATHS: ['$(inherited)', '@executable_path/Frameworks'],
    MARKETING_VERSION: settings.marketing,
    PRODUCT_BUNDLE_IDENTIFIER: settings.bundleId,
    PRODUCT_NAME: '$(TARGET_NAME)',
    SWIFT_EMIT_LOC_STRINGS: 'YES',
    SWIFT_VERSION: '5.0',
    TARGETED_DEVICE_FAMILY: '1,2',
  };
  for (const [id, name, debug] of [
    [ids.projectDebug, 'Debug', true],
    [ids.projectRelease, 'Release', false],
  ] as const)
    add(id, { isa: 'XCBuildConfiguration', buildSettings: projectSettings(debug), name });
  for (const [id, name] of [
    [ids.targetDebug, 'Debug'],
    [ids.targetRelease, 'Release'],
  ] as const)
    add(id, { isa: 'XCBuildConfiguration', buildSettings: targetSettings, name });
  const configList = (list: string[]) => ({
    isa: 'XCConfigurationList',
    buildConfigurations: list,
    defaultConfigurationIsVisible: '0',
    defaultConfigurationName: 'Release',
  });
  add(ids.projectConfigs, configList([ids.projectDebug, ids.projectRelease]));
  add(ids.targetConfigs, configList([ids.targetDebug, ids.targetRelease]));

  const body = Object.keys(sections)
    .sort()
    .map((isa) => {
      const objects = sections[isa] as Record<string, { [key: string]: TPbxValue }>;
      const lines = Object.keys(objects)
        .sort()
        .map(
          (id) =>
            `\t\t${pbxValue(id, '\t\t', comments)} = ${pbxValue(objects[id] as TPbxValue, '\t\t', comments)};`,
        );
      return `\n/* Begin ${isa} section */\n${lines.join('\n')}\n/* End ${isa} section */\n`;
    })
    .join('');
  return `// !$*UTF8*$!
{
\tarchiveVersion = 1;
\tclasses = {
\t};
\tobjectVersion = 56;
\tobjects = {
${body}\t};
\trootObject = ${pbxValue(ids.project, '\t', comments)};
}
`;
}

function scheme(targetId: string): string {
  const reference = `<BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "${targetId}"
               BuildableName = "${APP}.app"
               BlueprintName = "${APP}"
               ReferencedContainer = "container:${APP}.xcodeproj">
            </BuildableReference>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Scheme LastUpgradeVersion = "1500" version = "1.7">
   <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES" buildForProfiling = "YES" buildForArchiving = "YES" buildForAnalyzing = "YES">
            ${reference}
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <TestAction buildConfiguration = "Debug" selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB" selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB" shouldUseLaunchSchemeArgsEnv = "YES">
   </TestAction>
   <LaunchAction buildConfiguration = "Debug" selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB" selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB" launchStyle = "0" useCustomWorkingDirectory = "NO" ignoresPersistentStateOnLaunch = "NO" debugDocumentVersioning = "YES" debugServiceExtension = "internal" allowLocationSimulation = "YES">
      <BuildableProductRunnable runnableDebuggingMode = "0">
         ${reference}
      </BuildableProductRunnable>
   </LaunchAction>
   <ProfileAction buildConfiguration = "Release" shouldUseLaunchSchemeArgsEnv = "YES" savedToolIdentifier = "" useCustomWorkingDirectory = "NO" debugDocumentVersioning = "YES">
   </ProfileAction>
   <AnalyzeAction buildConfiguration = "Debug">
   </AnalyzeAction>
   <ArchiveAction buildConfiguration = "Release" revealArchiveInOrganizer = "YES">
   </ArchiveAction>
</Scheme>
`;
}

function readme(app: TAppPackage, bundleId: string, method: string): string {
  // Plain text: the name is shown as typed, on one line.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters become spaces
  const name = app.name.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  return `Xcode project of the iOS app "${name}"
Bundle id ${bundleId}, version ${marketingVersionOf(app.version)} (build ${app.versionCode}).

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

// ---- the zip -------------------------------------------------------------------------------

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
  const bundleId = bundleIdOf(app.packageName);
  const marketing = marketingVersionOf(app.version);
  const method = app.mode === 'app-store' ? 'app-store' : 'ad-hoc';
  const primary = rgb(app.colors.primary, DEFAULT_PRIMARY);
  const background = rgb(app.colors.background, DEFAULT_BACKGROUND);
  if (bundleId !== app.packageName)
    ctx.log(`Bundle id ${bundleId}: Apple allows no "_" in a bundle id, so it became "-".`);
  if (marketing !== app.version)
    ctx.log(`Version ${marketing}: iOS versions have at most three numbers.`);

  ctx.log(app.launcherIcon ? 'App icon: from the launcher icon.' : 'App icon: generated.');
  const icon = await image('app icon', () => appIcon(app, primary), ctx);
  ctx.signal.throwIfAborted();
  const splash = await image('launch images', () => splashImages(app), ctx);
  ctx.log(
    splash.length
      ? `Launch screen: ${splash.map((s) => s.slot.name).join(', ')}.`
      : 'Launch screen: the background colour (no iOS splash images).',
  );
  ctx.signal.throwIfAborted();

  const root = `${APP}/`;
  const src = `${APP}/${APP}/`;
  const assets = `${src}Assets.xcassets/`;
  const text = (s: string) => Buffer.from(s, 'utf8');
  const entries: Record<string, Uint8Array> = {};
  const put = (path: string, bytes: Uint8Array) => {
    entries[path] = bytes;
  };

  put(`${assets}Contents.json`, text(json({ info: CATALOG_INFO })));
  put(
    `${assets}AppIcon.appiconset/Contents.json`,
    text(
      json({
        images: [
          { filename: 'AppIcon.png', idiom: 'universal', platform: 'ios', size: '1024x1024' },
        ],
        info: CATALOG_INFO,
      }),
    ),
  );
  put(`${assets}AppIcon.appiconset/AppIcon.png`, icon);
  put(`${assets}AccentColor.colorset/Contents.json`, text(colourSet(primary)));
  if (splash.length) {
    put(
      `${assets}LaunchImage.imageset/Contents.json`,
      text(
        json({
          images: splash.map((s) => ({
            filename: `${s.slot.name}.png`,
            idiom: s.slot.idiom,
            ...(s.slot.scale ? { scale: s.slot.scale } : {}),
          })),
          info: CATALOG_INFO,
        }),
      ),
    );
    for (const s of splash) put(`${assets}LaunchImage.imageset/${s.slot.name}.png`, s.png);
  }
  put(`${src}LaunchScreen.storyboard`, text(launchScreen(background, splash)));
  put(`${src}BrandedApp.swift`, text(APP_SWIFT));
  put(`${src}WebView.swift`, text(WEBVIEW_SWIFT));
  put(
    `${src}config.json`,
    text(
      json({
        name: app.name,
        bundle_id: bundleId,
        version: marketing,
        build: app.versionCode,
        site_url: app.siteUrl,
        colors: { primary: hexOf(primary), background: hexOf(background) },
        constants: app.constants,
      }),
    ),
  );
  put(
    `${src}Info.plist`,
    text(
      plist({
        CFBundleDevelopmentRegion: 'en',
        CFBundleDisplayName: app.name,
        CFBundleExecutable: APP,
        CFBundleIdentifier: bundleId,
        CFBundleInfoDictionaryVersion: '6.0',
        // iOS shows CFBundleName where the display name does not fit; Apple caps it at 15.
        CFBundleName: [...app.name].slice(0, 15).join(''),
        CFBundlePackageType: 'APPL',
        CFBundleShortVersionString: marketing,
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
      }),
    ),
  );
  if (app.firebase.ios) put(`${src}GoogleService-Info.plist`, app.firebase.ios);

  const files: TFile[] = [
    { path: `${APP}/BrandedApp.swift`, type: 'sourcecode.swift', phase: 'sources' },
    { path: `${APP}/WebView.swift`, type: 'sourcecode.swift', phase: 'sources' },
    { path: `${APP}/Assets.xcassets`, type: 'folder.assetcatalog', phase: 'resources' },
    { path: `${APP}/LaunchScreen.storyboard`, type: 'file.storyboard', phase: 'resources' },
    { path: `${APP}/config.json`, type: 'text.json', phase: 'resources' },
    ...(app.firebase.ios
      ? [
          {
            path: `${APP}/GoogleService-Info.plist`,
            type: 'text.plist.xml',
            phase: 'resources' as const,
          },
        ]
      : []),
    { path: `${APP}/Info.plist`, type: 'text.plist.xml', phase: null },
  ];
  const project = `${root}${APP}.xcodeproj/`;
  put(
    `${project}project.pbxproj`,
    text(pbxproj(files, { bundleId, marketing, build: app.versionCode })),
  );
  put(
    `${project}project.xcworkspace/contents.xcworkspacedata`,
    text(`<?xml version="1.0" encoding="UTF-8"?>
<Workspace version = "1.0">
   <FileRef location = "self:">
   </FileRef>
</Workspace>
`),
  );
  put(`${project}xcshareddata/xcschemes/${APP}.xcscheme`, text(scheme(objectId('target'))));
  put(
    `${root}ExportOptions.plist`,
    text(
      plist({
        method,
        signingStyle: 'automatic',
        stripSwiftSymbols: true,
        uploadSymbols: method === 'app-store',
        ...(method === 'app-store' ? { destination: 'export' } : { thinning: '<none>' }),
      }),
    ),
  );
  put(`${root}README.txt`, text(readme(app, bundleId, method)));

  // PNGs are compressed already; deflating them again only costs time.
  const zippable: Zippable = {};
  for (const [path, bytes] of Object.entries(entries))
    zippable[path] = [bytes, { level: path.endsWith('.png') ? 0 : 6 }];
  const zip = Buffer.from(zipSync(zippable));
  ctx.log(`Xcode project: ${Object.keys(entries).length} files, ${zip.length} bytes.`);
  return zip;
}
