import { describe, expect, it } from 'vitest';
import {
  actionsOfKind,
  classifyActionGroup,
  FRANCHISES_HIDDEN_IMAGES,
  hasResources,
  isActionEditable,
  isHiddenImage,
  isImageKind,
  visibleImages,
} from './actions.rules';
import type { TBaseAction } from './app.schema';

const action = (group: string, name: string, editable = true): TBaseAction => ({
  id: 1,
  group,
  name,
  target_path: name,
  public_url: null,
  editable,
  file_rules: null,
  text_content: null,
  source_path: null,
});

describe('classifyActionGroup', () => {
  it('knows the named groups and recognises splash groups by their words', () => {
    expect(classifyActionGroup('general_images')).toBe('general_images');
    expect(classifyActionGroup('colors')).toBe('colors');
    expect(classifyActionGroup('files')).toBe('files');
    expect(classifyActionGroup('resources_icons')).toBe('resources_icons');
    expect(classifyActionGroup('resources_notifications')).toBe('resources_notifications');
    expect(classifyActionGroup('resources_splash_android')).toBe('splash_android');
    expect(classifyActionGroup('android_splash')).toBe('splash_android');
    expect(classifyActionGroup('Splash_iOS')).toBe('splash_ios');
    expect(classifyActionGroup('splash')).toBe('other');
    expect(classifyActionGroup('android')).toBe('other');
  });
  it('groups and detects resources', () => {
    const actions = [action('colors', 'primary'), action('resources_splash_ios', 'ipad')];
    expect(actionsOfKind(actions, 'splash_ios').map((a) => a.name)).toEqual(['ipad']);
    expect(hasResources(actions)).toBe(true);
    expect(hasResources([action('colors', 'primary')])).toBe(false);
  });
});

describe('images', () => {
  it('is editable only when the flag is true', () => {
    expect(isActionEditable(action('general_images', 'logo'))).toBe(true);
    expect(isActionEditable(action('general_images', 'powered_by', false))).toBe(false);
  });
  it('hides the ten listed images in the franchises app only', () => {
    const all = [...FRANCHISES_HIDDEN_IMAGES, 'logo'].map((n) => action('general_images', n));
    expect(FRANCHISES_HIDDEN_IMAGES).toHaveLength(10);
    expect(visibleImages(all, 'app_franchises_x').map((a) => a.name)).toEqual(['logo']);
    expect(visibleImages(all, 'app_customer_x')).toHaveLength(11);
  });
});

describe('isHiddenImage and isImageKind (the server refuses uploads to what the console hides)', () => {
  it('hides only general images of the franchises app', () => {
    expect(isHiddenImage(action('general_images', 'pickup'), 'app_franchises_x')).toBe(true);
    expect(isHiddenImage(action('general_images', 'pickup'), 'app_customer_x')).toBe(false);
    expect(isHiddenImage(action('general_images', 'logo'), 'app_franchises_x')).toBe(false);
    expect(isHiddenImage(action('resources_icons', 'pickup'), 'app_franchises_x')).toBe(false);
  });
  it('takes images in general images and every resource group, not colours or files', () => {
    for (const group of [
      'general_images',
      'resources_icons',
      'resources_notifications',
      'resources_splash_android',
      'resources_splash_ios',
    ]) {
      expect(isImageKind(classifyActionGroup(group)), group).toBe(true);
    }
    for (const group of ['colors', 'files', 'something_else']) {
      expect(isImageKind(classifyActionGroup(group)), group).toBe(false);
    }
  });
});
