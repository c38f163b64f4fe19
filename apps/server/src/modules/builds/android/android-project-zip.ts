import { type ZipOptions, type Zippable, zipSync } from 'fflate';
import { BuildFailure, type TAppPackage, type TPackagerContext } from '../app-package';
import { gradleFiles } from './android-gradle';
import type { TFiles } from './android-images';
import { androidManifest } from './android-manifest';
import { templateFiles } from './android-project-files';
import { androidResourceFiles, assertPackageable } from './android-resources';

/**
 * The Android project as a zip, offered beside the bundle (AAB) for building elsewhere: a Gradle
 * project that Android Studio opens and `bundleRelease` builds, with the same manifest, code and
 * resources as the APK and the bundle, and a README.txt saying how to sign it.
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
