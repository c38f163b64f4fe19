import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  androidVersionCode,
  artifactExtension,
  artifactFileName,
  buildModeFor,
  buildStatusColor,
  compareVersions,
  isBuildButtonDisabled,
  isBuildFinished,
  isModeOfPlatform,
  missingBuildFields,
  requiredBuildFields,
  versionFreshness,
} from './build.rules';
import { BUILD_STATUSES } from './build.schema';

const version = fc
  .array(fc.integer({ min: 0, max: 9999 }), { minLength: 1, maxLength: 4 })
  .map((p) => p.join('.'));

describe('compareVersions', () => {
  it('is reflexive and antisymmetric', () => {
    fc.assert(fc.property(version, (v) => compareVersions(v, v) === 0));
    fc.assert(
      fc.property(version, version, (a, b) => compareVersions(a, b) === -compareVersions(b, a)),
    );
  });
  it('is transitive', () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0)
          return compareVersions(a, c) <= 0;
        return true;
      }),
    );
  });
  it('treats missing parts as zero', () => {
    fc.assert(fc.property(version, (v) => compareVersions(v, `${v}.0`) === 0));
  });
  it('compares numbers, not text', () => {
    expect(compareVersions('1.10', '1.9')).toBe(1);
    expect(compareVersions('2.0.0', '10.0.0')).toBe(-1);
    expect(compareVersions('1.2', '1.2.1')).toBe(-1);
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.nat(1000),
        (x, y) => Math.sign(x - y) === compareVersions(`1.${x}`, `1.${y}`),
      ),
    );
  });
});

describe('versionFreshness', () => {
  it('is updated when the build is current or newer', () => {
    expect(versionFreshness('1.2.0', '1.2')).toEqual({ kind: 'updated', built: '1.2' });
    expect(versionFreshness('1.2.0', '1.3.0')).toEqual({ kind: 'updated', built: '1.3.0' });
  });
  it('offers the new version otherwise', () => {
    expect(versionFreshness('1.10.0', '1.9.9')).toEqual({
      kind: 'new',
      version: '1.10.0',
      built: '1.9.9',
    });
  });
  it('says an app never built is not built yet, not that a new version is available', () => {
    expect(versionFreshness('1.0.0', null)).toEqual({ kind: 'never', version: '1.0.0' });
  });
});

describe('required build fields (spec 5)', () => {
  const empty = { app: {}, credentials: {}, constants: {} };
  it('lists every Android and iOS field when nothing is set', () => {
    expect(missingBuildFields('android', 'app_customer_x', empty)).toEqual([
      'name',
      'description',
      'package',
      'version',
      'key_alias',
      'store_file',
    ]);
    expect(missingBuildFields('ios', 'app_customer_x', empty)).toEqual([
      'name',
      'description',
      'package',
      'version',
      'apple_merchant_id',
      'team_id',
      'api_key_id',
      'api_key_issuer_id',
      'api_key_file',
    ]);
  });
  it('does not ask the driver, business and kiosk apps for a merchant id', () => {
    for (const code of ['app_driver_x', 'app_business_x', 'app_kiosk_x']) {
      expect(requiredBuildFields('ios', code)).not.toContain('apple_merchant_id');
    }
    for (const code of ['app_customer_x', 'app_single_store_x', 'app_franchises_x']) {
      expect(requiredBuildFields('ios', code)).toContain('apple_merchant_id');
    }
  });
  it('takes iOS values from the app, its credentials or its constants, ignoring blanks', () => {
    const missing = missingBuildFields('ios', 'app_customer_x', {
      app: { name: 'Demo', description: 'x', package: 'com.a.b', version: '1.0.0' },
      credentials: { team_id: 'T1', api_key_id: 'K', api_key_issuer_id: 'I', api_key_file: true },
      constants: { apple_merchant_id: '  ' },
    });
    expect(missing).toEqual(['apple_merchant_id']);
    expect(
      missingBuildFields('ios', 'app_customer_x', {
        app: { name: 'Demo', description: 'x', package: 'com.a.b', version: '1.0.0' },
        credentials: { team_id: 'T1', api_key_id: 'K', api_key_issuer_id: 'I', api_key_file: true },
        constants: { apple_merchant_id: 'merchant.com.demo' },
      }),
    ).toEqual([]);
  });
});

