import type { TCustomSound } from '@oc/domain/uploads/audio.rules';
import type { TScope } from '../../lib/scope';
import type { TAuditActor } from '../audit/record-audit';
import { saveCustomSoundUrl } from '../catalogue/save-custom-sound-url';

/**
 * docs/product/validation.md#custom-sound: a custom sound given by an address (already checked by
 * ZCustomSoundUrlRequest).
 */
export async function setCustomSoundUrl(
  scope: TScope,
  url: string,
  actor: TAuditActor,
): Promise<TCustomSound> {
  await saveCustomSoundUrl(scope, url, actor);
  return { url };
}
