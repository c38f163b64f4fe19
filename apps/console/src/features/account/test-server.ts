import {
  type TAccountSession,
  type TResetPreview,
  ZAccountSession,
  ZPasswordChange,
  ZResetPreview,
  ZResetUse,
} from '@oc/domain/account/account.schema';
import { MESSAGES } from '@oc/domain/messages/messages';
import { expect } from 'vitest';
import { stubRecordingServer } from '../../test/recording-server';
import { failure, ok } from '../../test/stub-server';

// The server the Account and reset pages talk to, kept in memory: the member's sessions, the
// password checked against `password`, reset links by token (docs/product/account.md). Requests are
// checked with the domain's schemas and answers parsed with them, so the pages are tested on what
// the API can really send. Only the network is stubbed; the console runs for real.

const AT = '2026-11-27T10:15:00.000Z';

export function sessionOf(over: Partial<TAccountSession> = {}): TAccountSession {
  return ZAccountSession.parse({
    id: 1,
    device: 'Chrome on Android',
    address: '203.0.113.7',
    signed_in_at: AT,
    last_seen_at: AT,
    current: true,
    ...over,
  });
}

const refusal = (error: { issues: { message: string }[] }) =>
  failure(400, error.issues[0]?.message ?? MESSAGES.INVALID_REQUEST);

export function serveAccount({
  sessions = [sessionOf()],
  password = 'current-password-1',
  resets = {} as Record<string, TResetPreview | 'used' | 'expired'>,
} = {}) {
  const state = { sessions: [...sessions], password };
  const { requests } = stubRecordingServer(({ method, path, body }) => {
    if (method === 'GET' && path === '/account/sessions') return ok(state.sessions);
    const signOut = /^\/account\/sessions\/(\d+)$/.exec(path);
    if (method === 'DELETE' && signOut) {
      const id = Number(signOut[1]);
      if (!state.sessions.some((s) => s.id === id))
        return failure(404, MESSAGES.ACCOUNT_SESSION_NOT_FOUND);
      state.sessions = state.sessions.filter((s) => s.id !== id);
      return ok(null);
    }
    if (method === 'POST' && path === '/account/password') {
      // The second copy of the new password is the form's own check: it never leaves the browser.
      expect(body).not.toHaveProperty('confirm');
      const parsed = ZPasswordChange.safeParse(body);
      if (!parsed.success) return refusal(parsed.error);
      if (parsed.data.current_password !== state.password)
        return failure(400, MESSAGES.ACCOUNT_CURRENT_PASSWORD_WRONG);
      state.password = parsed.data.new_password;
      state.sessions = state.sessions.filter((s) => s.current);
      return ok(null);
    }
    const reset = /^\/password-resets\/([^/]+)$/.exec(path);
    if (reset) {
      const found = resets[decodeURIComponent(reset[1] ?? '')];
      if (!found) return failure(404, MESSAGES.ACCOUNT_RESET_UNKNOWN);
      if (found === 'used') return failure(410, MESSAGES.ACCOUNT_RESET_USED);
      if (found === 'expired') return failure(410, MESSAGES.ACCOUNT_RESET_EXPIRED);
      if (method === 'GET') return ok(ZResetPreview.parse(found));
      expect(body).not.toHaveProperty('confirm');
      const parsed = ZResetUse.safeParse(body);
      if (!parsed.success) return refusal(parsed.error);
      resets[decodeURIComponent(reset[1] ?? '')] = 'used';
      return ok(null);
    }
    return failure(404, MESSAGES.NOT_FOUND);
  });
  return { requests, state };
}
