// What a save of a website's settings (its theme) can be refused with: a colour, a setting that
// does not exist or is not valid, a save over a newer one, a business or franchise chosen that customers
// cannot reach, an image not uploaded here. Part of MESSAGES (./messages.ts); apart, for the
// settings page's own checks (see ./common-messages.ts).
export const THEME_MESSAGES = {
  // a colour, a website's or an app's
  THE_COLOUR_MUST_LOOK_LIKE_2C7BE5: 'The colour must look like #2C7BE5',
  THIS_SETTING_DOES_NOT_EXIST: 'This setting does not exist: :path',
  THE_SETTING_IS_NOT_VALID: 'The setting :path is not valid: :reason',
  STALE_THEME:
    'These settings were changed in another tab or by someone else since you opened them (:paths). Your changes are still on screen: copy what you need, reload to see the latest version, then save again.',
  UNKNOWN_BUSINESS: 'The business :slug does not exist in your project.',
  BUSINESS_CHOICE_ARCHIVED:
    'The business :name is archived, so customers cannot reach it. Restore it in Businesses, or choose another business.',
  BUSINESS_CHOICE_UNPUBLISHED:
    'The business :name is not published, so customers cannot reach it. Publish it in Businesses, or choose another business.',
  BUSINESS_PREVIEW_ARCHIVED:
    'An archived business is not on the website, so it cannot be previewed. Restore it first.',
  UNKNOWN_FRANCHISE: 'The franchise :slug does not exist in your project.',
  SINGLE_STORE_NEEDS_BUSINESS:
    'Choose the business your single-store website shows, or switch to Marketplace.',
  FILE_NOT_IN_PROJECT:
    'The image of :field is not one of your uploads. Upload the image again, then save.',
} as const;
