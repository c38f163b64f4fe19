import { getPath } from '@oc/domain/themes/theme-path';
import { editableLeaves } from '@oc/domain/themes/theme-tree';
import type { TSiteContext } from './website.types';

/** Where the owner's third-party code is kept in the theme (Advanced tab). */
export const THIRD_PARTY_PATHS = ['third_party_code.head', 'third_party_code.body'];

/** Whether the owner's third-party code runs on the site's pages (it never does in a preview). */
export function hasThirdPartyCode(ctx: Pick<TSiteContext, 'values' | 'flags'>): boolean {
  const leaves = editableLeaves(ctx.flags);
  return THIRD_PARTY_PATHS.some((path) => {
    const code = getPath(ctx.values, path);
    return leaves.has(path) && typeof code === 'string' && code.trim() !== '';
  });
}
