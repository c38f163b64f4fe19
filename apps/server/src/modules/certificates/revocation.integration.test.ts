import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRevocation } from './revocation';
import { startCrlAuthority, type TCrlAuthority } from './revocation.test-support';

// Real certificates and revocation lists made by openssl, served over loopback HTTP.

let ca: TCrlAuthority;
beforeAll(async () => {
  ca = await startCrlAuthority();
});
afterAll(async () => {
  await ca?.stop();
});

let serials = 0;
/** A fresh serial with its high bit set, so its DER integer needs a leading zero. */
const nextSerial = () => `8BADF00D${(++serials).toString(16).padStart(2, '0').toUpperCase()}`;

/** A leaf whose one list is served at `path`. */
async function leafAt(path: string) {
  const serial = nextSerial();
  const { chain } = await ca.issue({
    serial,
    domain: 'shop.example.test',
    crlUrls: [ca.url(path)],
  });
  return { serial, chain };
}

describe('checkRevocation', () => {
  it("answers good when the issuer's list (DER) does not name the certificate", async () => {
    const { chain } = await leafAt('/good.crl');
    ca.serve('/good.crl', await ca.crl({ revoked: [{ serial: '0102', at: new Date() }] }));
    expect(await checkRevocation(chain)).toEqual({ status: 'good' });
    expect(ca.hits('/good.crl')).toBe(1);
  });

  it('answers revoked, with when and why, when the list (PEM) names it', async () => {
    const { serial, chain } = await leafAt('/revoked.crl');
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000);
    ca.serve(
      '/revoked.crl',
      await ca.crl({
        revoked: [
          { serial: '0102', at: new Date() },
          { serial, at, reason: 'keyCompromise' },
        ],
        format: 'pem',
        // Not the hash the CA's own certificate is signed with: the list is verified with its own.
        digest: 'sha384',
      }),
    );
    expect(await checkRevocation(chain)).toEqual({
      status: 'revoked',
      revokedAt: at,
      reason: 'key compromise',
    });
  });

  it('never counts a list signed by another key under the issuer name', async () => {
    const { serial, chain } = await leafAt('/impostor.crl');
    ca.serve(
      '/impostor.crl',
      await ca.crl({ revoked: [{ serial, at: new Date() }], signer: 'impostor' }),
    );
    const answer = await checkRevocation(chain);
    expect(answer).toEqual({
      status: 'unknown',
      reason: expect.stringMatching(/is not signed by/),
    });
  });

  it("never counts a list signed by the issuer's key under another name", async () => {
    const { serial, chain } = await leafAt('/renamed.crl');
    ca.serve(
      '/renamed.crl',
      await ca.crl({ revoked: [{ serial, at: new Date() }], signer: 'renamed' }),
    );
    const answer = await checkRevocation(chain);
    expect(answer.status).toBe('unknown');
    expect(answer).toMatchObject({ reason: expect.stringMatching(/issued by .*Another CA, not/) });
  });

  it('stops reading an answer past 20 MB, sent without a length', async () => {
    const { chain } = await leafAt('/endless.crl');
    let sent = 0;
    ca.serve('/endless.crl', (_req, res) => {
      const chunk = Buffer.alloc(256 * 1024, 0x30);
      res.writeHead(200);
      const pump = () => {
        while (!res.destroyed && sent < 1024 * 1024 * 1024) {
          sent += chunk.byteLength;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
      };
      res.on('close', () => res.destroy());
      pump();
    });
    const started = Date.now();
    const answer = await checkRevocation(chain);
    expect(answer).toEqual({
      status: 'unknown',
      reason: `the revocation list at ${ca.url('/endless.crl')} could not be fetched: it is larger than 20971520 bytes`,
    });
    expect(Date.now() - started).toBeLessThan(9_000);
    // Stopped near the cap: what was sent is the cap and what the sockets' buffers held.
    expect(sent).toBeLessThan(200 * 1024 * 1024);
  });

  it('does not read an answer whose length says it is too large', async () => {
    const { chain } = await leafAt('/large.crl');
    ca.serve('/large.crl', (_req, res) => {
      res.writeHead(200, { 'content-length': String(30 * 1024 * 1024) });
      res.write(Buffer.alloc(1024));
    });
    expect(await checkRevocation(chain)).toMatchObject({
      status: 'unknown',
      reason: expect.stringMatching(/larger than 20971520 bytes$/),
    });
  });

  it('answers unknown for an answer that is not a list', async () => {
    const { chain } = await leafAt('/garbage.crl');
    ca.serve('/garbage.crl', Buffer.from('<html>not a list</html>'));
    expect(await checkRevocation(chain)).toEqual({
      status: 'unknown',
      reason: `the revocation list at ${ca.url('/garbage.crl')} could not be read`,
    });
    ca.serve(
      '/garbage.crl',
      Buffer.from('-----BEGIN X509 CRL-----\nAAAA\n-----END X509 CRL-----\n'),
    );
    expect(await checkRevocation(chain)).toMatchObject({ status: 'unknown' });
  });

  it('answers unknown without a list over HTTP(S), or without the issuer certificate', async () => {
    const { chain: none } = await ca.issue({
      serial: nextSerial(),
      domain: 'a.example.test',
      crlUrls: [],
    });
    expect(await checkRevocation(none)).toEqual({
      status: 'unknown',
      reason: 'no revocation list',
    });
    const { chain: ldap } = await ca.issue({
      serial: nextSerial(),
      domain: 'b.example.test',
      crlUrls: ['ldap://127.0.0.1/cn=CRL', 'file:///etc/passwd'],
    });
    expect(await checkRevocation(ldap)).toEqual({
      status: 'unknown',
      reason: 'no revocation list',
    });
    const { chain } = await leafAt('/good.crl');
    const leafOnly = chain.slice(0, chain.indexOf(ca.caPem));
    expect(await checkRevocation(leafOnly)).toEqual({
      status: 'unknown',
      reason:
        "the issuer's certificate (O=Test CRL Authority, CN=Test CRL CA) is not stored with it",
    });
    expect(await checkRevocation('not a certificate')).toEqual({
      status: 'unknown',
      reason: 'no certificate',
    });
  });

  it('tries the next list when one cannot be fetched, and says why each failed', async () => {
    const serial = nextSerial();
    const { chain } = await ca.issue({
      serial,
      domain: 'c.example.test',
      crlUrls: [ca.url('/missing.crl'), ca.url('/second.crl')],
    });
    ca.serve('/second.crl', await ca.crl({ revoked: [{ serial, at: new Date() }] }));
    expect(await checkRevocation(chain)).toMatchObject({ status: 'revoked' });
    ca.serve('/second.crl', Buffer.from('garbage'));
    expect(await checkRevocation(chain)).toEqual({
      status: 'unknown',
      reason: `the revocation list at ${ca.url('/missing.crl')} could not be fetched: it answered 404; the revocation list at ${ca.url('/second.crl')} could not be read`,
    });
  });

  it('gives up on a list server that does not answer in time, or when stopped', async () => {
    const { chain } = await leafAt('/silent.crl');
    ca.serve('/silent.crl', () => {});
    const started = Date.now();
    expect(await checkRevocation(chain, { timeoutMs: 300 })).toEqual({
      status: 'unknown',
      reason: `the revocation list at ${ca.url('/silent.crl')} did not arrive within 0.3 s`,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    const controller = new AbortController();
    const stopped = checkRevocation(chain, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    expect(await stopped).toEqual({ status: 'unknown', reason: 'the check was stopped' });
  });

  it('takes an out-of-date list as proof of a revocation, not of its absence', async () => {
    const { serial, chain } = await leafAt('/old.crl');
    const day = 86_400_000;
    const nextUpdate = new Date(Math.floor(Date.now() / 1000) * 1000 - day);
    const old = { lastUpdate: new Date(nextUpdate.getTime() - day), nextUpdate };
    ca.serve('/old.crl', await ca.crl(old));
    expect(await checkRevocation(chain)).toEqual({
      status: 'unknown',
      reason: `the revocation list at ${ca.url('/old.crl')} is out of date since ${nextUpdate.toISOString()}`,
    });
    const at = new Date(old.lastUpdate.getTime() - day);
    ca.serve('/old.crl', await ca.crl({ ...old, revoked: [{ serial, at, reason: 'superseded' }] }));
    expect(await checkRevocation(chain)).toEqual({
      status: 'revoked',
      revokedAt: at,
      reason: 'superseded',
    });
  });
});
