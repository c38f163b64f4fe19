import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TPackagerContext } from '../app-package';
import { runStep } from './android-run';
import { FRAMEWORK_RES } from './android-tools';

// What the app is compiled against: Debian's framework resources, the newest it ships (Android 10,
// API 29), and a small package of our own with the few attributes of later Android versions that
// our manifest uses, under the ids Android gave them (android.R.attr, which never change once
// published). The compiled manifest then carries the same attribute id a newer SDK would have
// written, and the device reads it; the tools find it in the second package, as `android:`.

/** Attributes after API 29 that the manifest uses: name, public id, format, the API that added it. */
export const NEWER_FRAMEWORK_ATTRIBUTES = [
  // Back reaches the app as an OnBackInvokedCallback (predictive back), API 33.
  { name: 'enableOnBackInvokedCallback', id: 0x0101066c, format: 'boolean', since: 33 },
] as const;

/** Seconds the step may take before it is stopped. */
const LIMIT = 60;

const publicXml = () => `<?xml version="1.0" encoding="utf-8"?>
<resources>
${NEWER_FRAMEWORK_ATTRIBUTES.map(
  (a) => `    <attr name="${a.name}" format="${a.format}"/>
    <public type="attr" name="${a.name}" id="0x${a.id.toString(16).padStart(8, '0')}"/>`,
).join('\n')}
</resources>
`;

/**
 * Puts the framework packages in `framework/` of the build's directory: 1.apk, a link to Debian's
 * (apktool reads the frameworks from there by id, and this way two builds share nothing
 * writable), and 2.apk, the newer attributes, made with aapt's `-x` (a framework's package id, 1).
 * Returns both paths, Debian's first, as aapt2 takes them with -I.
 */
export async function prepareFrameworks(
  ctx: TPackagerContext,
  aapt: string,
  dir: (name: string) => string,
): Promise<string[]> {
  await mkdir(dir('framework'), { mode: 0o700 });
  const debian = join(dir('framework'), '1.apk');
  await symlink(FRAMEWORK_RES, debian);
  const source = dir('framework-additions');
  await mkdir(join(source, 'res', 'values'), { recursive: true });
  await writeFile(
    join(source, 'AndroidManifest.xml'),
    '<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="android"/>\n',
  );
  await writeFile(join(source, 'res', 'values', 'public.xml'), publicXml());
  const additions = join(dir('framework'), '2.apk');
  await runStep(ctx, {
    name: 'aapt package (framework additions)',
    tool: 'aapt',
    command: aapt,
    args: [
      'package',
      '-f',
      '-x',
      '-M',
      join(source, 'AndroidManifest.xml'),
      '-S',
      join(source, 'res'),
      '-F',
      additions,
    ],
    seconds: LIMIT,
  });
  return [debian, additions];
}
