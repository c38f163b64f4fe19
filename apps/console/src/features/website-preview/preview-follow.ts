import type { TPreviewPage } from './preview-pages';

// The preview follows what the owner edits (docs/product/website-settings.md#live-preview): each
// settings section that is about one page of the website names it; the preview switches to it when
// the owner reaches that section, by scrolling or by going into one of its fields.

/**
 * The page each section is about, by the section's id: an Advanced section's (theme-tree.ts), or a
 * part of the Basic tab (`basic.*`, features/website-settings). A section about every page
 * (buttons, fonts, the header, the colours, the logos, the footer) or one the preview cannot show
 * (my account, my orders) keeps the page shown. Every Basic part is about every page but those of
 * the home page: the website type (marketplace or the single store's business), the pictures
 * behind its top (the site image stands in for the homepage background) and its content; no Basic
 * setting is about the listing, a business page or the checkout.
 */
const SECTION_PAGES: Record<string, TPreviewPage> = {
  'basic.website_theme': 'home',
  'basic.homepage_images': 'home',
  'basic.homepage_content': 'home',
  homepage_image: 'home',
  smart_banner: 'home',
  business_listing: 'listing',
  business_block: 'listing',
  business_page: 'business',
  business_information: 'business',
  products_block: 'business',
  reviews_popups: 'business',
  cart_header: 'business',
  menu_options: 'business',
  checkout: 'checkout',
  address: 'checkout',
};

export function pageOfSection(section: string): TPreviewPage | null {
  return SECTION_PAGES[section] ?? null;
}

/** The page shown, and the section being edited when it was chosen. */
export type TPreviewFollow = { page: TPreviewPage; section: string | null };

export type TPreviewFollowEvent =
  /** The owner reached a section (scrolled to it, went into one of its fields). */
  | { type: 'section'; section: string }
  /** The owner chose a page in the preview's page chooser. */
  | { type: 'choose'; page: TPreviewPage };

export const INITIAL_PREVIEW_FOLLOW: TPreviewFollow = { page: 'home', section: null };

/**
 * The page the preview shows. Only moving to another section switches it, so a page the owner
 * chose stays while they edit the same section, and gives way once they move on.
 */
export function followPreview(state: TPreviewFollow, event: TPreviewFollowEvent): TPreviewFollow {
  if (event.type === 'choose') return { ...state, page: event.page };
  if (event.section === state.section) return state;
  return { section: event.section, page: pageOfSection(event.section) ?? state.page };
}
