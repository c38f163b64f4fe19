import { classifyActionGroup, isHiddenImage } from '@oc/domain/apps/actions.rules';
import type { TPlatform } from '@oc/domain/apps/platforms';
import { androidVersionCode } from '@oc/domain/builds/build.rules';
import type { TBuildMode } from '@oc/domain/builds/build.schema';
import type { TProductCode } from '@oc/domain/products/products';
import { FILE_URL_PREFIX, fileKeyOf } from '@oc/domain/uploads/file-url';
import type { TScope } from '../../lib/scope';
import { appSiteUrl } from '../apps/app-site-url';
import type { TAppForBuild } from '../apps/find-app-for-build';
import { BuildFailure, type TAppPackage, type TPackageImage } from './app-package';
import type { TBuildRow } from './builds.repository';
import type { TBuildWorkerDeps } from './builds.types';

/** A constant's value as its type says (docs/product/entities.md#base-constant). */
function typedConstant(type: string, value: string | null): unknown {
  if (value === null) return null;
  if (type === 'integer' || type === 'decimal') return Number(value);
  if (type === 'boolean') return value === 'true';
  if (type === 'json') {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

/**
 * Everything the owner saved for the app, read from its rows and file storage
 * (docs/product/builds.md#what-an-android-app-carries). A file an action points at that storage no
 * longer has fails the build with the setting's name, rather than building an app without it.
 */
export async function gatherPackage(
  deps: TBuildWorkerDeps,
  scope: TScope,
  app: TAppForBuild,
  build: TBuildRow,
): Promise<TAppPackage> {
  const platform = build.platform as TPlatform;
  const versionCode = platform === 'android' ? androidVersionCode(build.appVersion) : 1;
  if (versionCode === null)
    throw new BuildFailure('VERSION_NOT_FOR_ANDROID', { version: build.appVersion });

  const colors: Record<string, string> = {};
  const images: TPackageImage[] = [];
  const splash: TPackageImage[] = [];
  const single: Record<string, Buffer | null> = {
    launcher_icon: null,
    adaptive_foreground: null,
    notification_icon: null,
    'google-services.json': null,
    'GoogleService-Info.plist': null,
  };
  for (const action of app.actions) {
    const kind = classifyActionGroup(action.group);
    if (kind === 'colors') {
      if (action.textContent) colors[action.name] = action.textContent;
      continue;
    }
    const url = action.publicUrl;
    if (!url?.startsWith(FILE_URL_PREFIX)) continue;
    if (isHiddenImage(action, app.code as TProductCode)) continue;
    const isSplash = kind === 'splash_android' || kind === 'splash_ios';
    if (!(action.name in single) && !isSplash && kind !== 'general_images') continue;
    const bytes = await deps.storage.get(fileKeyOf(url));
    if (!bytes) throw new BuildFailure('BUILD_FILE_MISSING', { setting: action.name });
    if (action.name in single) single[action.name] = bytes;
    else if (isSplash) splash.push({ name: action.name, bytes });
    else images.push({ name: action.name, bytes });
  }

  const constants: Record<string, unknown> = {};
  for (const c of app.constants) constants[c.code] = typedConstant(c.type, c.value);

  return {
    name: app.name,
    description: app.description,
    packageName: app.package,
    version: build.appVersion,
    versionCode,
    mode: build.mode as TBuildMode,
    siteUrl: await appSiteUrl(scope, deps.env, app.code),
    colors,
    constants,
    launcherIcon: single.launcher_icon ?? null,
    adaptiveForeground: single.adaptive_foreground ?? null,
    notificationIcon: single.notification_icon ?? null,
    splash,
    images,
    firebase: {
      android: single['google-services.json'] ?? null,
      ios: single['GoogleService-Info.plist'] ?? null,
    },
  };
}
