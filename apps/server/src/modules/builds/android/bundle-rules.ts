import { unzipSync } from 'fflate';
import {
  decodeBundleConfig,
  decodeResourceTable,
  decodeXmlNode,
  type TResourceTable,
  type TXmlAttribute,
  type TXmlElement,
} from './bundle-proto';

// The rules bundletool's `validate` applies to an App Bundle (its validation/ package, release
// 1.18.1), as far as they can concern a bundle of one module, `base`: the packager checks every
// bundle it makes with them before it is signed and offered, and bundle-rules.test.ts makes one
// bundle break each of them.
//
// | bundletool validator              | rule checked here                                               |
// |-----------------------------------|-----------------------------------------------------------------|
// | BundleZipValidator                | no directory entries; no entry name starting with /              |
// | (the zip itself)                  | no entry name twice (Java's zip reader would keep only one)      |
// | MandatoryFilesPresenceValidator   | BundleConfig.pb at the root; every module has its manifest       |
// | ModuleNamesValidator              | module names [a-zA-Z][a-zA-Z0-9_]*; a base module; no `split`    |
// | BundleFilesValidator              | files only in assets/, dex/, lib/, manifest/, res/, root/, apex/ |
// |                                   | or a module table (resources.pb, assets.pb, native.pb, ...);    |
// |                                   | dex/ holds classes[N].dex only, no directories; manifest/ holds |
// |                                   | AndroidManifest.xml only; lib/<abi>/<x>.so; root/ uses no name  |
// |                                   | an APK reserves (AndroidManifest.xml, resources.arsc, dex, ...) |
// | DexFilesValidator                 | classes.dex, classes2.dex, ... in sequence; code or hasCode=false |
// | ResourceTableValidator            | res/ files need resources.pb; it names only res/ files, all of   |
// |                                   | them and no missing one; resource ids unique                     |
// | AndroidManifestValidator          | a version code; minSdk/maxSdk not negative, max >= min;          |
// |                                   | targetSandboxVersion <= 2; `split` at most once; the base module |
// |                                   | not on demand, not conditional, not left out of fusing; no       |
// |                                   | <uses-sdk-library>                                               |
// | BundleConfigValidator             | BundleConfig.pb reads; its bundletool version is x.y.z[-q];      |
// |                                   | uncompressed globs without newlines or backslashes; no split     |
// |                                   | dimension twice; master resources are ids of the bundle          |
// | ArchiveEntriesValidator           | none of the file names Play reserves for archived apps in base   |
//
// The others cannot fail with one module and no native code, assets targeting, APEX or SDKs:
// EntryClash, ModuleDependency and ModuleTitle (between modules), AbiParity, TextureCompression-,
// DeviceGroup-, DeviceTier- and CountrySetParity, NestedTargeting, AssetsTargeting,
// NativeTargeting, DeviceGroupTargeting (targeted directories), ApexBundle, AssetBundle,
// AssetModuleFiles, CodeTransparency, RuntimeEnabledSdk*, DeclarativeWatchFace and
// StandaloneFeatureModules.

const ANDROID = 'http://schemas.android.com/apk/res/android';
const DIST = 'http://schemas.android.com/apk/distribution';

/** Top-level directories that are not modules. */
const NON_MODULE_DIRECTORIES = ['META-INF', 'BUNDLE-METADATA'];
const MODULE_NAME = /^[a-zA-Z][a-zA-Z0-9_]*$/;
const MODULE_TABLES = [
  'resources.pb',
  'assets.pb',
  'native.pb',
  'apex.pb',
  'runtime_enabled_sdk_config.pb',
];
const DEX_NAME = /^classes([0-9]*)\.dex$/;
/** Names under root/ that an APK uses itself (besides classes*.dex). */
const ROOT_RESERVED = ['lib', 'res', 'AndroidManifest.xml', 'resources.arsc', 'resources.pb'];
/** The directories of lib/ bundletool knows (AbiName). */
const ABIS = ['armeabi', 'armeabi-v7a', 'arm64-v8a', 'x86', 'x86_64', 'mips', 'mips64', 'riscv64'];
const ARCHIVE_RESERVED = [
  'res/drawable/com_android_vending_archive_icon_opacity_layer.xml',
  'res/drawable/com_android_vending_archive_icon_cloud_symbol.xml',
  'res/drawable/com_android_vending_archive_application_icon.xml',
  'res/drawable/com_android_vending_archive_application_round_icon.xml',
  'res/layout/com_android_vending_archive_splash_screen_layout.xml',
];
/** android:versionCode and the SDK attributes, by the ids bundletool reads them by. */
const ATTRIBUTE_IDS = {
  versionCode: 0x0101021b,
  minSdkVersion: 0x0101020c,
  maxSdkVersion: 0x01010271,
  targetSandboxVersion: 0x0101054c,
  hasCode: 0x0101000c,
} as const;
/** The split dimensions bundletool knows (SplitDimension.Value), and those that strip suffixes. */
const SPLIT_DIMENSIONS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** A bundle's zip as read: every entry name in order (duplicates too) and the files' bytes. */
export type TBundleZip = { names: string[]; files: Record<string, Uint8Array> };

