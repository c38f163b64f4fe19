import type { TConfigs } from '@oc/domain/projects/configs.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { configKeys } from './keys';

/** The project's configs: maps key, site url and the custom notification sound. */
export function useConfigs() {
  return useQuery({
    queryKey: configKeys.all,
    queryFn: ({ signal }) => api<TConfigs>('/configs', { signal }),
  });
}
