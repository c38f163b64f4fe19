import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/helpers';
import { invitations } from '../../db/schema';
import { mailDateTime } from './mail-words';

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

/** Quoted-printable undone, as bytes (long lines are folded with "=\r\n"). */
const unquoted = (text: string, isHeader = false) =>
  Buffer.from(
    (isHeader ? text.replace(/_/g, ' ') : text)
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  );

/** A header as the reader sees it: unfolded, its encoded words (`=?UTF-8?B?…?=`) decoded. */
function headerOf(raw: string, name: string): string {
  const head = (raw.split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
  const value = head.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? '';
  // Adjacent encoded words are one text, cut where the sender chose (even inside a character).
  return value.replace(/(=\?UTF-8\?[BQ]\?[^?]*\?=\s*)+/gi, (words) =>
    Buffer.concat(
      [...words.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].map(([, kind, text = '']) =>
        kind?.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : unquoted(text, true),
      ),
    ).toString('utf8'),
  );
}

/** The body of a message as the reader sees it, its transfer encoding (base64, quoted-printable) undone. */
function bodyOf(raw: string): string {
  const body = raw.split('\r\n\r\n').slice(1).join('\r\n\r\n');
  const encoding = headerOf(raw, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return unquoted(body).toString('utf8');
  return body;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let broken: Awaited<ReturnType<typeof createTestApp>>;

const invite = (token: string, email: string, role: 'admin' | 'business_manager') =>
  businessOf(token).then((business) =>
    t.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: bearer(token),
      payload: {
        email,
        role,
        ...(role === 'business_manager' ? { business_ids: [business] } : {}),
      },
    }),
  );

async function businessOf(token: string): Promise<number> {
  const page = await t.app.inject({ url: '/api/businesses', headers: bearer(token) });
  return page.json().result.items[0].id as number;
}

/** The member's console language, as the header's menu keeps it. */
async function chooseLanguage(token: string, language: 'en' | 'es' | 'ar') {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    headers: bearer(token),
    payload: { language },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** The invitation's end as the email writes it in a language. */
const expiryIn = (
  response: { json: () => { result: { invitation: { expires_at: string } } } },
  language: 'es' | 'ar',
) => mailDateTime(new Date(response.json().result.invitation.expires_at), language);

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
    // The date and time in the inviter's language (English: they have chosen none), on UTC's clock.
    expect(body).toMatch(/until [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M UTC\./);
    expect(message?.raw).toMatch(/^Content-Language: en\r?$/m);
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

  it("is written in the inviting member's language: Spanish", async () => {
    const token = await t.login('demo');
    await chooseLanguage(token, 'es');
    const response = await invite(token, 'ana@mail.test', 'business_manager');
    expect(response.statusCode, response.body).toBe(201);
    const raw = received.find((m) => m.to.includes('ana@mail.test'))?.raw ?? '';
    expect(headerOf(raw, 'Subject')).toBe('Owner te invita a Demo Eats en Owner Console');
    expect(raw).toMatch(/^Content-Language: es\r?$/m);
    const body = bodyOf(raw);
    expect(body).toContain(
      'Owner te invita a unirte al equipo de Demo Eats como gerente de negocios.',
    );
    expect(body).toContain(response.json().result.link);
    expect(body).toContain(`hasta el ${expiryIn(response, 'es')}.`);
    // Spanish writes the hour without a leading zero before ten ('a las 0:13').
    expect(expiryIn(response, 'es')).toMatch(/^\d{1,2} de [a-z]+ de \d{4}.* \d{1,2}:\d{2} UTC$/);
    await chooseLanguage(token, 'en');
  });

  it("is written in the inviting member's language: Arabic, its digits Latin", async () => {
    const token = await t.login('demo');
    await chooseLanguage(token, 'ar');
    const response = await invite(token, 'omar@mail.test', 'admin');
    expect(response.statusCode, response.body).toBe(201);
    const raw = received.find((m) => m.to.includes('omar@mail.test'))?.raw ?? '';
    expect(headerOf(raw, 'Subject')).toBe('Owner يدعوك إلى Demo Eats على Owner Console');
    expect(raw).toMatch(/^Content-Language: ar\r?$/m);
    const body = bodyOf(raw);
    expect(body).toContain('Owner يدعوك للانضمام إلى فريق Demo Eats بصفة مدير.');
    expect(body).toContain(response.json().result.link);
    const until = expiryIn(response, 'ar');
    expect(body).toContain(`حتى ${until}.`);
    expect(until).toMatch(/^\d{1,2} [\u0600-\u06FF]+ \d{4}.*UTC$/);
    await chooseLanguage(token, 'en');
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
