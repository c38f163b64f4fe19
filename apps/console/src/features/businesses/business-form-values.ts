import type { TBusinessCreate, TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import {
  type TWeekday,
  type TWeeklyHours,
  WEEKDAYS,
} from '@oc/domain/catalogue/opening-hours.schema';
import type { TOrderType } from '@oc/domain/orders/order-types';
import { centsOf, textOfCents } from '../../lib/money';
import {
  type TTranslationValues,
  translationsOf,
  translationValuesOf,
} from '../../lib/translation-values';

// The business form holds what the owner types (amounts as 12.50, coordinates and minutes as
// text); the request is what the API takes (docs/product/api.md#businesses): cents, numbers or
// null. Both ways are here, so the form's values and its request never disagree.

export type TSpanValues = { open: string; close: string };

export type TBusinessFormValues = {
  name: string;
  slug: string;
  description: string;
  cuisines: string[];
  /** The franchise's id as the select holds it, or null for none. */
  franchise_id: string | null;
  published: boolean;
  address: string;
  latitude: string;
  longitude: string;
  phone: string;
  time_zone: string;
  hours: Record<TWeekday, TSpanValues[]>;
  closed_dates: string[];
  order_types: TOrderType[];
  delivery_fee: string;
  minimum_order: string;
  delivery_minutes: string;
  pickup_minutes: string;
  /** The name and description in the website's other languages, every language ('' for none). */
  translations: TTranslationValues;
};

/** Every field the request may hold, as the API names it. */
export type TBusinessRequest = Required<Omit<TBusinessCreate, 'slug'>> & { slug?: string };

const textOf = (value: number | null) => (value === null ? '' : String(value));

const hoursOf = (hours: TWeeklyHours) =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, (hours[day] ?? []).map(({ open, close }) => ({ open, close }))]),
  ) as Record<TWeekday, TSpanValues[]>;

/** The time zone of the owner's browser, which a new business most likely shares. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The form's values for a business, or for a new one with the API's defaults; amounts as `language`
 * writes them.
 */
export function formValuesOf(
  business: TBusinessDetails | null,
  language: string,
): TBusinessFormValues {
  if (!business) {
    return {
      name: '',
      slug: '',
      description: '',
      cuisines: [],
      franchise_id: null,
      published: true,
      address: '',
      latitude: '',
      longitude: '',
      phone: '',
      time_zone: browserTimeZone(),
      hours: hoursOf({}),
      closed_dates: [],
      order_types: ['delivery', 'pickup'],
      delivery_fee: textOfCents(0, language),
      minimum_order: textOfCents(0, language),
      delivery_minutes: '',
      pickup_minutes: '',
      translations: translationValuesOf({}),
    };
  }
  return {
    name: business.name,
    slug: business.slug,
    description: business.description,
    cuisines: [...business.cuisines],
    franchise_id: business.franchise_id === null ? null : String(business.franchise_id),
    published: business.published,
    address: business.address,
    latitude: textOf(business.latitude),
    longitude: textOf(business.longitude),
    phone: business.phone,
    time_zone: business.time_zone,
    hours: hoursOf(business.hours),
    closed_dates: [...business.closed_dates],
    order_types: [...business.order_types],
    delivery_fee: textOfCents(business.delivery_fee, language),
    minimum_order: textOfCents(business.minimum_order, language),
    delivery_minutes: textOf(business.delivery_minutes),
    pickup_minutes: textOf(business.pickup_minutes),
    translations: translationValuesOf(business.translations),
  };
}

/** What a text field that is not a number becomes: a problem for that field, with this message. */
type TProblems = Record<string, string>;

/** '' is null; a number as typed ('47.2', '-1.5'); NaN for anything else. */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The request the values make, and the fields whose text is not a number at all (with the
 * message to show there). A new business whose address the owner has not written (`isSlugAuto`,
 * or left empty) lets the server make it from the name, numbered when taken. Amounts are read as
 * `language` writes them.
 */
export function requestOf(
  values: TBusinessFormValues,
  messages: { amount: string; latitude: string; longitude: string; minutes: string },
  {
    language,
    isNew = false,
    isSlugAuto = false,
  }: { language: string; isNew?: boolean; isSlugAuto?: boolean },
): { request: TBusinessRequest; problems: TProblems } {
  const problems: TProblems = {};
  const number = (field: keyof TBusinessFormValues, text: string, message: string) => {
    const value = numberOrNull(text);
    if (Number.isNaN(value)) problems[field] = message;
    return value;
  };
  const cents = (field: 'delivery_fee' | 'minimum_order') => {
    const value = centsOf(values[field], language);
    if (Number.isNaN(value)) problems[field] = messages.amount;
    return value;
  };
  const hours: TWeeklyHours = {};
  for (const day of WEEKDAYS) {
    const spans = values.hours[day];
    if (spans.length > 0) hours[day] = spans.map(({ open, close }) => ({ open, close }));
  }
  const slug = values.slug.trim();
  const isSlugLeftOut = isNew && (isSlugAuto || slug === '');
  const request: TBusinessRequest = {
    name: values.name,
    ...(isSlugLeftOut ? {} : { slug }),
    description: values.description,
    address: values.address,
    latitude: number('latitude', values.latitude, messages.latitude),
    longitude: number('longitude', values.longitude, messages.longitude),
    phone: values.phone,
    time_zone: values.time_zone,
    hours,
    // A row added and left empty closes nothing; the same day twice is once.
    closed_dates: [...new Set(values.closed_dates.filter((date) => date !== ''))].sort(),
    order_types: values.order_types,
    delivery_fee: cents('delivery_fee'),
    minimum_order: cents('minimum_order'),
    delivery_minutes: number('delivery_minutes', values.delivery_minutes, messages.minutes),
    pickup_minutes: number('pickup_minutes', values.pickup_minutes, messages.minutes),
    cuisines: values.cuisines,
    franchise_id: values.franchise_id === null ? null : Number(values.franchise_id),
    published: values.published,
    translations: translationsOf(values.translations),
  };
  return { request, problems };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `request` that differ from `saved`: what an edit sends. The coordinates go
 * together, as the API takes them.
 */
export function changesOf(
  request: TBusinessRequest,
  saved: TBusinessRequest,
): Partial<TBusinessRequest> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(request)) {
    if (!same(value, saved[field as keyof TBusinessRequest])) changes[field] = value;
  }
  if ('latitude' in changes || 'longitude' in changes) {
    changes.latitude = request.latitude;
    changes.longitude = request.longitude;
  }
  return changes as Partial<TBusinessRequest>;
}

/** Whether two sets of values are the same, field by field (the save bar shows when not). */
export const sameValues = (a: TBusinessFormValues, b: TBusinessFormValues) =>
  (Object.keys(a) as (keyof TBusinessFormValues)[]).every((field) => same(a[field], b[field]));
