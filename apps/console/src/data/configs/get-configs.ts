import type { TConfigs } from '@oc/domain/projects/configs.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { configKeys } from './keys';

/** The project's configs: maps key, site url and the custom notification sound. */
export const configsQuery = queryOptions({
  queryKey: configKeys.all,
  queryFn: ({ signal }) => api<TConfigs>('/configs', { signal }),
});

export function useConfigs() {
  return useQuery(configsQuery);
}
