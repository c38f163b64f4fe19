import { z } from 'zod';
import { DB_INT_MAX, ZId } from '../api/ids.schema';
import { MESSAGES } from '../messages/messages';
import { ORDER_TYPES } from '../themes/theme-tree';
import { ZClosedDates, ZTimeZone, ZWeeklyHours } from './opening-hours.schema';
import { translationsSchema, ZTranslationsRead } from './translations.schema';

// A business as its owner creates and edits it in the console (docs/product/api.md#businesses).
// Money is whole cents, like every amount in the API: a value that is not whole means more than
// two decimals were typed.

export const BUSINESS_LIMITS = {
  name: 120,
  slug: 80,
  phone: 40,
  description: 2000,
  address: 300,
  /** Cents: 100000.00. */
  amount: 100_000_00,
  minutes: 600,
  cuisines: 12,
  cuisine: 30,
} as const;

/** Lower-case letters, digits and dashes, neither first nor last: the business's web address. */
const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

// Letters NFKD does not take apart into a base letter and a mark.
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
};

/**
 * The address a name gives ('Fish & Chips Co' → 'fish-and-chips-co', 'Crêperie' → 'creperie'),
 * at most the slug's length; '' when the name has no letter or digit of the Latin alphabet.
 */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ßæœøłđþ]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BUSINESS_LIMITS.slug)
    .replace(/-+$/, '');
}

// Whole numbers are checked with multipleOf(1), not int(): int() stops the checks at the first
// problem, and the owner is told every problem of the form at once.
const ZAmount = z
  .number()
  .min(0, MESSAGES.AMOUNT_BELOW_ZERO)
  .max(BUSINESS_LIMITS.amount, MESSAGES.AMOUNT_TOO_HIGH)
  .multipleOf(1, MESSAGES.AMOUNT_DECIMALS);

const ZMinutes = z
  .number()
  .min(1, MESSAGES.BUSINESS_MINUTES_RANGE)
  .max(BUSINESS_LIMITS.minutes, MESSAGES.BUSINESS_MINUTES_RANGE)
  .multipleOf(1, MESSAGES.BUSINESS_MINUTES_RANGE)
  .nullable();

const ZOrderTypes = z
  .array(z.enum(ORDER_TYPES, { error: MESSAGES.BUSINESS_ORDER_TYPE_UNKNOWN }))
  .min(1, MESSAGES.BUSINESS_ORDER_TYPES_EMPTY)
  .refine((types) => new Set(types).size === types.length, {
    message: MESSAGES.BUSINESS_ORDER_TYPES_TWICE,
  });

const ZCuisines = z
  .array(
    z
      .string()
      .trim()
      .min(1, MESSAGES.BUSINESS_CUISINE_LENGTH)
      .max(BUSINESS_LIMITS.cuisine, MESSAGES.BUSINESS_CUISINE_LENGTH),
  )
  .max(BUSINESS_LIMITS.cuisines, MESSAGES.BUSINESS_CUISINES_COUNT)
  .refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, {
    message: MESSAGES.BUSINESS_CUISINES_TWICE,
  });

const FRANCHISE = MESSAGES.BUSINESS_FRANCHISE_NOT_OF_PROJECT;

