import { writeFile } from 'node:fs/promises';
import type { TBuildMode } from '@oc/domain/builds/build.schema';
import { BuildFailure, type TPackagerContext, type TSigningKey } from '../app-package';
import { runStep } from './android-run';
import { APKSIGNER_JARS } from './android-tools';

/** Seconds a step may take before it is stopped. */
const LIMITS = { sign: 60, verify: 60 } as const;

/**
 * The keystore and its password in files of this build (0600), two password files: apksigner and
 * jarsigner read the store's and the key's from separate files, never from their arguments.
 */
async function writeKeyFiles(key: TSigningKey, dir: (name: string) => string) {
  await writeFile(dir('signing.p12'), key.keystore, { mode: 0o600 });
  await writeFile(dir('store-pass'), `${key.password}\n`, { mode: 0o600 });
  await writeFile(dir('key-pass'), `${key.password}\n`, { mode: 0o600 });
}

/** A certificate's SHA-256 as the Play Console shows it: AB:CD:... */
const colonHex = (hex: string) => hex.toUpperCase().match(/../g)?.join(':') ?? '';

/** Keeps the key's alias off the command line unless it is plainly ours (letters and digits). */
function checkedAlias(key: TSigningKey): string {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(key.alias))
    throw new Error('the signing key is not one of ours');
  return key.alias;
}

/**
 * Signs the aligned APK (aligned.apk in the build's directory) into signed.apk with the key we
 * prepared (apksigner, schemes v1 to v3; the release key or the project's debug key, as `mode`
 * says), and verifies the signature; logs the certificate's SHA-256. `java` is the JVM command and
 * its flags.
 */
export async function signApk(
  ctx: TPackagerContext,
  java: { command: string; jvm: string[] },
  { key, mode }: { key: TSigningKey; mode: TBuildMode },
  dir: (name: string) => string,
): Promise<void> {
  const { command, jvm } = java;
  const apksigner = [
    ...jvm,
    '-cp',
    APKSIGNER_JARS.join(':'),
    'com.android.apksigner.ApkSignerTool',
  ];
  ctx.log(
    mode === 'release'
      ? 'Signing with your release key (apksigner)'
      : 'Signing with the debug key (apksigner)',
  );
  await writeKeyFiles(key, dir);
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
  ctx.log(`Signed (schemes v${schemes.join(', v')}); certificate SHA-256 ${colonHex(sha256)}`);
}

/**
 * Signs the bundle (unsigned.aab in the build's directory) into signed.aab as Google Play expects
 * an upload: a JAR signature (META-INF/*.SF and the certificate block) made by the JDK's jarsigner
 * with the same key files as the APK, the release key or the project's debug key as `mode` says.
 * The APK signature schemes (v2, v3) are for APKs only, and Play re-signs the APKs it makes from
 * the bundle. Then `jarsigner -verify` checks it and keytool reads the certificate back, whose
 * SHA-256 is logged.
 */
export async function signBundle(
  ctx: TPackagerContext,
  java: { command: string; jvm: string[] },
  { key, mode }: { key: TSigningKey; mode: TBuildMode },
  dir: (name: string) => string,
): Promise<void> {
  const { command, jvm } = java;
  const jarsigner = [...jvm, '-m', 'jdk.jartool/sun.security.tools.jarsigner.Main'];
  ctx.log(
    mode === 'release'
      ? 'Signing the bundle with your release key (jarsigner)'
      : 'Signing the bundle with the debug key (jarsigner)',
  );
  await writeKeyFiles(key, dir);
  await runStep(ctx, {
    name: 'jarsigner sign',
    tool: 'jarsigner',
    command,
    args: [
      ...jarsigner,
      '-keystore',
      dir('signing.p12'),
      '-storetype',
      'PKCS12',
      '-storepass:file',
      dir('store-pass'),
      '-keypass:file',
      dir('key-pass'),
      '-digestalg',
      'SHA-256',
      '-signedjar',
      dir('signed.aab'),
      dir('unsigned.aab'),
      checkedAlias(key),
    ],
    seconds: LIMITS.sign,
  });

  ctx.log('Checking the signature (jarsigner -verify)');
  const verified = await runStep(ctx, {
    name: 'jarsigner verify',
    tool: 'jarsigner',
    command,
    args: [...jarsigner, '-verify', dir('signed.aab')],
    seconds: LIMITS.verify,
  });
  const certificate = await runStep(ctx, {
    name: 'keytool printcert',
    tool: 'java',
    command,
    args: [
      ...jvm,
      '-m',
      'java.base/sun.security.tools.keytool.Main',
      '-printcert',
      '-jarfile',
      dir('signed.aab'),
    ],
    seconds: LIMITS.verify,
  });
  const sha256 = /^\s*SHA256: ([0-9A-F:]+)$/m.exec(certificate)?.[1];
  if (!/^jar verified\.$/m.test(verified) || !sha256) {
    ctx.log('jarsigner did not confirm the signature.');
    throw new BuildFailure('BUILD_TOOL_FAILED', { step: 'jarsigner verify' });
  }
  ctx.log(`Signed (JAR signature); certificate SHA-256 ${colonHex(sha256.replaceAll(':', ''))}`);
}