export function readBundleZip(bytes: Uint8Array): TBundleZip {
  const names: string[] = [];
  const files = unzipSync(bytes, {
    filter: (file) => {
      names.push(file.name);
      return true;
    },
  });
  return { names, files };
}

function attribute(element: TXmlElement | undefined, name: string, namespace = ANDROID) {
  return element?.attribute?.find((a) => a.name === name && (a.namespaceUri ?? '') === namespace);
}

/** An attribute's value as a number: the compiled one when aapt2 compiled it, else its text. */
function numberOf(a: TXmlAttribute | undefined): number | undefined {
  if (!a) return undefined;
  const prim = a.compiledItem?.prim;
  if (prim?.intDecimalValue !== undefined) return prim.intDecimalValue;
  if (prim?.intHexadecimalValue !== undefined) return prim.intHexadecimalValue;
  const n = Number(a.value);
  return a.value !== undefined && a.value !== '' && Number.isInteger(n) ? n : undefined;
}

function booleanOf(a: TXmlAttribute | undefined): boolean | undefined {
  if (!a) return undefined;
  if (a.compiledItem?.prim?.booleanValue !== undefined) return a.compiledItem.prim.booleanValue;
  if (a.value === 'true') return true;
  if (a.value === 'false') return false;
  return undefined;
}

const children = (element: TXmlElement | undefined, name: string, namespace = '') =>
  (element?.child ?? [])
    .map((c) => c.element)
    .filter(
      (e): e is TXmlElement =>
        e !== undefined && e.name === name && (e.namespaceUri ?? '') === namespace,
    );

/** An android: attribute, found by resource id as bundletool finds it, or by name. */
function androidAttribute(element: TXmlElement | undefined, name: keyof typeof ATTRIBUTE_IDS) {
  return (
    element?.attribute?.find((a) => a.resourceId === ATTRIBUTE_IDS[name]) ??
    attribute(element, name)
  );
}

function manifestProblems(module: string, bytes: Uint8Array, hasDex: boolean): string[] {
  let root: TXmlElement | undefined;
  try {
    root = decodeXmlNode(bytes).element;
  } catch {
    return [`The manifest of module '${module}' is not a compiled (proto) manifest.`];
  }
  if (root?.name !== 'manifest') return [`The manifest of module '${module}' has no <manifest>.`];
  const problems: string[] = [];
  if (!attribute(root, 'package', '')?.value) problems.push('The manifest names no package.');
  if (numberOf(androidAttribute(root, 'versionCode')) === undefined)
    problems.push('The manifest has no version code.');
  const splits = (root.attribute ?? []).filter(
    (a) => a.name === 'split' && (a.namespaceUri ?? '') === '',
  );
  if (splits.length > 1) problems.push("The attribute 'split' is declared more than once.");
  if (module === 'base' && splits.length > 0)
    problems.push("The base module should not have the 'split' attribute set.");
  const usesSdk = children(root, 'uses-sdk')[0];
  const minSdk = numberOf(androidAttribute(usesSdk, 'minSdkVersion'));
  const maxSdk = numberOf(androidAttribute(usesSdk, 'maxSdkVersion'));
  if (minSdk !== undefined && minSdk < 0) problems.push('minSdkVersion must be nonnegative.');
  if (maxSdk !== undefined && maxSdk < 0) problems.push('maxSdkVersion must be nonnegative.');
  if (minSdk !== undefined && maxSdk !== undefined && maxSdk < minSdk)
    problems.push(`minSdkVersion (${minSdk}) is greater than maxSdkVersion (${maxSdk}).`);
  const sandbox = numberOf(androidAttribute(root, 'targetSandboxVersion'));
  if (sandbox !== undefined && sandbox > 2)
    problems.push("The attribute 'targetSandboxVersion' cannot have a value greater than 2.");
  const application = children(root, 'application')[0];
  if (children(application, 'uses-sdk-library').length > 0)
    problems.push('<uses-sdk-library> is not allowed in the manifest of an App Bundle.');
  const hasCode = booleanOf(androidAttribute(application, 'hasCode')) ?? true;
  if (!hasDex && hasCode)
    problems.push(`Module '${module}' has no dex files but 'hasCode' is not set to false.`);
  const dist = children(root, 'module', DIST)[0];
  if (module === 'base' && dist) {
    if (booleanOf(attribute(dist, 'onDemand', DIST)))
      problems.push('The base module cannot be marked on-demand.');
    const delivery = children(dist, 'delivery', DIST)[0];
    if (children(delivery, 'on-demand', DIST).length > 0)
      problems.push('The base module cannot be marked on-demand.');
    const installTime = children(delivery, 'install-time', DIST)[0];
    if (children(installTime, 'conditions', DIST).length > 0)
      problems.push('The base module cannot have conditions.');
    const fusing = children(dist, 'fusing', DIST)[0];
    if (booleanOf(attribute(fusing, 'include', DIST)) === false)
      problems.push('The base module cannot be excluded from fusing.');
  }
  return problems;
}