// Without the opening-hours schemas' defaults: a field left out of an update stays as it is.
const FIELDS = {
  name: z
    .string()
    .trim()
    .min(1, MESSAGES.BUSINESS_NAME_LENGTH)
    .max(BUSINESS_LIMITS.name, MESSAGES.BUSINESS_NAME_LENGTH),
  slug: z
    .string()
    .trim()
    .max(BUSINESS_LIMITS.slug, MESSAGES.BUSINESS_SLUG_LENGTH)
    .regex(SLUG, MESSAGES.BUSINESS_SLUG_FORMAT),
  description: z
    .string()
    .trim()
    .max(BUSINESS_LIMITS.description, MESSAGES.BUSINESS_DESCRIPTION_LENGTH),
  address: z.string().trim().max(BUSINESS_LIMITS.address, MESSAGES.BUSINESS_ADDRESS_LENGTH),
  latitude: z
    .number()
    .min(-90, MESSAGES.BUSINESS_LATITUDE_RANGE)
    .max(90, MESSAGES.BUSINESS_LATITUDE_RANGE)
    .nullable(),
  longitude: z
    .number()
    .min(-180, MESSAGES.BUSINESS_LONGITUDE_RANGE)
    .max(180, MESSAGES.BUSINESS_LONGITUDE_RANGE)
    .nullable(),
  phone: z.string().trim().max(BUSINESS_LIMITS.phone, MESSAGES.BUSINESS_PHONE_LENGTH),
  time_zone: ZTimeZone,
  hours: ZWeeklyHours.removeDefault(),
  closed_dates: ZClosedDates.removeDefault(),
  order_types: ZOrderTypes,
  delivery_fee: ZAmount,
  minimum_order: ZAmount,
  delivery_minutes: ZMinutes,
  pickup_minutes: ZMinutes,
  cuisines: ZCuisines,
  franchise_id: z
    .number()
    .min(1, FRANCHISE)
    .max(DB_INT_MAX, FRANCHISE)
    .multipleOf(1, FRANCHISE)
    .nullable(),
  published: z.boolean(),
  /** The name and description in the website's other languages (`{ es: { name, description } }`). */
  translations: translationsSchema({
    name: { max: BUSINESS_LIMITS.name, message: MESSAGES.TRANSLATED_NAME_LENGTH },
    description: {
      max: BUSINESS_LIMITS.description,
      message: MESSAGES.BUSINESS_TRANSLATED_DESCRIPTION_LENGTH,
    },
  }),
};

/** Both coordinates or neither: a map needs the two, and an update sends them together. */
const hasCoordinatePair = (b: { latitude?: number | null; longitude?: number | null }) =>
  (b.latitude === undefined) === (b.longitude === undefined) &&
  (b.latitude === null) === (b.longitude === null);
const COORDINATE_PAIR = { message: MESSAGES.BUSINESS_COORDINATES_PAIR, path: ['latitude'] };

/**
 * POST /api/businesses: the name, and any other field. Without a slug one is made from the name;
 * the rest takes the defaults (UTC, delivery and pickup, published).
 */
export const ZBusinessCreate = z
  .strictObject({ ...FIELDS })
  .partial()
  .required({ name: true })
  .refine(hasCoordinatePair, COORDINATE_PAIR);
export type TBusinessCreate = z.infer<typeof ZBusinessCreate>;

/** PATCH /api/businesses/{businessId}: only the fields sent change. */
export const ZBusinessUpdate = z
  .strictObject({ ...FIELDS })
  .partial()
  .refine(hasCoordinatePair, COORDINATE_PAIR)
  .refine((b) => Object.keys(b).length > 0, { message: MESSAGES.NOTHING_TO_SAVE });
export type TBusinessUpdate = z.infer<typeof ZBusinessUpdate>;

/** A business as the console edits it, archived ones too. */
export const ZBusinessDetails = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  header: z.string().nullable(),
  description: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string(),
  time_zone: z.string(),
  hours: ZWeeklyHours.removeDefault(),
  closed_dates: z.array(z.string()),
  order_types: z.array(z.enum(ORDER_TYPES)),
  delivery_fee: z.number(),
  minimum_order: z.number(),
  delivery_minutes: z.number().nullable(),
  pickup_minutes: z.number().nullable(),
  cuisines: z.array(z.string()),
  franchise_id: z.number().nullable(),
  published: z.boolean(),
  translations: ZTranslationsRead,
  archived: z.boolean(),
  /** ISO 8601. */
  updated_at: z.string(),
});
export type TBusinessDetails = z.infer<typeof ZBusinessDetails>;

export const ZBusinessIdParams = z.object({ businessId: ZId });

/**
 * A signed address of the website's page of a business, for the console's preview: it shows the
 * business though unpublished, until `expires_at` (docs/product/website.md#business-preview).
 */
export const ZBusinessPreviewLink = z.object({ url: z.string(), expires_at: z.string() });
export type TBusinessPreviewLink = z.infer<typeof ZBusinessPreviewLink>;
