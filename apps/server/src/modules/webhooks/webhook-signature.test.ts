import { describe, expect, it } from 'vitest';
import { newEventId, newWebhookSecret, signedHeaders } from './webhook-signature';

describe('Standard Webhooks signature', () => {
  it('signs "id.timestamp.body" with the secret key bytes, as the specification example', () => {
    // The example of the Standard Webhooks specification (its reference libraries' tests).
    const headers = signedHeaders(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    );
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('makes whsec secrets of 32 random bytes and msg_ event ids, never twice the same', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(newWebhookSecret()).not.toBe(a);
    expect(newEventId()).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
    expect(newEventId()).not.toBe(newEventId());
  });
});
