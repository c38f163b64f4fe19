import { toNestErrors } from '@hookform/resolvers';
import { ZBusinessCreate, ZBusinessUpdate } from '@oc/domain/catalogue/business.schema';
import { MESSAGES, type TMessageKey, toMessageKey } from '@oc/domain/messages/messages';
import type { FieldError, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  changesOf,
  requestOf,
  type TBusinessFormValues,
  type TBusinessRequest,
} from './business-form-values';

/** The messages of a text field that is not a number at all, in the owner's language. */
export type TNumberMessages = Parameters<typeof requestOf>[1];

/**
 * The form field a domain issue belongs to: its path, except that a span's own problem (it opens
 * and closes at the same time) is shown at its closing time, a list's (too many) at the list, and
 * a closed date's at its row.
 */
function fieldOfIssue(path: readonly PropertyKey[]): string {
  const [field, day, index] = path.map(String);
  if (field === 'hours' && day !== undefined) {
    if (index === undefined) return `hours.${day}.root`;
    return path.length === 3 ? `hours.${day}.${index}.close` : path.map(String).join('.');
  }
  if (field === 'closed_dates')
    return day === undefined ? 'closed_dates.root' : `closed_dates.${day}`;
  // A version in another language: its own field (`translations.es.name`).
  if (field === 'translations') return path.map(String).join('.');
  return field ?? 'root.form';
}

/**
 * The form's check: the values made into the request, checked with the domain's schema (the
 * server's own, so the messages are the same); when editing, only the changed fields, so a value
 * saved before a rule existed never blocks saving the others.
 */
export function businessResolver(
  options: () => {
    messages: TNumberMessages;
    /** The console's language, which amounts are typed in. */
    language: string;
    /** The request the saved business makes, when editing one; null for a new business. */
    saved: TBusinessRequest | null;
    /** A new business's address still follows its name. */
    isSlugAuto: boolean;
  },
): Resolver<TBusinessFormValues> {
  return async (values, _context, resolverOptions) => {
    const { messages, language, saved, isSlugAuto } = options();
    const { request, problems } = requestOf(values, messages, {
      language,
      isNew: !saved,
      isSlugAuto,
    });
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(problems))
      errors[field] = { type: 'value', message };
    const checked = saved ? changesOf(request, saved) : request;
    const addIssues = (issues: readonly z.core.$ZodIssue[] = []) => {
      for (const issue of issues) {
        const field = fieldOfIssue(issue.path);
        // A field's first problem is the one to fix first (not a number beats out of range).
        errors[field] ??= { type: issue.code, message: issue.message };
      }
    };
    if (!saved || Object.keys(checked).length > 0) {
      addIssues((saved ? ZBusinessUpdate : ZBusinessCreate).safeParse(checked).error?.issues);
      // The rule of both coordinates or neither is the schema's last, checked only once every
      // field is valid: the owner is told with the rest, not after fixing them.
      if ('latitude' in checked)
        addIssues(
          ZBusinessUpdate.safeParse({ latitude: checked.latitude, longitude: checked.longitude })
            .error?.issues,
        );
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(errors, resolverOptions) };
  };
}

/**
 * Where a message of a refused save belongs (docs/product/errors.md#business-messages): the field
 * it can only be about. The others (an amount or a time of two fields, the hours) are shown above
 * the form.
 */
const FIELD_OF_MESSAGE: Partial<Record<TMessageKey, keyof TBusinessFormValues>> = {
  BUSINESS_NAME_LENGTH: 'name',
  BUSINESS_SLUG_FORMAT: 'slug',
  BUSINESS_SLUG_LENGTH: 'slug',
  BUSINESS_SLUG_TAKEN: 'slug',
  BUSINESS_DESCRIPTION_LENGTH: 'description',
  BUSINESS_CUISINES_COUNT: 'cuisines',
  BUSINESS_CUISINE_LENGTH: 'cuisines',
  BUSINESS_CUISINES_TWICE: 'cuisines',
  BUSINESS_FRANCHISE_NOT_OF_PROJECT: 'franchise_id',
  BUSINESS_ADDRESS_LENGTH: 'address',
  BUSINESS_COORDINATES_PAIR: 'latitude',
  BUSINESS_LATITUDE_RANGE: 'latitude',
  BUSINESS_LONGITUDE_RANGE: 'longitude',
  BUSINESS_PHONE_LENGTH: 'phone',
  TIME_ZONE_UNKNOWN: 'time_zone',
  BUSINESS_ORDER_TYPES_EMPTY: 'order_types',
  BUSINESS_ORDER_TYPE_UNKNOWN: 'order_types',
  BUSINESS_ORDER_TYPES_TWICE: 'order_types',
};

const KEY_OF_TEXT = new Map(
  (Object.entries(MESSAGES) as [TMessageKey, string][]).map(([key, text]) => [
    toMessageKey(text),
    key,
  ]),
);

/** The field a server message is about, or null when it is shown above the form. */
export function fieldOfMessage(message: string): keyof TBusinessFormValues | null {
  const key = KEY_OF_TEXT.get(toMessageKey(message));
  return (key && FIELD_OF_MESSAGE[key]) ?? null;
}
