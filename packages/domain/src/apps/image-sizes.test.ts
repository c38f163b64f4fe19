import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/messages';
import { generatedKindOf, generationTargets } from './image-generation';
import {
  ADAPTIVE_LAYER_DP,
  ADAPTIVE_SAFE_ZONE_DP,
  exactSizeOf,
  fitInside,
  insetSquare,
  isSourceIconSize,
  NOTIFICATION_DP,
  NOTIFICATION_LIVE_DP,
  sizeText,
  splashLogoPlacement,
  wrongSizeError,
} from './image-sizes';

describe('the sizes of an app’s images', () => {
  it('names both sizes after a wrong-size upload', () => {
    const error = wrongSizeError({ width: 800, height: 600 }, { width: 1024, height: 500 });
    expect(formatMessage(error.key, error.params)).toBe(
      'This image is 800 × 600; this slot needs 1024 × 500.',
    );
    expect(sizeText({ width: 96, height: 96 })).toBe('96 × 96');
  });

  it('knows a slot’s exact size only when its rules give both sides', () => {
    expect(exactSizeOf({ width: 720, height: 1280 })).toEqual({ width: 720, height: 1280 });
    expect(exactSizeOf({ width: 720 })).toBeNull();
    expect(exactSizeOf(null)).toBeNull();
  });

  it('takes only a 1024 × 1024 source icon', () => {
    expect(isSourceIconSize({ width: 1024, height: 1024 })).toBe(true);
    expect(isSourceIconSize({ width: 1024, height: 1023 })).toBe(false);
    expect(isSourceIconSize({ width: 512, height: 512 })).toBe(false);
  });

  it('puts the adaptive icon in the middle 72 dp of its 108 dp layer, at every density', () => {
    // xxxhdpi: 432 px layer, 288 px icon, 72 px (18 dp) each side.
    expect(insetSquare(432, ADAPTIVE_SAFE_ZONE_DP, ADAPTIVE_LAYER_DP)).toEqual({
      left: 72,
      top: 72,
      width: 288,
      height: 288,
    });
    // mdpi: 108 px layer, 72 px icon, 18 px each side.
    expect(insetSquare(108, 72, 108)).toEqual({ left: 18, top: 18, width: 72, height: 72 });
    // An odd remainder stays inside the layer.
    const odd = insetSquare(100, 72, 108);
    expect(odd.width).toBe(67);
    expect(odd.left + odd.width).toBeLessThanOrEqual(100);
  });

  it('keeps Android’s 2 dp padding around a notification icon', () => {
    expect(insetSquare(96, NOTIFICATION_LIVE_DP, NOTIFICATION_DP)).toEqual({
      left: 8,
      top: 8,
      width: 80,
      height: 80,
    });
  });

  it('fits a logo of any shape in its box, its shape kept', () => {
    expect(fitInside({ width: 1000, height: 500 }, { width: 200, height: 200 })).toEqual({
      width: 200,
      height: 100,
    });
    expect(fitInside({ width: 10, height: 4000 }, { width: 200, height: 200 })).toEqual({
      width: 1,
      height: 200,
    });
  });

  it('centres the splash logo in 40% of the shorter side', () => {
    expect(
      splashLogoPlacement({ width: 720, height: 1280 }, { width: 1024, height: 1024 }),
    ).toEqual({ left: 216, top: 496, width: 288, height: 288 });
    // Landscape: the shorter side is the height.
    expect(splashLogoPlacement({ width: 1280, height: 720 }, { width: 1024, height: 512 })).toEqual(
      { left: 496, top: 288, width: 288, height: 144 },
    );
  });
});

describe('generationTargets', () => {
  const action = (id: number, group: string, name: string, extra: object = {}) => ({
    id,
    group,
    name,
    target_path: `x/${name}`,
    public_url: null,
    editable: true,
    file_rules: { width: 100, height: 200 },
    text_content: null,
    source_path: null,
    ...extra,
  });

  it('draws each resource slot its own way, and nothing else', () => {
    expect(generatedKindOf({ group: 'resources_icons', name: 'launcher_icon' })).toBe('icon');
    expect(generatedKindOf({ group: 'resources_icons', name: 'adaptive_foreground' })).toBe(
      'adaptive_foreground',
    );
    expect(generatedKindOf({ group: 'resources_icons', name: 'adaptive_background' })).toBe(
      'adaptive_background',
    );
    expect(generatedKindOf({ group: 'resources_notifications', name: 'notification_icon' })).toBe(
      'notification',
    );
    expect(generatedKindOf({ group: 'resources_splash_android', name: 'splash_land_ldpi' })).toBe(
      'splash',
    );
    expect(generatedKindOf({ group: 'resources_splash_ios', name: 'splash_ipad' })).toBe('splash');
    expect(generatedKindOf({ group: 'general_images', name: 'logo' })).toBeNull();
    expect(generatedKindOf({ group: 'colors', name: 'background' })).toBeNull();
  });

  it('leaves platform images, slots without an exact size and other groups alone', () => {
    const targets = generationTargets([
      action(1, 'resources_icons', 'launcher_icon'),
      action(2, 'resources_icons', 'platform_icon', { editable: false }),
      action(3, 'resources_splash_ios', 'splash_any', { file_rules: { width: 100 } }),
      action(4, 'general_images', 'logo'),
      action(5, 'resources_splash_android', 'splash_port_xhdpi', {
        file_rules: { width: 720, height: 1280 },
      }),
    ]);
    expect(targets).toEqual([
      { actionId: 1, kind: 'icon', size: { width: 100, height: 200 } },
      { actionId: 5, kind: 'splash', size: { width: 720, height: 1280 } },
    ]);
  });
});
