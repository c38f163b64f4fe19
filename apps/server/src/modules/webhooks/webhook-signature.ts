import { createHmac, randomBytes } from 'node:crypto';

// The Standard Webhooks signature (https://www.standardwebhooks.com/): the secret is `whsec_` and
// the base64 of its key's bytes; each message is signed with HMAC-SHA256 over
// "<webhook-id>.<webhook-timestamp>.<body>" and sent as `v1,<base64 signature>`.

const SECRET_PREFIX = 'whsec_';
/** 32 bytes: within the 24–64 the standard asks, the size of the HMAC's own output. */
const SECRET_BYTES = 32;

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** A new event id: `msg_` and random letters, the same for every delivery of the event. */
export function newEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The three Standard Webhooks headers for one body, signed with the whsec secret. */
export function signedHeaders(
  secret: string,
  eventId: string,
  timestampSeconds: number,
  body: string,
): Record<string, string> {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key)
    .update(`${eventId}.${timestampSeconds}.${body}`)
    .digest('base64');
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': `v1,${signature}`,
  };
}
