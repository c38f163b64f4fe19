import type { TConfigs } from '@oc/domain/projects/configs.schema';
import type { TScope } from '../../lib/scope';
import * as repo from './configs.repository';

/** GET /api/configs: the project's settings, each null while unset or empty. */
export async function getConfigs(scope: TScope): Promise<TConfigs> {
  const rows = await repo.listConfigValues(scope, 'configs');
  const get = (key: string) => rows.find((r) => r.key === key)?.value || null;
  return {
    google_maps_api_key: get('google_maps_api_key'),
    site_url: get('site_url'),
    custom_sound: get('custom_sound'),
  };
}
