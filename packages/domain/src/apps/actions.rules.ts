import type { TBaseAction } from './app.schema';

// Base action groups (docs/product/entities.md#base-action). Splash groups are recognised by the
// words they contain, as docs/product/entities.md#base-action describes them ("groups containing
// both 'splash' and 'android'").
export type TActionGroupKind =
  | 'general_images'
  | 'colors'
  | 'files'
  | 'resources_icons'
  | 'resources_notifications'
  | 'splash_android'
  | 'splash_ios'
  | 'other';

export function classifyActionGroup(group: string): TActionGroupKind {
  const g = group.toLowerCase();
  if (g.includes('splash') && g.includes('android')) return 'splash_android';
  if (g.includes('splash') && g.includes('ios')) return 'splash_ios';
  switch (g) {
    case 'general_images':
    case 'colors':
    case 'files':
    case 'resources_icons':
    case 'resources_notifications':
      return g;
    default:
      return 'other';
  }
}

/**
 * The Resources section, in the order of docs/product/app-settings.md#resources: icons,
 * notifications, Android splash, iOS splash.
 */
export const RESOURCE_KINDS = [
  'resources_icons',
  'resources_notifications',
  'splash_android',
  'splash_ios',
] as const;
export type TResourceKind = (typeof RESOURCE_KINDS)[number];

export const isResourceKind = (kind: TActionGroupKind): kind is TResourceKind =>
  (RESOURCE_KINDS as readonly string[]).includes(kind);

export function actionsOfKind(
  actions: readonly TBaseAction[],
  kind: TActionGroupKind,
): TBaseAction[] {
  return actions.filter((a) => classifyActionGroup(a.group) === kind);
}

export const hasResources = (actions: readonly TBaseAction[]) =>
  actions.some((a) => isResourceKind(classifyActionGroup(a.group)));

/**
 * docs/product/entities.md#base-action: an image can be changed only if its editable flag is true.
 */
export const isActionEditable = (action: Pick<TBaseAction, 'editable'>) => action.editable === true;

/** docs/product/validation.md#franchises-app-images: images the franchises app does not show. */
export const FRANCHISES_HIDDEN_IMAGES = [
  'empty-active-orders',
  'not-found',
  'empty-past-orders',
  'business_list_banner',
  'curbside',
  'delivery',
  'drivethru',
  'pickup',
  'eatin',
  'category-all',
] as const;

/**
 * docs/product/validation.md#franchises-app-images: whether the app hides this image (the
 * franchises app hides some general images).
 */
export function isHiddenImage(action: Pick<TBaseAction, 'group' | 'name'>, appCode: string) {
  return (
    appCode === 'app_franchises_x' &&
    classifyActionGroup(action.group) === 'general_images' &&
    (FRANCHISES_HIDDEN_IMAGES as readonly string[]).includes(action.name)
  );
}

export function visibleImages(actions: readonly TBaseAction[], appCode: string): TBaseAction[] {
  return actionsOfKind(actions, 'general_images').filter((a) => !isHiddenImage(a, appCode));
}

/**
 * docs/product/entities.md#base-action: the groups whose actions take an image: general images and
 * every resource group.
 */
export const isImageKind = (kind: TActionGroupKind) =>
  kind === 'general_images' || isResourceKind(kind);
