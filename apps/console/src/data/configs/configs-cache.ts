import type { TConfigs } from '@oc/domain/projects/configs.schema';
import type { QueryClient } from '@tanstack/react-query';
import { configKeys } from './keys';

/** After a custom sound is saved: the cached configs hold its address at once, then are refetched. */
export function writeCustomSoundToConfigsCache(queryClient: QueryClient, url: string) {
  queryClient.setQueryData<TConfigs>(configKeys.all, (configs) =>
    configs ? { ...configs, custom_sound: url } : configs,
  );
  void queryClient.invalidateQueries({ queryKey: configKeys.all });
}
