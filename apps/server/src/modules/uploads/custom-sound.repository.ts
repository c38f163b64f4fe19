import { configs } from '../../db/schema';
import type { TScope } from '../../lib/scope';

/** The project's custom sound (configs.custom_sound), created or replaced in one statement. */
export async function saveCustomSoundUrl({ db, projectId }: TScope, url: string) {
  await db
    .insert(configs)
    .values({ projectId, scope: 'configs', key: 'custom_sound', value: url })
    .onConflictDoUpdate({
      target: [configs.projectId, configs.scope, configs.key],
      set: { value: url },
    });
}
