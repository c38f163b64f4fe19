import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TScope } from '../../lib/scope';
import type { TActionRow, TConstantRow } from './app-settings.repository';
import * as repo from './app-settings.repository';
import { findSettableApp } from './find-settable-app';

/**
 * What a build gathers of an app (docs/product/builds.md#what-an-android-app-carries).
 */
export type TAppForBuild = {
  id: number;
  name: string;
  description: string;
  package: string;
  version: string;
  code: string;
  platforms: readonly TPlatform[];
  constants: TConstantRow[];
  actions: TActionRow[];
};

/**
 * The caller's app with its constants and actions, for a build: 404 for another project's or an
 * unknown id, 400 for a website.
 */
export async function findAppForBuild(scope: TScope, appId: number): Promise<TAppForBuild> {
  const { id, code, platforms, app } = await findSettableApp(scope, appId);
  const { constants, actions } = await repo.findAppSettings(scope, id);
  return {
    id,
    name: app.name,
    description: app.description,
    package: app.package,
    version: app.version,
    code,
    platforms,
    constants,
    actions,
  };
}
