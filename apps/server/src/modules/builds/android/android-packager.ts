import { constants } from 'node:fs';
import { access, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { delimiter, dirname, join } from 'node:path';
import { type ZipOptions, type Zippable, zipSync } from 'fflate';
import { SERVER_DIR } from '../../../lib/server-dir';
import {
  BuildFailure,
  type TAppPackage,
  type TPackagerContext,
  type TSigningKey,
} from '../app-package';
import { gradleFiles } from './android-gradle';
import type { TFiles } from './android-images';
import {
  androidManifest,
  androidResourceFiles,
  assertPackageable,
  MIN_SDK,
} from './android-resources';
import { runStep } from './android-run';

// The Android app is built the way the Debian tools allow without the Android SDK: apktool turns a
// project of ours (the manifest, the resources made from what the owner saved, our WebView screen
// as smali) into an APK, zipalign aligns it, apksigner signs it with a key we prepared
// (credentials/signing-key.ts) and verifies it, aapt reads it back. The JVM tools are run as `java`
// with their jars rather than through Debian's wrapper scripts, which would pass any argument
// starting with -J to the JVM and read the server's environment.

const TEMPLATE = join(SERVER_DIR, 'src', 'modules', 'builds', 'android', 'template');

/** Where Debian puts the tools (packages apktool, apksigner, android-framework-res). */
const APKTOOL_JARS = '/usr/share/apktool';
const APKSIGNER_JARS = ['/usr/share/java/apksigner.jar', '/usr/share/java/apksig.jar'];
const FRAMEWORK_RES = '/usr/share/android-framework-res/framework-res.apk';
/** The API level apktool compiles against: Debian's framework resources are Android 10's. */
const TARGET_SDK = 29;

/** Seconds a step may take before it is stopped (a build is about 3 s on an idle machine). */
const LIMITS = { apktool: 180, zipalign: 60, sign: 60, verify: 60, aapt: 60 } as const;

/** A small JVM that writes nothing outside the work directory and lets nothing attach to it. */
function jvmFlags(workDir: string): string[] {
  return [
    '-Xmx256m',
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    '-XX:-UsePerfData',
    '-XX:+DisableAttachMechanism',
    // The C locale would make Java read and write the resources as ASCII.
    '-Dfile.encoding=UTF-8',
    `-Djava.io.tmpdir=${join(workDir, 'tmp')}`,
    `-Duser.home=${workDir}`,
  ];
}

async function isExecutable(path: string): Promise<boolean> {
  return access(path, constants.X_OK).then(
    () => true,
    () => false,
  );
}

async function isReadable(path: string): Promise<boolean> {
  return access(path, constants.R_OK).then(
    () => true,
    () => false,
  );
}

/** The program's path on PATH (as the child would find it), or null. */
async function onPath(name: string): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(delimiter)) {
    if (dir && (await isExecutable(join(dir, name)))) return join(dir, name);
  }
  return null;
}

async function javaCommand(): Promise<string | null> {
  if (process.env.JAVA_HOME) {
    const java = join(process.env.JAVA_HOME, 'bin', 'java');
    return (await isExecutable(java)) ? java : null;
  }
  return onPath('java');
}

type TTools = { java: string; aapt: string; zipalign: string };

/** The tools' paths, or the name of the first one missing. */
async function findTools(): Promise<TTools | string> {
  if (!(await isReadable(join(APKTOOL_JARS, 'apktool-cli.jar')))) return 'apktool';
  const aapt = await onPath('aapt');
  if (!aapt) return 'aapt';
  const zipalign = await onPath('zipalign');
  if (!zipalign) return 'zipalign';
  for (const jar of APKSIGNER_JARS) if (!(await isReadable(jar))) return 'apksigner';
  const java = await javaCommand();
  if (!java) return 'java';
  if (!(await isReadable(FRAMEWORK_RES))) return 'android-framework-res';
  return { java, aapt, zipalign };
}

/** Name of the first missing Android tool (apktool, aapt, zipalign, apksigner, java), or null. */
export async function missingAndroidTool(): Promise<string | null> {
  const tools = await findTools();
  return typeof tools === 'string' ? tools : null;
}

