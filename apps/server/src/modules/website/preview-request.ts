import { TEXT_MAX_LENGTH } from '@oc/domain/text/text.rules';
import { RICH_TEXT_MAX_LENGTH } from '@oc/domain/themes/basic-fields';
import { ZFileUrl } from '@oc/domain/uploads/file-url';
import { z } from 'zod';

// POST /_site/preview (docs/product/website.md#preview): a page drawn with the values the owner
// is editing and has not saved. Nothing is stored, but the values are still bounded.

/** Body size of a preview: the largest rich text twice over, and room for the rest. */
export const PREVIEW_BODY_LIMIT = 512 * 1024;
const MAX_NODES = 5_000;

/** Every value of the tree: strings bounded, no more than MAX_NODES values in all. */
function checkTree(tree: unknown, ctx: z.RefinementCtx) {
  let nodes = 0;
  const walk = (value: unknown, path: (string | number)[]): boolean => {
    nodes += 1;
    if (nodes > MAX_NODES) {
      ctx.addIssue({ code: 'custom', path, message: `at most ${MAX_NODES} values` });
      return false;
    }
    if (typeof value === 'string' && value.length > RICH_TEXT_MAX_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: `a value can have at most ${RICH_TEXT_MAX_LENGTH} characters`,
      });
      return false;
    }
    if (typeof value !== 'object' || value === null) return true;
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, child] of entries) if (!walk(child, [...path, key])) return false;
    return true;
  };
  walk(tree, []);
}

export const ZPreviewRequest = z.object({
  path: z
    .string()
    .max(2048, 'path can have at most 2048 characters')
    .regex(/^\/(?!\/)/, 'path must be an address on this site, starting with one /'),
  site: z.object({
    name: z.string().max(TEXT_MAX_LENGTH),
    description: z.string().max(TEXT_MAX_LENGTH),
    logo: ZFileUrl.nullable(),
    image: ZFileUrl.nullable(),
  }),
  values: z.record(z.string(), z.unknown()).superRefine(checkTree),
});
