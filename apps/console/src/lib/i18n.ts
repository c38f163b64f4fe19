import en from 'virtual:console-words/shell';
import { MEMBER_LANGUAGES, type TMemberLanguage } from '@oc/domain/account/member-language';
import { toMessageKey } from '@oc/domain/messages/message-format';
import { MESSAGE_CATALOGUES } from '@oc/domain/messages/message-locales';
import type { TMessage } from '@oc/domain/messages/message-text';
import type { TMessageKey } from '@oc/domain/messages/messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enCatalogue from '../locales/en.json';
import { installConsoleFormats } from './intl';

// English is the source catalogue and comes with the console's code, but for the groups downloaded
// with the pages that read them (lib/page-words.ts); the other languages are downloaded whole by
// whoever reads them. Server and domain messages are written in English: another language has
// them in its `errors` namespace under the key their English text gives
// (docs/product/errors.md#translation-keys: translated by its upper-cased underscored text), and
// the catalogue of every English message, to read a message filled in back into its key, comes with
// it (in English a message is shown as written, and the catalogue is not downloaded).
const defaultNS = 'translation';
// Typed as the whole catalogue, which the keys are checked against: a page's groups are there
// before it draws (page-words.test.ts).
export const resources = {
  en: { translation: en as typeof enCatalogue },
} as const;

/** Each language named in itself (how a reader finds their own in a list). */
const NAMES: Record<TMemberLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
};
/** The console's languages: the ones a member may choose. */
export const CONSOLE_LANGUAGES = MEMBER_LANGUAGES.map((code) => ({ code, name: NAMES[code] }));
export type TConsoleLanguage = TMemberLanguage;

const isConsoleLanguage = (code: string): code is TConsoleLanguage =>
  CONSOLE_LANGUAGES.some((language) => language.code === code);

/** Languages written right to left. */
export const directionOf = (language: string): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/** Where this browser keeps the language last chosen, for the login page before anyone signs in. */
const STORED = 'oc.language';

/**
 * The language to start in: the one chosen last on this browser, else the first of the browser's
 * languages the console speaks ('es-MX' reads Spanish), else English.
 */
export function startingLanguage(): TConsoleLanguage {
  const stored = readStored();
  if (stored && isConsoleLanguage(stored)) return stored;
  const wanted =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const base = (tag ?? '').toLowerCase().split('-')[0] ?? '';
    if (isConsoleLanguage(base)) return base;
  }
  return 'en';
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORED);
  } catch {
    return null;
  }
}

const CATALOGUES: Record<Exclude<TConsoleLanguage, 'en'>, () => Promise<unknown>> = {
  es: async () => (await import('../locales/es.json')).default,
  fr: async () => (await import('../locales/fr.json')).default,
  ar: async () => (await import('../locales/ar.json')).default,
};

/** Downloads a language's words once: the console's and the server's messages. */
async function load(language: Exclude<TConsoleLanguage, 'en'>): Promise<void> {
  if (i18n.hasResourceBundle(language, defaultNS)) return;
  const [words, messages, { MESSAGES }, { messageIn }] = await Promise.all([
    CATALOGUES[language](),
    MESSAGE_CATALOGUES[language](),
    import('@oc/domain/messages/messages'),
    import('@oc/domain/messages/message-text'),
  ]);
  const errors = Object.fromEntries(
    (Object.keys(MESSAGES) as TMessageKey[]).flatMap((key) =>
      messages[key] ? [[toMessageKey(MESSAGES[key]), messages[key]]] : [],
    ),
  );
  messagesByKey.set(language, (message) => messageIn(messages, message));
  i18n.addResourceBundle(language, defaultNS, words as object, true, true);
  i18n.addResourceBundle(language, 'errors', errors, true, true);
}

/**
 * Switches the console to a language: its words downloaded if need be, the page's language and
 * direction set (Arabic right to left), and the choice kept on this browser. Throws when the words
 * could not be downloaded, leaving the language as it was.
 */
export async function setConsoleLanguage(language: TConsoleLanguage): Promise<void> {
  if (language !== 'en') await load(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }
  try {
    localStorage.setItem(STORED, language);
  } catch {
    // A browser that keeps nothing (private mode with storage off) asks again next time.
  }
}

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['translation', 'errors'],
  defaultNS,
  resources,
  interpolation: { escapeValue: false },
});
installConsoleFormats(i18n);

/**
 * Each downloaded language's messages: a message (or its English text filled in) in that language,
 * from its catalogue by the message's short key.
 */
const messagesByKey = new Map<string, (message: TMessage | string) => string>();

/**
 * A server message in the reader's language: found by its key when it has no placeholder, else by
 * the English message it was filled from, filled again with the same values; shown as given when
 * the catalogue does not know it.
 */
export function translateServerMessage(text: string): string {
  const key = toMessageKey(text);
  if (i18n.exists(key, { ns: 'errors' })) return i18n.t(key, { ns: 'errors' });
  const translated = messagesByKey.get(i18n.language);
  return translated ? translated(text) : text;
}

export { i18n };
