import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TBuildKind } from '@oc/domain/builds/build.schema';
import {
  BuildFailure,
  type TAppPackage,
  type TPackagerContext,
  type TSigningKey,
} from '../app-package';
import { prepareFrameworks } from './android-framework';
import { androidManifest } from './android-manifest';
import { templateFiles, writeFiles } from './android-project-files';
import { androidResourceFiles, assertPackageable, MIN_SDK, TARGET_SDK } from './android-resources';
import { runStep } from './android-run';
import { signApk } from './android-signing';
import { APKTOOL_JARS, findTools, jvmFlags, type TTools } from './android-tools';

// The Android app is built the way the Debian tools allow without the Android SDK: apktool turns a
// project of ours (the manifest, the resources made from what the owner saved, our WebView screen
// as smali) into an APK, zipalign aligns it, apksigner signs it with a key we prepared
// (credentials/signing-key.ts) and verifies it, aapt reads it back. The JVM tools are run as `java`
// with their jars rather than through Debian's wrapper scripts, which would pass any argument
// starting with -J to the JVM and read the server's environment. The App Bundle
// (android-bundle.ts) shares the first steps: the same project, frameworks and checks.

/** Seconds a step may take before it is stopped (a build is about 3 s on an idle machine). */
const LIMITS = { apktool: 180, zipalign: 60, aapt: 60 } as const;

/** apktool.yml: what `apktool b` needs besides the files (SDK levels, version, frameworks). */
function apktoolYml(app: TAppPackage): string {
  return `version: 2.7.0
apkFileName: app.apk
isFrameworkApk: false
usesFramework:
  ids:
  - 1
  - 2
sdkInfo:
  minSdkVersion: '${MIN_SDK}'
  targetSdkVersion: '${TARGET_SDK}'
packageInfo:
  forcedPackageId: '127'
versionInfo:
  versionCode: '${app.versionCode}'
  versionName: '${app.version}'
compressionType: false
sharedLibrary: false
sparseResources: false
doNotCompress:
- resources.arsc
- png
`;
}

/** What `aapt dump badging` says of an app: what a device and the Play Console read. */
export type TBadging = {
  packageName: string | undefined;
  versionCode: string | undefined;
  versionName: string | undefined;
  targetSdk: string | undefined;
  label: string | undefined;
};

/** One line of `aapt dump badging`: `name='value'`, with aapt's backslash escapes undone. */
function badgingValue(badging: string, pattern: RegExp): string | undefined {
  return pattern.exec(badging)?.[1]?.replace(/\\(.)/g, '$1');
}

export function parseBadging(badging: string): TBadging {
  return {
    packageName: badgingValue(badging, /^package: name='((?:[^'\\]|\\.)*)'/m),
    versionCode: badgingValue(badging, /^package: .* versionCode='([^']*)'/m),
    versionName: badgingValue(badging, /^package: .* versionName='((?:[^'\\]|\\.)*)'/m),
    targetSdk: badgingValue(badging, /^targetSdkVersion:'([^']*)'/m),
    // The label is the rest of its line: aapt leaves a ' in it unescaped.
    label: badgingValue(badging, /^application-label:'(.*)'$/m),
  };
}

/** `aapt dump badging` of an APK of the build's directory. */
export async function readBadging(
  ctx: TPackagerContext,
  aapt: string,
  apk: string,
): Promise<TBadging> {
  const badging = await runStep(ctx, {
    name: 'aapt dump badging',
    tool: 'aapt',
    command: aapt,
    args: ['dump', 'badging', apk],
    seconds: LIMITS.aapt,
  });
  return parseBadging(badging);
}

/** Stops the build unless the app reads back as it was built (package, version, target). */
export function checkBadging(app: TAppPackage, found: TBadging, ctx: TPackagerContext) {
  if (
    found.packageName !== app.packageName ||
    found.versionCode !== String(app.versionCode) ||
    found.versionName !== app.version ||
    found.targetSdk !== String(TARGET_SDK)
  ) {
    ctx.log(
      `The package reads back as ${found.packageName} ${found.versionName} (${found.versionCode}), target API ${found.targetSdk}, not as built.`,
    );
    throw new BuildFailure('BUILD_TOOL_FAILED', { step: 'aapt dump badging' });
  }
}

