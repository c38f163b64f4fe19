import type { TPlatform } from '../apps/platforms';
import type { TProductCode } from '../products/products';
import type {
  TArtifactExtension,
  TBuild,
  TBuildKind,
  TBuildMode,
  TBuildStatus,
} from './build.schema';

// The rules of builds (docs/product/builds.md, docs/product/validation.md#required-build-fields).

// --- required fields before a build ---
const ANDROID_REQUIRED = [
  'name',
  'description',
  'package',
  'version',
  'key_alias',
  'store_file',
] as const;
const IOS_REQUIRED = [
  'name',
  'description',
  'package',
  'version',
  'apple_merchant_id',
  'team_id',
  'api_key_id',
  'api_key_issuer_id',
  'api_key_file',
] as const;
export type TRequiredBuildField = (typeof ANDROID_REQUIRED)[number] | (typeof IOS_REQUIRED)[number];

/** The driver, store and kiosk apps take no payments in the app: no Apple merchant id. */
const NO_MERCHANT_ID: readonly string[] = ['app_driver_x', 'app_business_x', 'app_kiosk_x'];

/** What a value can be where a required field is looked for; a set credential counts as `true`. */
export type TFieldSource = Record<string, string | boolean | null | undefined>;
const isSet = (v: string | boolean | null | undefined) =>
  typeof v === 'string' ? v.trim() !== '' : v === true;

export function requiredBuildFields(
  platform: TPlatform,
  appCode: TProductCode | string,
): readonly TRequiredBuildField[] {
  if (platform === 'android') return ANDROID_REQUIRED;
  return NO_MERCHANT_ID.includes(appCode)
    ? IOS_REQUIRED.filter((f) => f !== 'apple_merchant_id')
    : IOS_REQUIRED;
}

/**
 * The required fields still missing before a build may start, in the spec's order. A value may
 * come from the app itself, its credentials for that platform, or its base constants.
 */
export function missingBuildFields(
  platform: TPlatform,
  appCode: TProductCode | string,
  sources: { app: TFieldSource; credentials: TFieldSource; constants: TFieldSource },
): TRequiredBuildField[] {
  return requiredBuildFields(platform, appCode).filter(
    (field) =>
      !isSet(sources.app[field]) &&
      !isSet(sources.credentials[field]) &&
      !isSet(sources.constants[field]),
  );
}

// --- statuses ---
export const FINISHED_STATUSES: readonly TBuildStatus[] = ['successful', 'failed', 'error_request'];
export const isBuildFinished = (status: TBuildStatus) => FINISHED_STATUSES.includes(status);

/** A platform's build buttons are disabled while any of its builds runs, or a request is in flight. */
export function isBuildButtonDisabled(
  builds: readonly Pick<TBuild, 'platform' | 'status'>[],
  platform: TPlatform,
  isRequesting: boolean,
) {
  return isRequesting || builds.some((b) => b.platform === platform && !isBuildFinished(b.status));
}

/** docs/product/builds.md#build-statuses: finishing warning, successful success, failed danger. */
export function buildStatusColor(
  status: TBuildStatus,
): 'warning' | 'success' | 'danger' | 'neutral' {
  if (status === 'finishing') return 'warning';
  if (status === 'successful') return 'success';
  if (status === 'failed') return 'danger';
  return 'neutral';
}

// --- versions ---
/** Compares dotted numeric versions part by part; missing parts count as 0 (1.2 equals 1.2.0). */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * How the app's version stands against its last successful build: `never` when it has never been
 * built (nothing is out of date yet), `updated` when the build is the app's version or newer, `new`
 * when the app's version has moved on since (the version to build, and the one built).
 */
export function versionFreshness(
  appVersion: string,
  lastBuiltVersion: string | null,
):
  | { kind: 'never'; version: string }
  | { kind: 'updated'; built: string }
  | { kind: 'new'; version: string; built: string } {
  if (lastBuiltVersion === null) return { kind: 'never', version: appVersion };
  if (compareVersions(lastBuiltVersion, appVersion) >= 0)
    return { kind: 'updated', built: lastBuiltVersion };
  return { kind: 'new', version: appVersion, built: lastBuiltVersion };
}

/** The largest versionCode Google Play accepts. */
const MAX_VERSION_CODE = 2_100_000_000;

/**
 * Android's versionCode made from the version (docs/product/builds.md#what-an-android-app-carries):
 * major × 1,000,000 + minor × 1,000 + patch, so that a newer version always has a larger code. Null
 * when the version cannot be ordered that way: a minor or patch above 999, a fourth number other
 * than 0, or a code above Google Play's limit.
 */
export function androidVersionCode(version: string): number | null {
  const parts = version.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : Number.NaN));
  if (parts.length === 0 || parts.length > 4 || parts.some((p) => !Number.isSafeInteger(p)))
    return null;
  const [major = 0, minor = 0, patch = 0, extra = 0] = parts;
  if (minor > 999 || patch > 999 || extra !== 0) return null;
  const code = major * 1_000_000 + minor * 1_000 + patch;
  return code >= 1 && code <= MAX_VERSION_CODE ? code : null;
}

// --- modes ---
export type TBuildTier = 'pro' | 'test';

/** Pro is app-store (iOS) or release (Android); Test is ad-hoc or debug. */
export function buildModeFor(platform: TPlatform, tier: TBuildTier): TBuildMode {
  if (platform === 'ios') return tier === 'pro' ? 'app-store' : 'ad-hoc';
  return tier === 'pro' ? 'release' : 'debug';
}

/** Whether a platform builds in this mode (release and debug are Android's, the others iOS's). */
export const isModeOfPlatform = (platform: TPlatform, mode: TBuildMode) =>
  buildModeFor(platform, 'pro') === mode || buildModeFor(platform, 'test') === mode;

/** The installable file a build makes: an iOS ipa, an Android apk (assemble) or aab (bundle). */
export function artifactExtension(platform: TPlatform, kind: TBuildKind): TArtifactExtension {
  if (platform === 'ios') return 'ipa';
  return kind === 'bundle' ? 'aab' : 'apk';
}

/**
 * The name a download is saved under: the app's name (letters, digits and dashes), its version
 * and mode, e.g. `Demo-Eats-1.2.0-release.apk`; a project zip says so (`…-release-project.zip`).
 */
export function artifactFileName(
  appName: string,
  version: string,
  mode: TBuildMode,
  extension: TArtifactExtension,
): string {
  const base =
    appName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'app';
  const suffix = extension === 'zip' ? `${mode}-project` : mode;
  return `${base}-${version}-${suffix}.${extension}`;
}
