import { resultOf, type TRuleError, type TRuleResult } from '../messages/rule-result';
import { isTextLengthValid, stripWhitespace } from '../text/text.rules';
import type { TConstantType } from './app.schema';
import { languagesErrors, SUPPORTED_LANGUAGES_CODE } from './app-languages';

export type TConstantInputKind =
  | 'text'
  | 'number'
  | 'checkbox'
  | 'textarea'
  | 'business'
  | 'languages';

/**
 * docs/product/app-settings.md#constants: string→text, integer and decimal→number,
 * boolean→checkbox, json→textarea; business_slug→picker; supported_languages (a JSON list of
 * codes)→a choice of languages.
 */
export function constantInputKind(constant: {
  code: string;
  type: TConstantType;
}): TConstantInputKind {
  if (constant.code === 'business_slug') return 'business';
  if (constant.code === SUPPORTED_LANGUAGES_CODE && constant.type === 'json') return 'languages';
  switch (constant.type) {
    case 'integer':
    case 'decimal':
      return 'number';
    case 'boolean':
      return 'checkbox';
    case 'json':
      return 'textarea';
    default:
      return 'text';
  }
}

/** The business picker's 'none' option stores null. */
export const BUSINESS_NONE = 'none';

/**
 * The value a constant is saved with: whitespace removed (docs/product/validation.md#constants),
 * then checked against its type. null is allowed only for business_slug ('none').
 */
export function normalizeConstantValue(
  constant: { code: string; type: TConstantType },
  raw: string | null,
): { ok: true; value: string | null } | { ok: false; errors: TRuleError[] } {
  if (constant.code === 'business_slug' && (raw === null || raw === BUSINESS_NONE))
    return { ok: true, value: null };
  // JSON keeps its inner spaces (they may be data); every other type loses all whitespace.
  const value = constant.type === 'json' ? (raw ?? '').trim() : stripWhitespace(raw ?? '');
  const check = checkConstantValue(constant.type, value);
  if (check.ok && constant.code === SUPPORTED_LANGUAGES_CODE && constant.type === 'json') {
    const errors = languagesErrors(JSON.parse(value));
    if (errors.length) return { ok: false, errors };
  }
  return check.ok ? { ok: true, value } : check;
}

function checkConstantValue(type: TConstantType, value: string): TRuleResult {
  const errors: TRuleError[] = [];
  if (type === 'integer' && !/^-?\d{1,15}$/.test(value))
    errors.push({ key: 'THE_VALUE_MUST_BE_A_WHOLE_NUMBER' });
  if (type === 'decimal' && !/^-?\d{1,15}(\.\d{1,10})?$/.test(value))
    errors.push({ key: 'THE_VALUE_MUST_BE_A_NUMBER' });
  if (type === 'boolean' && value !== 'true' && value !== 'false')
    errors.push({ key: 'THE_VALUE_MUST_BE_TRUE_OR_FALSE' });
  if (type === 'json') {
    try {
      JSON.parse(value);
    } catch {
      errors.push({ key: 'THE_VALUE_MUST_BE_VALID_JSON' });
    }
    if (value.length > 65_536) errors.push({ key: 'THE_VALUE_MUST_BE_VALID_JSON' });
  }
  if (type === 'string' && !isTextLengthValid(value))
    errors.push({ key: 'THE_TEXT_MUST_HAVE_1_TO_255_CHARACTERS' });
  return resultOf(errors);
}
