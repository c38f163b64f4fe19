import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import { baseOf, hrefOf } from '../routes';
import type { TWebsiteInput } from '../site-input';

/** The base of a page's links in a language: none for the site's default (its own addresses). */
export const languageBaseOf = (input: TWebsiteInput, language: TSiteLanguage = input.language) =>
  baseOf(input.embed, language === input.languages[0] ? null : language);

/**
 * The same page in each of the site's languages, the default first: the header's selector and the
 * head's `hreflang` links name them.
 */
export function pageInLanguages(input: TWebsiteInput): { language: TSiteLanguage; href: string }[] {
  return input.languages.map((language) => ({
    language,
    href: hrefOf(input.route, languageBaseOf(input, language)),
  }));
}
