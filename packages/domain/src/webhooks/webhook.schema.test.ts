import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { ZWebhookEndpointCreate, ZWebhookEndpointUpdate } from './webhook.schema';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('ZWebhookEndpointCreate', () => {
  it('takes an address and events, each event once', () => {
    expect(
      ZWebhookEndpointCreate.parse({
        url: ' https://hooks.example.com/orders?k=1 ',
        events: ['order.created', 'order.created', 'order.status_changed'],
      }),
    ).toEqual({
      url: 'https://hooks.example.com/orders?k=1',
      events: ['order.created', 'order.status_changed'],
    });
  });

  it('tells every problem at once, in the owner’s words', () => {
    expect(
      messagesOf(
        ZWebhookEndpointCreate.safeParse({
          url: 'hooks.example.com',
          events: ['order.deleted'],
          description: 'x'.repeat(256),
        }),
      ).sort(),
    ).toEqual(
      [
        MESSAGES.WEBHOOK_URL_FORMAT,
        MESSAGES.WEBHOOK_EVENT_UNKNOWN,
        MESSAGES.THE_DESCRIPTION_CAN_HAVE_AT_MOST_255_CHARACTERS,
      ].sort(),
    );
    expect(
      messagesOf(ZWebhookEndpointCreate.safeParse({ url: 'https://a.b/', events: [] })),
    ).toEqual([MESSAGES.WEBHOOK_EVENTS_EMPTY]);
    expect(
      messagesOf(
        ZWebhookEndpointCreate.safeParse({
          url: `https://a.b/${'x'.repeat(2048)}`,
          events: ['order.created'],
        }),
      ),
    ).toContain(MESSAGES.WEBHOOK_URL_LENGTH);
  });

  it('refuses unknown fields, the secret among them', () => {
    expect(
      ZWebhookEndpointCreate.safeParse({
        url: 'https://a.b/',
        events: ['order.created'],
        secret: 'whsec_mine',
      }).success,
    ).toBe(false);
  });
});

describe('ZWebhookEndpointUpdate', () => {
  it('takes any one field, and refuses nothing to save', () => {
    expect(ZWebhookEndpointUpdate.parse({ enabled: false })).toEqual({ enabled: false });
    expect(messagesOf(ZWebhookEndpointUpdate.safeParse({}))).toEqual([MESSAGES.NOTHING_TO_SAVE]);
  });
});
