import type { TScope } from '../../lib/scope';
import * as repo from './configs.repository';

/**
 * docs/product/validation.md#custom-sound: the project's custom notification sound, an uploaded
 * file's address or any http(s) one.
 */
export const saveCustomSoundUrl = (scope: TScope, url: string) =>
  repo.saveCustomSoundUrl(scope, url);
