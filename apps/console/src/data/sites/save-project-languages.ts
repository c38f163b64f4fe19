import type { TProjectLanguagesRequest } from '@oc/domain/sites/site.schema';
import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { siteKeys } from './keys';

/**
 * The languages of every website of the project that has none of its own
 * (`PUT /api/project/languages`): each cached site is read again, since those that follow the
 * project now speak them.
 */
export function useSaveProjectLanguages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProjectLanguagesRequest) =>
      api<{ languages: TSiteLanguage[] }>('/project/languages', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
  });
}
