import type { TLanguageChange } from '@oc/domain/account/account.schema';
import type { TMemberLanguage } from '@oc/domain/account/member-language';
import type { TUser } from '@oc/domain/auth/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { i18n, setConsoleLanguage } from '../../lib/i18n';
import { authKeys } from '../auth/keys';

// The console's language belongs to the member (docs/product/account.md#language): chosen on one
// browser, it is the one they find on every other once signed in.

/**
 * Keeps the language the member chose (PUT /api/account/language), and in who is signed in, so the
 * console does not switch back to the one kept before. A refusal is for the caller to show.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLanguageChange) =>
      api<null>('/account/language', { method: 'PUT', body: input }),
    onSuccess: (_answer, { language }) =>
      queryClient.setQueryData<TUser>(authKeys.me(), (me) => me && { ...me, language }),
  });
}

/**
 * Switches the console to the member's language when who is signed in arrives with one other than
 * the language shown (chosen on another browser). A member who has not chosen one yet keeps this
 * browser's. Should its words fail to download, the console stays as it is: the menu can try again.
 */
export function useMemberLanguage(language: TMemberLanguage | null | undefined) {
  useEffect(() => {
    if (!language || language === i18n.language) return;
    setConsoleLanguage(language).catch(() => {});
  }, [language]);
}
