import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/helpers';
import { invitations } from '../../db/schema';

// Invitations emailed through a real SMTP server listening on loopback (SMTP_URL), and what the
// inviter is told when it cannot be reached.

type TReceived = { from: string; to: string[]; raw: string };
const received: TReceived[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      done();
    });
  },
});

/** A port nothing listens on: one the system gave a moment ago, closed again. */
async function deadPort(): Promise<number> {
  const probe = new SMTPServer({ logger: false });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.server.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(resolve));
  return port;
}

/** The body of a message, quoted-printable undone (long lines are folded with "=\r\n"). */
const bodyOf = (raw: string) =>
  (raw.split('\r\n\r\n').slice(1).join('\r\n\r\n') || '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

let t: Awaited<ReturnType<typeof createTestApp>>;
let broken: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SMTP_FROM: 'Demo Team <team@demo.test>',
    PUBLIC_URL: 'https://console.example.com',
  });
  broken = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await deadPort()}` });
});
afterAll(async () => {
  await t?.close();
  await broken?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('invitation emails', () => {
  it('sends the invitation: to the invitee, naming the project and who invites, with the link and its end', async () => {
    const token = await t.login('demo');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: bearer(token),
      payload: { email: 'jo@mail.test', role: 'admin' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { link, emailed, email_problem } = response.json().result;
    expect(emailed).toBe(true);
    expect(email_problem).toBeNull();
    const message = received.find((m) => m.to.includes('jo@mail.test'));
    expect(message).toBeDefined();
    expect(message?.from).toBe('team@demo.test');
    expect(message?.raw).toMatch(/^To: jo@mail\.test\r?$/m);
    expect(message?.raw).toMatch(/^Subject: .* invites you to Demo Eats on Owner Console\r?$/m);
    const body = bodyOf(message?.raw ?? '');
    expect(body).toContain(link);
    expect(body).toContain('as an admin');
    expect(body).toMatch(/until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(link).toMatch(/^https:\/\/console\.example\.com\/join\//);
  });

  it('sends a resent invitation with its new link', async () => {
    const token = await t.login('demo');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: bearer(token),
      payload: { email: 'again@mail.test', role: 'admin' },
    });
    const id = made.json().result.invitation.id;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/team/invitations/${id}/resend`,
      headers: bearer(token),
    });
    expect(resent.statusCode).toBe(200);
    const toAgain = received.filter((m) => m.to.includes('again@mail.test'));
    expect(toAgain).toHaveLength(2);
    expect(bodyOf(toAgain[1]?.raw ?? '')).toContain(resent.json().result.link);
    expect(bodyOf(toAgain[1]?.raw ?? '')).not.toContain(made.json().result.link);
  });

  it('tells the inviter in words when the email cannot be sent, and keeps the invitation to copy', async () => {
    const token = await broken.login('demo');
    const response = await broken.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: bearer(token),
      payload: { email: 'unsent@mail.test', role: 'admin' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json().result;
    expect(result.emailed).toBe(false);
    expect(result.email_problem).toBe(
      'The invitation is made, but the email could not be sent. Copy the link and send it yourself.',
    );
    expect(result.link).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);
    const rows = await broken.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'unsent@mail.test'));
    expect(rows).toHaveLength(1);
  });
});
