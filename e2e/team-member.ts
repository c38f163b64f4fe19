import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

// A journey's own member of the demo project, so that what it changes for them (their language)
// never reaches the shared owner the other journeys sign in as.

export type TTeamMember = { email: string; id: number; token: string };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A new admin, invited by the owner and joined through the invitation link as a person would;
 * reading `language` when given (kept on the server, as if chosen in the menu).
 */
export async function joinAsMember(
  request: APIRequestContext,
  ownerToken: string,
  who: { name: string; password: string; language?: 'es' | 'fr' | 'ar' },
): Promise<TTeamMember> {
  const email = `member-${randomBytes(4).toString('hex')}@team.test`;
  const invited = await request.post('/api/team/invitations', {
    headers: bearer(ownerToken),
    data: { email, role: 'admin' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = (await invited.json()).result.link as string;
  const joined = await request.post(`/api/invitations/${link.split('/join/')[1] ?? ''}/accept`, {
    data: { name: who.name, password: who.password },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  const { token, user } = (await joined.json()).result as { token: string; user: { id: number } };
  if (who.language) await setLanguage(request, token, who.language);
  return { email, id: user.id, token };
}

/** The member's language, as the menu keeps it. */
export async function setLanguage(request: APIRequestContext, token: string, language: string) {
  const answer = await request.put('/api/account/language', {
    headers: bearer(token),
    data: { language },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The member back in English, then removed from the team. */
export async function removeMember(
  request: APIRequestContext,
  ownerToken: string,
  member: TTeamMember,
) {
  await setLanguage(request, member.token, 'en');
  const removed = await request.delete(`/api/team/members/${member.id}`, {
    headers: bearer(ownerToken),
  });
  expect(removed.status(), await removed.text()).toBe(200);
}
