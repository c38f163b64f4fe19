import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Zippable, zipSync } from 'fflate';
import {
  BuildFailure,
  type TAppPackage,
  type TPackagerContext,
  type TSigningKey,
} from '../app-package';
import {
  checkBadging,
  logReady,
  prepareAndroidBuild,
  readBadging,
  type TBadging,
} from './android-packager';
import { MIN_SDK, TARGET_SDK } from './android-resources';
import { runStep } from './android-run';
import { signBundle } from './android-signing';
import { APKTOOL_JARS, findTools } from './android-tools';
import { bundleConfigBytes } from './bundle-proto';
import { bundleProblems, readBundleZip, type TBundleZip } from './bundle-rules';

// The App Bundle (AAB), made here without Gradle or bundletool, from the same project as the APK
// (android-packager.ts prepares it): aapt2 compiles the resources and links them with the manifest
// in the proto format against the framework packages, smali (apktool's) assembles our screen into
// classes.dex, and the files are laid out as the App Bundle format wants them, one module, `base`:
//
//   BundleConfig.pb                    the bundletool version whose format it follows (bundle-proto.ts)
//   base/manifest/AndroidManifest.xml  the manifest, compiled (proto XML)
//   base/resources.pb                  the resource table (proto)
//   base/res/...                       the resource files the table names
//   base/assets/...                    app_config.json, google-services.json
//   base/dex/classes.dex               our screen
//
// The bundle is checked against bundletool's rules (bundle-rules.ts), signed with the upload key by
// jarsigner, verified, and read back: its manifest and resources converted to a binary APK that
// aapt reads as Play would, with the package, version and target API it was built with.

/** Seconds a step may take before it is stopped. */
const LIMITS = { compile: 120, link: 120, smali: 120, convert: 60 } as const;

/** A proto APK (aapt2's format) made of the base module: what `aapt2 convert` reads. */
function protoApkOf(zip: TBundleZip): Zippable {
  const apk: Zippable = {};
  for (const [name, bytes] of Object.entries(zip.files)) {
    if (name === 'base/manifest/AndroidManifest.xml') apk['AndroidManifest.xml'] = bytes;
    else if (name === 'base/resources.pb') apk['resources.pb'] = bytes;
    else if (name.startsWith('base/res/')) apk[name.slice('base/'.length)] = bytes;
  }
  return apk;
}

/**
 * The base module's manifest and resources as a binary APK (aapt2 convert), read by
 * `aapt dump badging` in the given directory, which is the caller's.
 */
async function badgingOf(
  ctx: TPackagerContext,
  tools: { aapt: string; aapt2: string },
  zip: TBundleZip,
  dir: (name: string) => string,
): Promise<TBadging> {
  await writeFile(dir('readback-proto.apk'), zipSync(protoApkOf(zip)));
  await runStep(ctx, {
    name: 'aapt2 convert',
    tool: 'aapt2',
    command: tools.aapt2,
    args: [
      'convert',
      '--output-format',
      'binary',
      '-o',
      dir('readback.apk'),
      dir('readback-proto.apk'),
    ],
    seconds: LIMITS.convert,
  });
  return readBadging(ctx, tools.aapt, dir('readback.apk'));
}

/**
 * What an App Bundle says of the app: its package, version code and name, target API and label,
 * as `aapt dump badging` reads the base module turned back into an APK. For whoever holds a bundle
 * of ours (sending it to Google Play); rejects when the bytes are not a bundle with a base module,
 * or the tools cannot read it.
 */
