import { z } from 'zod';
import { DB_INT_MAX, ZId } from '../api/ids.schema';
import { MESSAGES } from '../messages/messages';
import { ZFileUrl } from '../uploads/file-url';
import { translationsSchema, ZTranslationsRead } from './translations.schema';

// A business's menu (docs/product/menus.md): its categories in order, each with its products in
// order; a product may have option groups (size, extras), each with 1 to 30 options. Money is whole
// cents. The owner writes a product with its option groups as one whole list, so the choice rules
// (minimum, maximum, options) are checked in one place.

export const MENU_LIMITS = {
  categoryName: 80,
  productName: 120,
  description: 1000,
  /** Cents: 100000.00. */
  price: 100_000_00,
  optionGroupName: 80,
  optionName: 80,
  choices: 30,
  optionsPerGroup: 30,
  optionGroupsPerProduct: 10,
  categoriesPerMenu: 100,
  productsPerCategory: 500,
  imageUrl: 2048,
} as const;

/** Every message the menu's rules give, in the owner's words. */
export const MENU_MESSAGES = {
  categoryName: MESSAGES.MENU_CATEGORY_NAME,
  productName: MESSAGES.MENU_PRODUCT_NAME,
  description: MESSAGES.MENU_DESCRIPTION,
  priceNumber: MESSAGES.MENU_PRICE_NUMBER,
  priceBelowZero: MESSAGES.MENU_PRICE_BELOW_ZERO,
  priceDecimals: MESSAGES.AMOUNT_DECIMALS,
  priceTooHigh: MESSAGES.MENU_PRICE_TOO_HIGH,
  image: MESSAGES.MENU_IMAGE,
  available: MESSAGES.MENU_AVAILABLE,
  groupName: MESSAGES.MENU_GROUP_NAME,
  minChoices: MESSAGES.MENU_MIN_CHOICES,
  maxChoices: MESSAGES.MENU_MAX_CHOICES,
  minOverMax: MESSAGES.MENU_MIN_OVER_MAX,
  maxOverOptions: MESSAGES.MENU_MAX_OVER_OPTIONS,
  optionsCount: MESSAGES.MENU_OPTIONS_COUNT,
  optionName: MESSAGES.MENU_OPTION_NAME,
  priceDelta: MESSAGES.MENU_PRICE_DELTA,
  groupsCount: MESSAGES.MENU_GROUPS_COUNT,
  categoriesCount: MESSAGES.MENU_CATEGORIES_COUNT,
  productsCount: MESSAGES.MENU_PRODUCTS_COUNT,
  orderIds: MESSAGES.MENU_ORDER_IDS,
  categoryOrder: MESSAGES.MENU_CATEGORY_ORDER,
  productOrder: MESSAGES.MENU_PRODUCT_ORDER,
  categoryId: MESSAGES.MENU_CATEGORY_ID,
  moveToOtherBusiness: MESSAGES.MENU_MOVE_TO_OTHER_BUSINESS,
  businessId: MESSAGES.MENU_BUSINESS_ID,
  copyOntoItself: MESSAGES.MENU_COPY_ONTO_ITSELF,
  categoryHasProducts: MESSAGES.MENU_CATEGORY_HAS_PRODUCTS,
  itemNotFound: MESSAGES.MENU_ITEM_NOT_FOUND,
  businessNotFound: MESSAGES.BUSINESS_NOT_FOUND,
} as const;
const M = MENU_MESSAGES;

// Read model: what the console's editor and the website show.

export const ZMenuOption = z.object({ id: z.number(), name: z.string(), price_delta: z.number() });
export type TMenuOption = z.infer<typeof ZMenuOption>;

export const ZMenuOptionGroup = z.object({
  id: z.number(),
  name: z.string(),
  min_choices: z.number(),
  max_choices: z.number(),
  options: z.array(ZMenuOption),
});
export type TMenuOptionGroup = z.infer<typeof ZMenuOptionGroup>;

export const ZMenuProduct = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Cents. */
  price: z.number(),
  image: z.string().nullable(),
  /** Unavailable, it shows as sold out and cannot be ordered. */
  available: z.boolean(),
  option_groups: z.array(ZMenuOptionGroup),
  /**
   * The name and description in the website's other languages (`{ es: { name, description } }`).
   * The API always answers them; a menu read from elsewhere (a menu file) has none.
   */
  translations: ZTranslationsRead.optional(),
});
export type TMenuProduct = z.infer<typeof ZMenuProduct>;

export const ZMenuCategory = z.object({
  id: z.number(),
  name: z.string(),
  products: z.array(ZMenuProduct),
});
export type TMenuCategory = z.infer<typeof ZMenuCategory>;

export const ZMenu = z.object({ business_id: z.number(), categories: z.array(ZMenuCategory) });
export type TMenu = z.infer<typeof ZMenu>;

// Write schemas.

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** Whole cents: a fraction of a cent means more than two decimals were typed. */
const cents = (min: number, max: number, range: { low: string; high: string }) =>
  z.number({ error: M.priceNumber }).int(M.priceDecimals).min(min, range.low).max(max, range.high);

const ZPrice = cents(0, MENU_LIMITS.price, { low: M.priceBelowZero, high: M.priceTooHigh });
const ZPriceDelta = cents(-MENU_LIMITS.price, MENU_LIMITS.price, {
  low: M.priceDelta,
  high: M.priceDelta,
});

