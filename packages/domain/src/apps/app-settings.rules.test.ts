import { describe, expect, it } from 'vitest';
import { canSaveAppInfo, changedAppInfo, ZUpdateAppRequest } from './app-settings.rules';

const saved = {
  name: 'Demo',
  package: 'com.demo.app',
  version: '1.0.0',
  description: 'Order food',
};

// docs/product/app-settings.md#general-app-info
describe('changedAppInfo and canSaveAppInfo', () => {
  it('is disabled without changes', () => {
    expect(changedAppInfo(saved, saved)).toEqual({});
    expect(canSaveAppInfo({})).toBe(false);
  });
  it('is enabled when every changed value is 1–255 characters', () => {
    const changes = changedAppInfo(saved, { ...saved, name: 'Demo Eats', version: '1.0.1' });
    expect(changes).toEqual({ name: 'Demo Eats', version: '1.0.1' });
    expect(canSaveAppInfo(changes)).toBe(true);
    expect(canSaveAppInfo({ name: 'x'.repeat(255) })).toBe(true);
  });
  it('is disabled when a changed value is empty, blank or too long', () => {
    expect(canSaveAppInfo({ name: 'ok', description: '' })).toBe(false);
    expect(canSaveAppInfo({ name: '   ' })).toBe(false);
    expect(canSaveAppInfo({ name: 'x'.repeat(256) })).toBe(false);
  });
});

describe('ZUpdateAppRequest', () => {
  it('accepts a partial update with a valid package and version', () => {
    expect(ZUpdateAppRequest.parse({ package: 'com.example.app', version: '2.10.3' })).toEqual({
      package: 'com.example.app',
      version: '2.10.3',
    });
  });
  it('explains a bad package or version in words', () => {
    const bad = ZUpdateAppRequest.safeParse({ package: 'example', version: '1.x' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'The package must look like com.example.app',
      'The version must be numbers separated by dots, like 1.2.3',
    ]);
    for (const p of ['com..app', '1com.app', 'com.example.', 'com.ex-ample.app']) {
      expect(ZUpdateAppRequest.safeParse({ package: p }).success, p).toBe(false);
    }
  });
  it('refuses an empty body, unknown fields and blank text', () => {
    expect(ZUpdateAppRequest.safeParse({}).success).toBe(false);
    expect(ZUpdateAppRequest.safeParse({ name: 'x', admin: true }).success).toBe(false);
    expect(ZUpdateAppRequest.safeParse({ name: '  ' }).success).toBe(false);
  });
});
