import { MESSAGES, type TMessageKey, toMessageKey } from '@oc/domain/messages/messages';
import { WEBHOOK_TEST_EVENT } from '@oc/domain/webhooks/webhook.schema';
import { formatDateTime } from '../../lib/intl';
import '../../lib/page-words/webhooks';

/** The events in the catalogue's plain words ('A new order is placed'), the test one included. */
export const EVENT_WORDS = {
  'order.created': 'webhooks.events.orderCreated',
  'order.status_changed': 'webhooks.events.orderStatusChanged',
  [WEBHOOK_TEST_EVENT]: 'webhooks.events.test',
} as const;

/** An event type's catalogue key, or null for one this console does not know yet. */
export function eventWordsOf(type: string) {
  return Object.hasOwn(EVENT_WORDS, type) ? EVENT_WORDS[type as keyof typeof EVENT_WORDS] : null;
}

/**
 * A time on the owner's own clock (the browser's time zone), with seconds: a delivery log is read
 * to the second ('27 Nov 2026, 10:15:04').
 */
export function formatWhen(iso: string, language: string): string {
  return formatDateTime(iso, language, { dateStyle: 'medium', timeStyle: 'medium' });
}

/**
 * The form field a refused save's message is about (docs/product/api.md#webhooks); the others
 * (too many endpoints, an answer that is not ours) are shown above the form.
 */
const FIELD_OF_MESSAGE: Partial<Record<TMessageKey, 'url' | 'description' | 'events'>> = {
  WEBHOOK_URL_FORMAT: 'url',
  WEBHOOK_URL_LENGTH: 'url',
  WEBHOOK_URL_NOT_HTTPS: 'url',
  WEBHOOK_URL_PRIVATE: 'url',
  WEBHOOK_URL_UNRESOLVED: 'url',
  WEBHOOK_EVENTS_EMPTY: 'events',
  WEBHOOK_EVENT_UNKNOWN: 'events',
  THE_DESCRIPTION_CAN_HAVE_AT_MOST_255_CHARACTERS: 'description',
};

const KEY_OF_TEXT = new Map(
  (Object.entries(MESSAGES) as [TMessageKey, string][]).map(([key, text]) => [
    toMessageKey(text),
    key,
  ]),
);

/** The field a server message is about, or null when it belongs above the form. */
export function fieldOfMessage(message: string) {
  const key = KEY_OF_TEXT.get(toMessageKey(message));
  return (key && FIELD_OF_MESSAGE[key]) ?? null;
}
