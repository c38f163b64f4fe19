import type { TMemberLanguage } from '@oc/domain/account/member-language';
import { intlLocaleOf } from '@oc/domain/website/site-languages';
import ar from './mail-words/ar.json';
import en from './mail-words/en.json';
import es from './mail-words/es.json';
import fr from './mail-words/fr.json';

// The words of the emails the server sends, in the reader's language: English is the source; the
// others have the same keys and `{{placeholders}}` (mail-words.test.ts).

type TMailKey = keyof typeof en;

export const MAIL_WORDS: Record<TMemberLanguage, Record<TMailKey, string>> = { en, es, fr, ar };

/** A sentence in a language, its `{{name}}` placeholders filled. */
export function mailText(
  language: TMemberLanguage,
  key: TMailKey,
  values: Record<string, string> = {},
): string {
  return MAIL_WORDS[language][key].replace(
    /\{\{(\w+)\}\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}

/**
 * An instant as the language writes a date and time, on UTC's clock with the zone named: the
 * reader's own zone is not known, and the name keeps the time from being read as theirs.
 */
export const mailDateTime = (instant: Date, language: TMemberLanguage) =>
  new Intl.DateTimeFormat(intlLocaleOf(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(instant);
