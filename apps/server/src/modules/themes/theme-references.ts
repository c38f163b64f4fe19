import { formatMessage } from '@oc/domain/messages/messages';
import { BASIC_FIELDS, FRANCHISE_SLUG_PATH } from '@oc/domain/themes/basic-fields';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { refusalOfBusinessChoice } from '../catalogue/is-business-of-project';
import { isFranchiseOfProject } from '../catalogue/is-franchise-of-project';
import type { TThemeChange } from './themes.types';

const BUSINESS_SLUG = BASIC_FIELDS.business_slug.theme;

/** A business or franchise slug must name one of the caller's own rows (a business, one on the website). */
export async function checkReferences(scope: TScope, changes: TThemeChange[]) {
  const errors: string[] = [];
  for (const { path, value } of changes) {
    if (typeof value !== 'string') continue;
    if (path === BUSINESS_SLUG) {
      const refusal = await refusalOfBusinessChoice(scope, value);
      if (refusal) errors.push(formatMessage(refusal.key, refusal.params));
    }
    if (path === FRANCHISE_SLUG_PATH && !(await isFranchiseOfProject(scope, value)))
      errors.push(formatMessage('UNKNOWN_FRANCHISE', { slug: value }));
  }
  if (errors.length) throw new AppError(400, errors);
}
