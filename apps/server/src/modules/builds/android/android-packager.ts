import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BuildFailure,
  type TAppPackage,
  type TPackagerContext,
  type TSigningKey,
} from '../app-package';
import { androidManifest } from './android-manifest';
import { templateFiles, writeFiles } from './android-project-files';
import { androidResourceFiles, assertPackageable, MIN_SDK } from './android-resources';
import { runStep } from './android-run';
import { signApk } from './android-signing';
import { APKTOOL_JARS, FRAMEWORK_RES, findTools, jvmFlags } from './android-tools';

// The Android app is built the way the Debian tools allow without the Android SDK: apktool turns a
// project of ours (the manifest, the resources made from what the owner saved, our WebView screen
// as smali) into an APK, zipalign aligns it, apksigner signs it with a key we prepared
// (credentials/signing-key.ts) and verifies it, aapt reads it back. The JVM tools are run as `java`
// with their jars rather than through Debian's wrapper scripts, which would pass any argument
// starting with -J to the JVM and read the server's environment.

/** The API level apktool compiles against: Debian's framework resources are Android 10's. */
const TARGET_SDK = 29;

/** Seconds a step may take before it is stopped (a build is about 3 s on an idle machine). */
const LIMITS = { apktool: 180, zipalign: 60, aapt: 60 } as const;

/** apktool.yml: what `apktool b` needs besides the files (SDK levels, version, framework). */
function apktoolYml(app: TAppPackage): string {
  return `version: 2.7.0
apkFileName: app.apk
isFrameworkApk: false
usesFramework:
  ids:
  - 1
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

/** One line of `aapt dump badging`: `name='value'`, with aapt's backslash escapes undone. */
function badgingValue(badging: string, pattern: RegExp): string | undefined {
  return pattern.exec(badging)?.[1]?.replace(/\\(.)/g, '$1');
}

/**
 * Builds, aligns, signs and verifies the APK; returns its bytes. Throws BuildFailure for what the
 * owner or admin can act on (BUILD_CANCELLED when ctx.signal aborts, once its tools have ended).
 */
export async function packageAndroidApk(
  app: TAppPackage,
  key: TSigningKey,
  ctx: TPackagerContext,
): Promise<Buffer> {
  const tools = await findTools();
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
  // apktool's framework directory is this build's own: a link to Debian's framework resources,
  // so two builds at once share nothing writable (apktool would otherwise copy 45 MB into ~).
  await mkdir(dir('framework'), { mode: 0o700 });
  await symlink(FRAMEWORK_RES, join(dir('framework'), '1.apk'));

  const java = [tools.java, ...jvmFlags(ctx.workDir)];
  const [command = 'java', ...jvm] = java;
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
  await signApk(ctx, { command, jvm }, { key, mode: app.mode }, dir);

  const badging = await runStep(ctx, {
    name: 'aapt dump badging',
    tool: 'aapt',
    command: tools.aapt,
    args: ['dump', 'badging', dir('signed.apk')],
    seconds: LIMITS.aapt,
  });
  const found = {
    package: badgingValue(badging, /^package: name='((?:[^'\\]|\\.)*)'/m),
    versionCode: badgingValue(badging, /^package: .* versionCode='([^']*)'/m),
    versionName: badgingValue(badging, /^package: .* versionName='((?:[^'\\]|\\.)*)'/m),
  };
  if (
    found.package !== app.packageName ||
    found.versionCode !== String(app.versionCode) ||
    found.versionName !== app.version
  ) {
    ctx.log(
      `The package reads back as ${found.package} ${found.versionName} (${found.versionCode}), not as built.`,
    );
    throw new BuildFailure('BUILD_TOOL_FAILED', { step: 'aapt dump badging' });
  }
  const apk = await readFile(dir('signed.apk'));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  ctx.log(`Android package ready: ${(apk.length / 1024).toFixed(0)} KB in ${seconds} s`);
  return apk;
}