/** An https address of a host name, without spaces (the website draws it in an img tag). */
const HTTPS_URL = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?([/?#]\S*)?$/i;
/** An uploaded image (the project's own, checked by the server) or an image on the web. */
const ZImage = z
  .string({ error: M.image })
  .max(MENU_LIMITS.imageUrl, M.image)
  .refine((value) => ZFileUrl.safeParse(value).success || HTTPS_URL.test(value), M.image)
  .nullable();

const ZRowId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(DB_INT_MAX, message);

const isChoices = (n: number, min: number) =>
  Number.isInteger(n) && n >= min && n <= MENU_LIMITS.choices;
const choices = (min: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(MENU_LIMITS.choices, message);

export const ZMenuOptionInput = z
  .object({
    name: text(MENU_LIMITS.optionName, M.optionName),
    price_delta: ZPriceDelta.default(0),
  })
  .strict();

export const ZMenuOptionGroupInput = z
  .object({
    name: text(MENU_LIMITS.optionGroupName, M.groupName),
    min_choices: choices(0, M.minChoices).default(0),
    max_choices: choices(1, M.maxChoices).default(1),
    options: z
      .array(ZMenuOptionInput, { error: M.optionsCount })
      .min(1, M.optionsCount)
      .max(MENU_LIMITS.optionsPerGroup, M.optionsCount),
  })
  .strict()
  .superRefine((group, ctx) => {
    // Compared only when each side is valid on its own, so one mistake gives one message.
    const isMinValid = isChoices(group.min_choices, 0);
    const isMaxValid = isChoices(group.max_choices, 1);
    if (isMinValid && isMaxValid && group.min_choices > group.max_choices)
      ctx.addIssue({ code: 'custom', path: ['min_choices'], message: M.minOverMax });
    const count = group.options.length;
    if (
      isMaxValid &&
      count >= 1 &&
      count <= MENU_LIMITS.optionsPerGroup &&
      group.max_choices > count
    )
      ctx.addIssue({ code: 'custom', path: ['options'], message: M.maxOverOptions });
  });
export type TMenuOptionGroupInput = z.infer<typeof ZMenuOptionGroupInput>;

const ZOptionGroups = z
  .array(ZMenuOptionGroupInput, { error: M.groupsCount })
  .max(MENU_LIMITS.optionGroupsPerProduct, M.groupsCount);

const PRODUCT_FIELDS = {
  name: text(MENU_LIMITS.productName, M.productName),
  description: z
    .string({ error: M.description })
    .trim()
    .max(MENU_LIMITS.description, M.description),
  price: ZPrice,
  image: ZImage,
  available: z.boolean({ error: M.available }),
  /** The product's whole set of option groups: saving them replaces the ones it had. */
  option_groups: ZOptionGroups,
  /** The name and description in the website's other languages; saving replaces the whole set. */
  translations: translationsSchema({
    name: { max: MENU_LIMITS.productName, message: MESSAGES.TRANSLATED_NAME_LENGTH },
    description: { max: MENU_LIMITS.description, message: MESSAGES.MENU_TRANSLATED_DESCRIPTION },
  }),
};

export const ZMenuCategoryRequest = z
  .object({ name: text(MENU_LIMITS.categoryName, M.categoryName) })
  .strict();
export type TMenuCategoryRequest = z.infer<typeof ZMenuCategoryRequest>;

export const ZCreateMenuProductRequest = z
  .object({
    ...PRODUCT_FIELDS,
    description: PRODUCT_FIELDS.description.default(''),
    image: PRODUCT_FIELDS.image.default(null),
    available: PRODUCT_FIELDS.available.default(true),
    option_groups: PRODUCT_FIELDS.option_groups.default([]),
    // Left out rather than defaulted: a menu file's lines are parsed with this schema, and a file
    // has no translations to give (the ones written in the console stay as they are).
    translations: PRODUCT_FIELDS.translations.optional(),
  })
  .strict();
export type TCreateMenuProductRequest = z.infer<typeof ZCreateMenuProductRequest>;

/** Only the fields sent change; `category_id` moves it (last) into another of its business's. */
export const ZUpdateMenuProductRequest = z
  .object({
    ...PRODUCT_FIELDS,
    category_id: ZRowId(M.categoryId),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, MESSAGES.NOTHING_TO_SAVE);
export type TUpdateMenuProductRequest = z.infer<typeof ZUpdateMenuProductRequest>;

/** A new order: the ids of every category of the menu, or every product of the category. */
export const ZMenuOrderRequest = z
  .object({
    ids: z
      .array(ZRowId(M.orderIds), { error: M.orderIds })
      .max(MENU_LIMITS.productsPerCategory, M.orderIds)
      .refine((ids) => new Set(ids).size === ids.length, M.orderIds),
  })
  .strict();

export const ZCopyMenuRequest = z.object({ from_business_id: ZRowId(M.businessId) }).strict();

// Path and query of the menu's routes.

export const ZMenuBusinessParams = z.object({ businessId: ZId });
export const ZMenuCategoryParams = z.object({ categoryId: ZId });
export const ZMenuProductParams = z.object({ productId: ZId });
/** `with_products=true` deletes a category with its products; without it, only an empty one. */
export const ZDeleteMenuCategoryQuery = z.object({
  with_products: z.enum(['true', 'false']).optional(),
});