/** What the first steps of an APK or a bundle build leave for the next ones. */
export type TAndroidBuild = {
  tools: TTools;
  /** The JVM command and its flags. */
  java: { command: string; jvm: string[] };
  /** A path in the build's directory. */
  dir: (name: string) => string;
  /** The apktool project: AndroidManifest.xml, res/, assets/, smali/, apktool.yml. */
  project: string;
  /** The framework packages to compile against, for aapt2's -I. */
  frameworks: string[];
  started: number;
};

/**
 * The steps an APK and a bundle share: the tools found, the values checked, the project written
 * (the same manifest, resources and code for both) and the framework packages in place.
 */
export async function prepareAndroidBuild(
  app: TAppPackage,
  ctx: TPackagerContext,
  kind: TBuildKind,
): Promise<TAndroidBuild> {
  const tools = await findTools(kind);
  if (typeof tools === 'string') throw new BuildFailure('BUILD_TOOLS_MISSING', { tool: tools });
  assertPackageable(app);
  const started = Date.now();
  const dir = (name: string) => join(ctx.workDir, name);
  await mkdir(dir('tmp'), { recursive: true, mode: 0o700 });

  ctx.log(
    `Preparing the Android project of ${app.packageName} ${app.version} (${app.versionCode})`,
  );
  const resources = await androidResourceFiles(app, ctx.log);
  const project = dir('android-project');
  await writeFiles(project, resources);
  await writeFiles(project, await templateFiles('smali', 'smali/'));
  await writeFile(join(project, 'AndroidManifest.xml'), androidManifest(app, resources, 'apktool'));
  await writeFile(join(project, 'apktool.yml'), apktoolYml(app));
  const frameworks = await prepareFrameworks(ctx, tools.aapt, dir);
  const [command = 'java', ...jvm] = [tools.java, ...jvmFlags(ctx.workDir)];
  return { tools, java: { command, jvm }, dir, project, frameworks, started };
}

/** Logs how long the build took and how large the file is. */
export function logReady(ctx: TPackagerContext, what: string, size: number, started: number) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  ctx.log(`${what} ready: ${(size / 1024).toFixed(0)} KB in ${seconds} s`);
}

/**
 * Builds, aligns, signs and verifies the APK; returns the path of the signed file in the build's
 * folder (the worker stores it from there, a piece at a time: lib/storage.ts `putFile`). Throws BuildFailure for what the
 * owner or admin can act on (BUILD_CANCELLED when ctx.signal aborts, once its tools have ended).
 */
export async function packageAndroidApk(
  app: TAppPackage,
  key: TSigningKey,
  ctx: TPackagerContext,
): Promise<string> {
  const { tools, java, dir, project, started } = await prepareAndroidBuild(app, ctx, 'assemble');
  const { command, jvm } = java;
  ctx.log('Building the Android package with apktool');
  await runStep(ctx, {
    name: 'apktool build',
    tool: 'apktool',
    command,
    args: [
      ...jvm,
      '-cp',
      `${APKTOOL_JARS}/*`,
      'brut.apktool.Main',
      'b',
      project,
      '-o',
      dir('unsigned.apk'),
      '-p',
      dir('framework'),
    ],
    seconds: LIMITS.apktool,
  });

  ctx.log('Aligning the package with zipalign');
  await runStep(ctx, {
    name: 'zipalign',
    tool: 'zipalign',
    command: tools.zipalign,
    args: ['-p', '-f', '4', dir('unsigned.apk'), dir('aligned.apk')],
    seconds: LIMITS.zipalign,
  });

  await ctx.onFinishing?.();
  await signApk(ctx, java, { key, mode: app.mode }, dir);

  checkBadging(app, await readBadging(ctx, tools.aapt, dir('signed.apk')), ctx);
  logReady(ctx, 'Android package', (await stat(dir('signed.apk'))).size, started);
  return dir('signed.apk');
}
