import { toNestErrors } from '@hookform/resolvers';
import {
  type TCreateMenuProductRequest,
  type TMenuProduct,
  type TUpdateMenuProductRequest,
  ZCreateMenuProductRequest,
} from '@oc/domain/catalogue/menu.schema';
import type { FieldError, Resolver } from 'react-hook-form';
import { centsOf, textOfCents, textOfDelta } from '../../lib/money';
import {
  type TTranslationValues,
  translationsOf,
  translationValuesOf,
} from '../../lib/translation-values';

// The product form's values are what the owner types (prices as 12.50, or 12,50 in a language that
// writes them so; choices as text); the
// request is made from them and checked with the domain's schema, the server's own, so a message
// under a field is the one the server would give.

export type TOptionValues = { name: string; price_delta: string };
export type TGroupValues = {
  name: string;
  min_choices: string;
  max_choices: string;
  options: TOptionValues[];
};
export type TProductFormValues = {
  name: string;
  description: string;
  price: string;
  image: string;
  available: boolean;
  category_id: string;
  option_groups: TGroupValues[];
  /** The name and description in the website's other languages, every language ('' for none). */
  translations: TTranslationValues;
};

export const newOption = (language: string): TOptionValues => ({
  name: '',
  price_delta: textOfDelta(0, language),
});
export const newGroup = (language: string): TGroupValues => ({
  name: '',
  min_choices: '0',
  max_choices: '1',
  options: [newOption(language)],
});

/** The form's values for a product (or a new one), prices as `language` writes them. */
export function valuesOf(
  product: TMenuProduct | null,
  categoryId: number,
  language: string,
): TProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? textOfCents(product.price, language) : '',
    image: product?.image ?? '',
    available: product?.available ?? true,
    category_id: String(categoryId),
    option_groups: (product?.option_groups ?? []).map((group) => ({
      name: group.name,
      min_choices: String(group.min_choices),
      max_choices: String(group.max_choices),
      options: group.options.map((option) => ({
        name: option.name,
        price_delta: textOfDelta(option.price_delta, language),
      })),
    })),
    translations: translationValuesOf(product?.translations),
  };
}

/** A whole number typed, or NaN (which the schema refuses with the field's own message). */
const wholeOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The request the values make, prices read as `language` writes them. */
export function requestOf(values: TProductFormValues, language: string): TCreateMenuProductRequest {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: values.price.trim() === '' ? Number.NaN : centsOf(values.price, language),
    image: values.image.trim() || null,
    available: values.available,
    option_groups: values.option_groups.map((group) => ({
      name: group.name.trim(),
      min_choices: wholeOf(group.min_choices),
      max_choices: wholeOf(group.max_choices),
      options: group.options.map((option) => ({
        name: option.name.trim(),
        price_delta: centsOf(option.price_delta, language),
      })),
    })),
    translations: translationsOf(values.translations),
  };
}

/** What an edit sends: the fields that differ from the saved product, and the category moved to. */
export function changesOf(
  request: TCreateMenuProductRequest,
  saved: TCreateMenuProductRequest,
  categoryId: number | null,
): TUpdateMenuProductRequest {
  const changes: TUpdateMenuProductRequest = {};
  for (const key of Object.keys(request) as (keyof TCreateMenuProductRequest)[])
    if (JSON.stringify(request[key]) !== JSON.stringify(saved[key]))
      Object.assign(changes, { [key]: request[key] });
  if (categoryId !== null) changes.category_id = categoryId;
  return changes;
}

/** The field an issue of the schema belongs to: a list's own problem is shown at the list. */
function fieldOfIssue(path: readonly PropertyKey[]): string {
  const names = path.map(String);
  if (names.at(-1) === 'options' || names.at(-1) === 'option_groups')
    return `${names.join('.')}.root`;
  return names.join('.') || 'root.form';
}

/** The form's check, prices read in the console's language at the time (`language`). */
export const productResolver =
  (language: () => string): Resolver<TProductFormValues> =>
  async (values, _c, options) => {
    const issues =
      ZCreateMenuProductRequest.safeParse(requestOf(values, language())).error?.issues ?? [];
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of issues)
      errors[fieldOfIssue(issue.path)] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