function resourceProblems(
  module: string,
  tableBytes: Uint8Array | undefined,
  resFiles: string[],
): string[] {
  if (!tableBytes)
    return resFiles.length > 0
      ? [`Module '${module}' contains resource files but is missing a resource table.`]
      : [];
  let table: TResourceTable;
  try {
    table = decodeResourceTable(tableBytes);
  } catch {
    return [`The resource table of module '${module}' does not read.`];
  }
  const problems: string[] = [];
  const referenced = new Set<string>();
  const ids = new Set<number>();
  for (const pkg of table.package ?? [])
    for (const type of pkg.type ?? [])
      for (const entry of type.entry ?? []) {
        const resourceId =
          ((pkg.packageId?.id ?? 0) << 24) |
          ((type.typeId?.id ?? 0) << 16) |
          (entry.entryId?.id ?? 0);
        if (ids.has(resourceId))
          problems.push(`Duplicate resource id (0x${(resourceId >>> 0).toString(16)}).`);
        ids.add(resourceId);
        for (const config of entry.configValue ?? []) {
          const path = config.value?.item?.file?.path;
          if (path !== undefined) referenced.add(path);
        }
      }
  const present = new Set(resFiles);
  for (const path of referenced) {
    if (!path.startsWith('res/'))
      problems.push(`The resource table of module '${module}' references '${path}' outside res/.`);
    else if (!present.has(path))
      problems.push(`The resource table of module '${module}' references a missing file: ${path}`);
  }
  for (const path of resFiles)
    if (!referenced.has(path))
      problems.push(`Module '${module}' contains a resource file not in its table: ${path}`);
  return problems;
}

/** The problems of one file of a module, by its path inside the module (BundleFilesValidator). */
function moduleFileProblem(path: string): string | null {
  const parts = path.split('/');
  const [top] = parts;
  const fileName = parts[parts.length - 1] ?? '';
  if (parts.length === 1)
    return MODULE_TABLES.includes(path)
      ? null
      : `Module files can be only in pre-defined directories: ${path}`;
  switch (top) {
    case 'assets':
    case 'res':
      return null;
    case 'dex':
      if (!DEX_NAME.test(fileName)) return `Files under dex/ must be classes[0-9]*.dex: ${path}`;
      return parts.length === 2 ? null : `The dex/ directory cannot contain directories: ${path}`;
    case 'lib':
      if (parts.length !== 3) return `Native libraries must be lib/<abi>/<file>.so: ${path}`;
      if (!fileName.endsWith('.so') && fileName !== 'wrap.sh')
        return `Files under lib/ must have the .so extension: ${path}`;
      return ABIS.includes(parts[1] ?? '') ? null : `Unrecognized native architecture: ${path}`;
    case 'manifest':
      return path === 'manifest/AndroidManifest.xml'
        ? null
        : `Only AndroidManifest.xml is accepted under manifest/: ${path}`;
    case 'root': {
      const name = parts[1] ?? '';
      return ROOT_RESERVED.includes(name) || DEX_NAME.test(name)
        ? `File '${path}' uses a reserved file or directory name.`
        : null;
    }
    case 'apex':
      return parts.length === 2 &&
        (fileName.endsWith('.img') || fileName.endsWith('.build_info.pb'))
        ? null
        : `APEX images must be apex/<file>.img: ${path}`;
    default:
      return `Module files can be only in pre-defined directories: ${path}`;
  }
}

