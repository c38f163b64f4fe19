import { z } from 'zod';
import { ORDER_TYPES } from '../themes/theme-tree';
import { isSiteLanguage } from '../website/site-languages';

// GET /_site/order-times (docs/product/website.md#checkout): when a business of the website takes an
// order of a type, worked out by the server from its hours at the moment it answers, for the
// checkout's 'As soon as possible' and 'Schedule for later'.

export const ZOrderTimesQuery = z.object({
  business: z.string().trim().min(1).max(255),
  type: z.enum(ORDER_TYPES),
  /** The website's language the checkout is read in: the answer's words, days and times. */
  language: z
    .string()
    .max(8)
    .optional()
    .transform((code) => (isSiteLanguage(code) ? code : 'en')),
});

export const ZOrderTimes = z.object({
  /** Whether it takes an order for as soon as possible now. */
  is_open: z.boolean(),
  /**
   * 'Green Bowl is closed now. It opens tomorrow at 11:30.' while closed, in the language asked
   * for; else null.
   */
  closed_message: z.string().nullable(),
  /**
   * The times an order for later can be for, on the business's clock, written in the language
   * asked for: 'Fri 28 Nov', '12:30' ('vie, 28 nov' in Spanish).
   */
  times: z.array(z.object({ at: z.string(), day: z.string(), time: z.string() })),
});
export type TOrderTimes = z.infer<typeof ZOrderTimes>;
