import type { TSize } from '../uploads/upload-limits';
import { classifyActionGroup } from './actions.rules';
import type { TBaseAction } from './app.schema';
import { exactSizeOf } from './image-sizes';

// 'Make from one icon' (docs/product/app-settings.md#resources): which of an app's resource slots
// are drawn from the owner's 1024 × 1024 icon, and how each is drawn. The slots are the app's own
// actions, so an app with other densities or devices gets those.

/**
 * How a slot is drawn:
 * - icon: the icon itself at the slot's size, its transparency kept (Android launcher icons and
 *   Play's 512 × 512 store icon may have an alpha channel; the iOS build flattens its own copy);
 * - adaptive_foreground: the icon in the middle 72 dp of a 108 dp transparent layer;
 * - adaptive_background: the background colour, opaque;
 * - notification: a white silhouette of the icon's opaque parts on transparent, with Android's
 *   2 dp padding;
 * - splash: the logo centred on the background colour, opaque.
 */
export type TGeneratedImageKind =
  | 'icon'
  | 'adaptive_foreground'
  | 'adaptive_background'
  | 'notification'
  | 'splash';

export function generatedKindOf(action: Pick<TBaseAction, 'group' | 'name'>) {
  const name = action.name.toLowerCase();
  switch (classifyActionGroup(action.group)) {
    case 'resources_icons':
      if (name.includes('foreground')) return 'adaptive_foreground';
      if (name.includes('background')) return 'adaptive_background';
      return 'icon';
    case 'resources_notifications':
      return 'notification';
    case 'splash_android':
    case 'splash_ios':
      return 'splash';
    default:
      return null;
  }
}

export type TGenerationTarget = { actionId: number; kind: TGeneratedImageKind; size: TSize };

/**
 * The slots 'Make from one icon' writes: every resource image the owner may change that asks for
 * an exact size. Platform images (editable false) and slots without a size are left as they are.
 */
export function generationTargets(actions: readonly TBaseAction[]): TGenerationTarget[] {
  return actions.flatMap((action) => {
    const kind = generatedKindOf(action);
    const size = exactSizeOf(action.file_rules);
    return kind && size && action.editable === true ? [{ actionId: action.id, kind, size }] : [];
  });
}

/**
 * The form of 'Make from one icon' (POST /api/builder/apps/:appId/resources/generate): the icon
 * and the logo as files, the colour as text.
 */
export const GENERATE_FORM_FIELDS = {
  icon: 'icon',
  logo: 'logo',
  backgroundColor: 'background_color',
} as const;