function configProblems(bytes: Uint8Array | undefined, resourceIds: Set<number>): string[] {
  if (!bytes)
    return [
      "The archive doesn't seem to be an App Bundle, it is missing required file 'BundleConfig.pb'.",
    ];
  let config: ReturnType<typeof decodeBundleConfig>;
  try {
    config = decodeBundleConfig(bytes);
  } catch {
    return ['BundleConfig.pb does not read.'];
  }
  const problems: string[] = [];
  const version = config.bundletool?.version ?? '';
  // An empty version is read as 0.0.0 (bundletool's legacy case); anything else must parse.
  if (version !== '' && !/^\d+\.\d+\.\d+(-.+)?$/.test(version))
    problems.push('Invalid version in the BundleConfig.pb file.');
  for (const glob of config.compression?.uncompressedGlob ?? [])
    if (glob.includes('\n') || glob.includes('\\'))
      problems.push(`Invalid uncompressed glob: '${glob}'.`);
  const dimensions = config.optimizations?.splitsConfig?.splitDimension ?? [];
  if (dimensions.some((d) => !SPLIT_DIMENSIONS.includes(d.value ?? 0) && !d.negate))
    problems.push('BundleConfig.pb contains an unrecognized split dimension.');
  if (new Set(dimensions.map((d) => d.value ?? 0)).size !== dimensions.length)
    problems.push('BundleConfig.pb contains duplicate split dimensions.');
  for (const id of config.masterResources?.resourceIds ?? [])
    if (!resourceIds.has(id >>> 0))
      problems.push(
        `The master resources list contains an id not in any module: 0x${(id >>> 0).toString(16)}`,
      );
  return problems;
}

/** Every resource id of a module's table (for BundleConfig's master resources). */
function resourceIdsOf(tableBytes: Uint8Array | undefined): Set<number> {
  const ids = new Set<number>();
  if (!tableBytes) return ids;
  try {
    for (const pkg of decodeResourceTable(tableBytes).package ?? [])
      for (const type of pkg.type ?? [])
        for (const entry of type.entry ?? [])
          ids.add(
            (((pkg.packageId?.id ?? 0) << 24) |
              ((type.typeId?.id ?? 0) << 16) |
              (entry.entryId?.id ?? 0)) >>>
              0,
          );
  } catch {
    // Reported by resourceProblems.
  }
  return ids;
}

/** What bundletool's `validate` would refuse in the bundle, in its words; empty when nothing. */
export function bundleProblems(zip: TBundleZip): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const name of zip.names) {
    if (name.endsWith('/')) problems.push(`The bundle contains directory zip entry '${name}'.`);
    if (name.startsWith('/'))
      problems.push(`The bundle contains a zip entry starting with /: '${name}'.`);
    if (seen.has(name)) problems.push(`The bundle contains the entry '${name}' twice.`);
    seen.add(name);
  }
  const files = Object.keys(zip.files).filter((name) => !name.endsWith('/'));
  const modules = new Map<string, string[]>();
  for (const name of files) {
    const slash = name.indexOf('/');
    if (slash < 0) {
      if (name !== 'BundleConfig.pb')
        problems.push(`Unexpected file at the root of the bundle: ${name}`);
      continue;
    }
    const module = name.slice(0, slash);
    if (NON_MODULE_DIRECTORIES.includes(module)) continue;
    modules.set(module, [...(modules.get(module) ?? []), name.slice(slash + 1)]);
  }
  const allIds = new Set<number>();
  if (!modules.has('base')) problems.push('No base module found.');
  for (const [module, paths] of modules) {
    if (!MODULE_NAME.test(module)) problems.push(`Invalid module name '${module}'.`);
    for (const path of paths) {
      const problem = moduleFileProblem(path);
      if (problem) problems.push(`${module}: ${problem}`);
    }
    const dex = paths
      .filter((p) => p.startsWith('dex/') && DEX_NAME.test(p.slice(4)))
      .map((p) => Number(DEX_NAME.exec(p.slice(4))?.[1] || '1'))
      .sort((a, b) => a - b);
    dex.forEach((n, i) => {
      if (n !== i + 1) problems.push(`Invalid dex file indices in module '${module}'.`);
    });
    const manifest = zip.files[`${module}/manifest/AndroidManifest.xml`];
    if (!manifest)
      problems.push(`Module '${module}' is missing mandatory file 'manifest/AndroidManifest.xml'.`);
    else problems.push(...manifestProblems(module, manifest, dex.length > 0));
    const table = zip.files[`${module}/resources.pb`];
    problems.push(
      ...resourceProblems(
        module,
        table,
        paths.filter((p) => p.startsWith('res/')),
      ),
    );
    for (const id of resourceIdsOf(table)) allIds.add(id);
    if (module === 'base')
      for (const path of paths)
        if (ARCHIVE_RESERVED.includes(path))
          problems.push(
            `The entry name '${path}' in the base module is reserved and must be changed.`,
          );
  }
  problems.push(...configProblems(zip.files['BundleConfig.pb'], allIds));
  return [...new Set(problems)];
}
