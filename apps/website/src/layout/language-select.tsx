/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { SITE_LANGUAGE_NAMES } from '@oc/domain/website/site-languages';
import type { TWebsiteInput } from '../site-input';
import { pageInLanguages } from './page-languages';

/**
 * The site's languages, each by its own name and pointing at this page in it (the page script goes
 * there on a change: client/language.ts). A site with one language has nothing to choose.
 */
export function LanguageSelect({ input, id }: { input: TWebsiteInput; id?: string }) {
  const pages = pageInLanguages(input);
  if (pages.length < 2) return null;
  return (
    <select id={id} name="language" data-language-select="">
      {pages.map(({ language, href }) => (
        <option
          key={language}
          value={language}
          lang={language}
          data-href={href}
          selected={language === input.language}
        >
          {SITE_LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
