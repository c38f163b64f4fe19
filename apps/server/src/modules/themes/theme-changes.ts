import { formatMessage } from '@oc/domain/messages/messages';
import { BASIC_THEME_FIELDS, HTML_PATHS } from '@oc/domain/themes/basic-fields';
import { advancedLeavesFor } from '@oc/domain/themes/theme-mode';
import { leafSchema, THEME_SECTIONS } from '@oc/domain/themes/theme-tree';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { TThemeChange, TThemeOwner } from './themes.types';

const ALL_ADVANCED_PATHS = new Set(THEME_SECTIONS.flatMap((s) => s.leaves.map((l) => l.path)));
// Own keys only: a path such as 'constructor' must not reach Object.prototype.
const isBasicPath = (path: string) => Object.hasOwn(BASIC_THEME_FIELDS, path);

/** The schema a path's value must satisfy for this owner; undefined when it may not change it. */
function schemaFor(path: string, owner: TThemeOwner): z.ZodType | undefined {
  if (owner.acceptsBasic && isBasicPath(path)) return BASIC_THEME_FIELDS[path];
  const leaf = advancedLeavesFor(owner.mode).get(path);
  return leaf ? leafSchema(leaf) : undefined;
}

/**
 * A rule's sentence read inside "The setting … is not valid: …": its first letter lower-cased
 * ("the colour must look like #2C7BE5"), unless it starts an acronym such as URL.
 */
const embedded = (message: string) => message.replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase());

/** Checks every change against its path's schema; all problems are reported together. */
export function validateChanges(changes: TThemeChange[], owner: TThemeOwner): TThemeChange[] {
  const errors: string[] = [];
  const valid: TThemeChange[] = [];
  const notValid = (path: string, reason: string) =>
    errors.push(formatMessage('THE_SETTING_IS_NOT_VALID', { path, reason }));
  for (const { path, value } of changes) {
    const schema = schemaFor(path, owner);
    if (!schema) {
      if (ALL_ADVANCED_PATHS.has(path) || isBasicPath(path)) notValid(path, owner.lockedReason);
      else errors.push(formatMessage('THIS_SETTING_DOES_NOT_EXIST', { path }));
      continue;
    }
    const refusal = owner.refuse?.(path);
    if (refusal) {
      notValid(path, refusal);
      continue;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      notValid(path, embedded(parsed.error.issues[0]?.message ?? 'invalid'));
      continue;
    }
    const isHtml = (HTML_PATHS as readonly string[]).includes(path);
    valid.push({ path, value: isHtml ? sanitizeRichText(parsed.data as string) : parsed.data });
  }
  if (errors.length) throw new AppError(400, errors);
  return valid;
}
