import { writeFile } from 'node:fs/promises';
import type { TBuildMode } from '@oc/domain/builds/build.schema';
import { BuildFailure, type TPackagerContext, type TSigningKey } from '../app-package';
import { runStep } from './android-run';
import { APKSIGNER_JARS } from './android-tools';

/** Seconds a step may take before it is stopped. */
const LIMITS = { sign: 60, verify: 60 } as const;

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
}
