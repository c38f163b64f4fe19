import {
  MESSAGE_CATALOGUES,
  type TMessageCatalogue,
  type TTranslatedLanguage,
} from '@oc/domain/messages/message-locales';
import { englishOf, messageIn, type TMessage } from '@oc/domain/messages/message-text';
import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import { AppError } from './app-error';

// What the server tells a website's customer, in the language they read the website in
// (docs/product/website.md#languages): the checkout's refusals, the business's closed message. The
// messages are the domain's (packages/domain/src/messages), translated by key; an English text
// the server wrote without knowing the language (a schema's, a rule's) is read back into its
// message first, so the customer reads it in their language with the same values.

/** A message, or an English text of one, in the customer's language. */
export type TSay = (message: TMessage | string) => string;

const english: TSay = (message) => (typeof message === 'string' ? message : englishOf(message));

/** Each language's catalogue, loaded once by the first customer who reads it. */
const catalogues = new Map<TTranslatedLanguage, Promise<TMessageCatalogue>>();

/** How to tell a customer something in their language; English as the messages are written. */
export async function customerWordsOf(language: TSiteLanguage): Promise<TSay> {
  if (language === 'en') return english;
  let loading = catalogues.get(language);
  if (!loading) {
    loading = MESSAGE_CATALOGUES[language]();
    catalogues.set(language, loading);
  }
  const catalogue = await loading;
  return (message) => messageIn(catalogue, message);
}

/** An error answered to a customer, its messages in their language; another error as it is. */
export function inCustomerWords(error: unknown, say: TSay): unknown {
  if (!(error instanceof AppError) || say === english) return error;
  const told = new AppError(error.statusCode, error.messages.map(say));
  told.warning = error.warning;
  return told;
}
