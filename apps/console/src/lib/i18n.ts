import { MESSAGES, toMessageKey } from '@oc/domain/messages/messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

// English is the source catalogue. Server and domain messages live in the `errors` namespace under
// the key their text gives (docs/product/errors.md#translation-keys: translated by its upper-cased
// underscored text).
const defaultNS = 'translation';
const errors = Object.fromEntries(
  Object.values(MESSAGES).map((text) => [toMessageKey(text), text]),
);
export const resources = { en: { translation: en, errors } } as const;

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['translation', 'errors'],
  defaultNS,
  resources,
  interpolation: { escapeValue: false },
});

/** A server message, translated by its key when the catalogue has it, else shown as given. */
export function translateServerMessage(text: string): string {
  return i18n.t(toMessageKey(text), { ns: 'errors', defaultValue: text });
}

export { i18n };
