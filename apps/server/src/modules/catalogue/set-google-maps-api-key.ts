import type { TScope } from '../../lib/scope';
import * as repo from './configs.repository';

/**
 * docs/product/custom-domain.md#custom-domain-form: the project's Google Maps API key, sent with a
 * custom domain request (inside the request's transaction when given one).
 */
export const setGoogleMapsApiKey = (scope: TScope, key: string) =>
  repo.saveConfigValue(scope, 'google_maps_api_key', key);