describe('statuses', () => {
  it('knows which statuses are finished', () => {
    expect(BUILD_STATUSES.filter(isBuildFinished)).toEqual([
      'successful',
      'failed',
      'error_request',
    ]);
  });
  it('disables a platform’s button while one of its builds runs or a request is in flight', () => {
    for (const status of BUILD_STATUSES) {
      expect(isBuildButtonDisabled([{ platform: 'android', status }], 'android', false)).toBe(
        !isBuildFinished(status),
      );
      expect(isBuildButtonDisabled([{ platform: 'ios', status }], 'android', false)).toBe(false);
    }
    expect(isBuildButtonDisabled([], 'ios', true)).toBe(true);
    expect(isBuildButtonDisabled([], 'ios', false)).toBe(false);
  });
  it('colours finishing, successful and failed', () => {
    expect(BUILD_STATUSES.map(buildStatusColor)).toEqual([
      'neutral',
      'neutral',
      'neutral',
      'warning',
      'success',
      'danger',
      'neutral',
    ]);
  });
});

describe('modes', () => {
  it('maps Pro and Test per platform', () => {
    expect(buildModeFor('ios', 'pro')).toBe('app-store');
    expect(buildModeFor('ios', 'test')).toBe('ad-hoc');
    expect(buildModeFor('android', 'pro')).toBe('release');
    expect(buildModeFor('android', 'test')).toBe('debug');
  });
  it('gives each artifact its extension', () => {
    expect(artifactExtension('ios', 'assemble')).toBe('ipa');
    expect(artifactExtension('android', 'assemble')).toBe('apk');
    expect(artifactExtension('android', 'bundle')).toBe('aab');
  });
});

describe('androidVersionCode', () => {
  it('orders codes as the versions are ordered', () => {
    const v3 = fc
      .tuple(
        fc.integer({ min: 0, max: 2099 }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 999 }),
      )
      .filter(([a, b, c]) => a + b + c > 0)
      .map((p) => p.join('.'));
    fc.assert(
      fc.property(v3, v3, (a, b) => {
        const ca = androidVersionCode(a);
        const cb = androidVersionCode(b);
        expect(ca).not.toBeNull();
        expect(Math.sign((ca ?? 0) - (cb ?? 0))).toBe(compareVersions(a, b));
      }),
    );
  });
  it('makes 1.2.3 into 1002003 and 2 into 2000000', () => {
    expect(androidVersionCode('1.2.3')).toBe(1_002_003);
    expect(androidVersionCode('2')).toBe(2_000_000);
    expect(androidVersionCode('1.0.0.0')).toBe(1_000_000);
  });
  it('refuses what cannot be ordered or is above the limit', () => {
    for (const bad of ['1.1000.0', '1.0.1000', '1.0.0.1', '0.0.0', '2101.0.0', '1..2', 'x', ''])
      expect(androidVersionCode(bad)).toBeNull();
  });
});

describe('modes and file names', () => {
  it('knows which modes belong to which platform', () => {
    expect(isModeOfPlatform('android', 'release')).toBe(true);
    expect(isModeOfPlatform('android', 'debug')).toBe(true);
    expect(isModeOfPlatform('android', 'app-store')).toBe(false);
    expect(isModeOfPlatform('ios', 'ad-hoc')).toBe(true);
    expect(isModeOfPlatform('ios', 'release')).toBe(false);
  });
  it('names the download after the app, its version and mode', () => {
    expect(artifactFileName('Demo Eats', '1.2.0', 'release', 'apk')).toBe(
      'Demo-Eats-1.2.0-release.apk',
    );
    expect(artifactFileName("Café d'Or / 2", '1.0.0', 'ad-hoc', 'zip')).toBe(
      'Cafe-d-Or-2-1.0.0-ad-hoc-project.zip',
    );
    expect(artifactFileName('   ', '1.0.0', 'debug', 'apk')).toBe('app-1.0.0-debug.apk');
  });
});
