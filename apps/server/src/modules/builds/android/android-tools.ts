import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import type { TBuildKind } from '@oc/domain/builds/build.schema';

// The Debian tools an Android build runs (android-packager.ts says how), found where Debian puts
// them, and the JVM they run in.

/** Where Debian puts the tools (packages apktool, apksigner, android-framework-res); smali is apktool's. */
export const APKTOOL_JARS = '/usr/share/apktool';
export const APKSIGNER_JARS = ['/usr/share/java/apksigner.jar', '/usr/share/java/apksig.jar'];
export const FRAMEWORK_RES = '/usr/share/android-framework-res/framework-res.apk';

/** A small JVM that writes nothing outside the work directory and lets nothing attach to it. */
export function jvmFlags(workDir: string): string[] {
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

export type TTools = { java: string; aapt: string; aapt2: string; zipalign: string };

/**
 * The tools' paths, or the name of the first one missing. An APK needs no aapt2 nor jarsigner, a
 * bundle (`kind` 'bundle') both: a machine without them still builds APKs.
 */
export async function findTools(kind: TBuildKind = 'assemble'): Promise<TTools | string> {
  if (!(await isReadable(join(APKTOOL_JARS, 'apktool-cli.jar')))) return 'apktool';
  const aapt = await onPath('aapt');
  if (!aapt) return 'aapt';
  const aapt2 = await onPath('aapt2');
  if (!aapt2 && kind === 'bundle') return 'aapt2';
  // The bundle is signed by the JDK's jarsigner, run as `java -m` like the other JVM tools.
  if (kind === 'bundle' && !(await onPath('jarsigner'))) return 'jarsigner';
  const zipalign = await onPath('zipalign');
  if (!zipalign) return 'zipalign';
  for (const jar of APKSIGNER_JARS) if (!(await isReadable(jar))) return 'apksigner';
  const java = await javaCommand();
  if (!java) return 'java';
  if (!(await isReadable(FRAMEWORK_RES))) return 'android-framework-res';
  return { java, aapt, aapt2: aapt2 ?? 'aapt2', zipalign };
}

/**
 * Name of the first missing Android tool (apktool, aapt, zipalign, apksigner, java; aapt2 and
 * jarsigner for a bundle), or null.
 */
export async function missingAndroidTool(kind: TBuildKind = 'assemble'): Promise<string | null> {
  const tools = await findTools(kind);
  return typeof tools === 'string' ? tools : null;
}