async function writeFiles(root: string, files: TFiles) {
  for (const [path, content] of files) {
    const target = join(root, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/** The files of a template directory, by path relative to it. */
async function templateFiles(dir: string, prefix = ''): Promise<TFiles> {
  const files: TFiles = new Map();
  for (const entry of await readdir(join(TEMPLATE, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory())
      for (const [p, c] of await templateFiles(path, `${relative}/`)) files.set(p, c);
    else files.set(relative, await readFile(join(TEMPLATE, path)));
  }
  return files;
}

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

/** Keeps the key's alias off the command line unless it is plainly ours (letters and digits). */
function checkedAlias(key: TSigningKey): string {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(key.alias))
    throw new Error('the signing key is not one of ours');
  return key.alias;
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
  const apksigner = [
    ...jvm,
    '-cp',
    APKSIGNER_JARS.join(':'),
    'com.android.apksigner.ApkSignerTool',
  ];
  ctx.log(
    app.mode === 'release'
      ? 'Signing with your release key (apksigner)'
      : 'Signing with the debug key (apksigner)',
  );
  // The keystore and its password in files of this build (0600), two password files: apksigner
  // reads the store's and the key's from separate files.
  await writeFile(dir('signing.p12'), key.keystore, { mode: 0o600 });
  await writeFile(dir('store-pass'), `${key.password}\n`, { mode: 0o600 });
  await writeFile(dir('key-pass'), `${key.password}\n`, { mode: 0o600 });
  await runStep(ctx, {
    name: 'apksigner sign',
    tool: 'apksigner',
    command,
    args: [
      ...apksigner,
      'sign',
      '--ks',
      dir('signing.p12'),
      '--ks-type',
      'PKCS12',
      '--ks-key-alias',
      checkedAlias(key),
      '--ks-pass',
      `file:${dir('store-pass')}`,
      '--key-pass',
      `file:${dir('key-pass')}`,
      '--v1-signing-enabled',
      'true',
      '--v2-signing-enabled',
      'true',
      '--v3-signing-enabled',
      'true',
      '--out',
      dir('signed.apk'),
      dir('aligned.apk'),
    ],
    seconds: LIMITS.sign,
  });

  ctx.log('Checking the signature (apksigner verify)');
  const verified = await runStep(ctx, {
    name: 'apksigner verify',
    tool: 'apksigner',
    command,
    args: [...apksigner, 'verify', '--print-certs', '-v', dir('signed.apk')],
    seconds: LIMITS.verify,
  });
  const schemes = [1, 2, 3].filter((v) =>
    new RegExp(`^Verified using v${v} scheme[^:]*: true$`, 'm').test(verified),
  );
  const sha256 = /^Signer #1 certificate SHA-256 digest: ([0-9a-f]+)$/m.exec(verified)?.[1];
  if (schemes.length === 0 || !sha256) {
    ctx.log('apksigner did not confirm the signature.');
    throw new BuildFailure('BUILD_TOOL_FAILED', { step: 'apksigner verify' });
  }
  const fingerprint = sha256.toUpperCase().match(/../g)?.join(':');
  ctx.log(`Signed (schemes v${schemes.join(', v')}); certificate SHA-256 ${fingerprint}`);

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

/**
 * The Android project as a zip, for building elsewhere (the bundle/AAB fallback): a Gradle project
 * that Android Studio opens and `bundleRelease` builds, with the same manifest, code and resources
 * as the APK, and a README.txt saying how to sign it.
 */
export async function androidProjectZip(app: TAppPackage, ctx: TPackagerContext): Promise<Buffer> {
  assertPackageable(app);
  ctx.log('Preparing the Android project (Gradle) for download');
  const resources = await androidResourceFiles(app, ctx.log);
  const files: TFiles = new Map<string, Buffer | string>(gradleFiles(app));
  for (const [path, content] of resources) files.set(`app/src/main/${path}`, content);
  files.set('app/src/main/AndroidManifest.xml', androidManifest(app, resources, 'gradle'));
  for (const [path, content] of await templateFiles('java', 'app/src/main/java/'))
    files.set(path, content);
  // Names sorted so that the same app gives the same zip; the root folder is the package name.
  const root = app.packageName;
  const entries: Zippable = Object.fromEntries(
    [...files.keys()].sort().map((path) => {
      const content = files.get(path) ?? '';
      const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
      const stored = path.endsWith('.png');
      const options: ZipOptions = { level: stored ? 0 : 6 };
      return [`${root}/${path}`, [new Uint8Array(bytes), options]];
    }),
  );
  if (ctx.signal.aborted) throw new BuildFailure('BUILD_CANCELLED');
  return Buffer.from(zipSync(entries, { mtime: new Date('2020-01-01T00:00:00Z') }));
}
