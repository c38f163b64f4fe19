import type { TPlatform } from '../apps/platforms';
import type { TBuild, TBuildMode, TBuildStatus } from './build.schema';

// --- required fields before a build (spec 5) ---
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
/** The driver, business and kiosk apps take no payments in-app: no Apple merchant id. */
const NO_MERCHANT_ID = ['app_driver_x', 'app_business_x', 'app_kiosk_x'];

export type TFieldSource = Record<string, string | boolean | null | undefined>;
const isSet = (v: string | boolean | null | undefined) =>
  typeof v === 'string' ? v.trim() !== '' : v === true;

export function requiredBuildFields(platform: TPlatform, appCode: string): readonly string[] {
  if (platform === 'android') return ANDROID_REQUIRED;
  return NO_MERCHANT_ID.includes(appCode)
    ? IOS_REQUIRED.filter((f) => f !== 'apple_merchant_id')
    : IOS_REQUIRED;
}

/**
 * The fields still missing before a build may start. A value may come from the app itself, its
 * credentials for that platform (a credential counts when set, `true`), or its base constants.
 */
export function missingBuildFields(
  platform: TPlatform,
  appCode: string,
  sources: { app: TFieldSource; credentials: TFieldSource; constants: TFieldSource },
): string[] {
  return requiredBuildFields(platform, appCode).filter(
    (field) =>
      !isSet(sources.app[field]) &&
      !isSet(sources.credentials[field]) &&
      !isSet(sources.constants[field]),
  );
}

// --- statuses (spec 4.5) ---
export const FINISHED_STATUSES: readonly TBuildStatus[] = ['successful', 'failed', 'error_request'];
export const isBuildFinished = (status: TBuildStatus) => FINISHED_STATUSES.includes(status);

/** A platform's build button is disabled while any of its builds runs, or a request is in flight. */
export function isBuildButtonDisabled(
  builds: readonly Pick<TBuild, 'platform' | 'status'>[],
  platform: TPlatform,
  isRequesting: boolean,
) {
  return isRequesting || builds.some((b) => b.platform === platform && !isBuildFinished(b.status));
}

export function buildStatusColor(
  status: TBuildStatus,
): 'warning' | 'success' | 'danger' | 'neutral' {
  if (status === 'finishing') return 'warning';
  if (status === 'successful') return 'success';
  if (status === 'failed') return 'danger';
  return 'neutral';
}

// --- versions (spec 4.5) ---
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

/** 'updated' when the last build is the app's version or newer; otherwise the new version to build. */
export function versionFreshness(
  appVersion: string,
  lastBuiltVersion: string | null,
): { kind: 'updated' } | { kind: 'new'; version: string } {
  if (lastBuiltVersion !== null && compareVersions(lastBuiltVersion, appVersion) >= 0)
    return { kind: 'updated' };
  return { kind: 'new', version: appVersion };
}

// --- modes (spec 4.5) ---
export type TBuildTier = 'pro' | 'test';
export type TAndroidType = 'assemble' | 'bundle';

export function buildModeFor(platform: TPlatform, tier: TBuildTier): TBuildMode {
  if (platform === 'ios') return tier === 'pro' ? 'app-store' : 'ad-hoc';
  return tier === 'pro' ? 'release' : 'debug';
}

export function artifactExtension(
  platform: TPlatform,
  type: TAndroidType = 'assemble',
): 'ipa' | 'apk' | 'aab' {
  if (platform === 'ios') return 'ipa';
  return type === 'bundle' ? 'aab' : 'apk';
}