export async function readBundleBadging(
  bytes: Uint8Array,
  signal: AbortSignal = new AbortController().signal,
): Promise<TBadging> {
  const tools = await findTools('bundle');
  if (typeof tools === 'string') throw new BuildFailure('BUILD_TOOLS_MISSING', { tool: tools });
  let zip: TBundleZip;
  try {
    zip = readBundleZip(bytes);
  } catch {
    throw new Error('not an App Bundle: the file is not a zip');
  }
  if (!zip.files['base/manifest/AndroidManifest.xml'])
    throw new Error('not an App Bundle: it has no base/manifest/AndroidManifest.xml');
  const workDir = await mkdtemp(join(tmpdir(), 'oc-bundle-'));
  try {
    const ctx: TPackagerContext = { workDir, log: () => {}, signal };
    return await badgingOf(ctx, tools, zip, (name) => join(workDir, name));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Builds, checks, signs and verifies the App Bundle; returns its bytes. Throws BuildFailure for
 * what the owner or admin can act on, as packageAndroidApk does.
 */
export async function packageAndroidBundle(
  app: TAppPackage,
  key: TSigningKey,
  ctx: TPackagerContext,
): Promise<Buffer> {
  const { tools, java, dir, project, frameworks, started } = await prepareAndroidBuild(
    app,
    ctx,
    'bundle',
  );
  const { command, jvm } = java;

  ctx.log('Compiling the resources with aapt2');
  await runStep(ctx, {
    name: 'aapt2 compile',
    tool: 'aapt2',
    command: tools.aapt2,
    // The images are PNGs we wrote already compressed (sharp): nothing for aapt2 to crunch.
    args: ['compile', '--no-crunch', '--dir', join(project, 'res'), '-o', dir('resources.zip')],
    seconds: LIMITS.compile,
  });
  ctx.log('Linking the manifest and resources in the bundle format (aapt2 link --proto-format)');
  await runStep(ctx, {
    name: 'aapt2 link',
    tool: 'aapt2',
    command: tools.aapt2,
    args: [
      'link',
      '--proto-format',
      ...frameworks.flatMap((framework) => ['-I', framework]),
      '--manifest',
      join(project, 'AndroidManifest.xml'),
      '-A',
      join(project, 'assets'),
      // The manifest of the apktool project leaves these to apktool.yml; here they are ours, and
      // the version name is dotted numbers (VERSION_PATTERN), never read as an option.
      '--min-sdk-version',
      String(MIN_SDK),
      '--target-sdk-version',
      String(TARGET_SDK),
      '--version-code',
      String(app.versionCode),
      '--version-name',
      app.version,
      '-o',
      dir('linked.apk'),
      dir('resources.zip'),
    ],
    seconds: LIMITS.link,
  });
  ctx.log('Assembling the code (smali)');
  await runStep(ctx, {
    name: 'smali assemble',
    tool: 'apktool',
    command,
    args: [
      ...jvm,
      '-cp',
      `${APKTOOL_JARS}/*`,
      'org.jf.smali.Main',
      'assemble',
      '--api',
      String(MIN_SDK),
      '-o',
      dir('classes.dex'),
      join(project, 'smali'),
    ],
    seconds: LIMITS.smali,
  });

  const linked = readBundleZip(await readFile(dir('linked.apk')));
  const bundle: Zippable = { 'BundleConfig.pb': bundleConfigBytes() };
  for (const [name, bytes] of Object.entries(linked.files)) {
    if (name.endsWith('/')) continue;
    const path = name === 'AndroidManifest.xml' ? 'manifest/AndroidManifest.xml' : name;
    bundle[`base/${path}`] = bytes;
  }
  bundle['base/dex/classes.dex'] = await readFile(dir('classes.dex'));
  const unsigned = zipSync(bundle, { level: 6 });
  const problems = bundleProblems(readBundleZip(unsigned));
  if (problems.length > 0) {
    for (const problem of problems) ctx.log(`bundletool's rules: ${problem}`);
    throw new BuildFailure('BUILD_TOOL_FAILED', { step: 'App Bundle check' });
  }
  await writeFile(dir('unsigned.aab'), unsigned);

  await ctx.onFinishing?.();
  await signBundle(ctx, java, { key, mode: app.mode }, dir);
  const aab = await readFile(dir('signed.aab'));
  const signed = readBundleZip(aab);
  const after = bundleProblems(signed);
  if (after.length > 0) {
    for (const problem of after) ctx.log(`bundletool's rules: ${problem}`);
    throw new BuildFailure('BUILD_TOOL_FAILED', { step: 'App Bundle check' });
  }
  ctx.log('Reading the bundle back (aapt2 convert, aapt dump badging)');
  checkBadging(app, await badgingOf(ctx, tools, signed, dir), ctx);
  logReady(ctx, 'App Bundle', aab.length, started);
  return aab;
}
