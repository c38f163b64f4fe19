import type { TApp } from '@oc/domain/apps/app.schema';
import type { TProductCode } from '@oc/domain/products/products';
import type { TEnv } from '../../env';
import { notFound } from '../../lib/app-error';
import type { TStatementValues } from '../../lib/one-statement';
import type { TScope } from '../../lib/scope';
import { appRecordParts } from './app-record.repository';
import { actionOf, constantOf } from './app-settings-answers';
import { previewUrlOf } from './app-site-url';

// The apps module's share of the app read (reads/app-read.ts): the app with its base, constants
// and actions. Its parts are read in the read's one statement; the answer is made from their values.

/** The parts of the app read's statement that are this module's (lib/one-statement.ts). */
export const APP_RECORD_PARTS = appRecordParts;

/** The app object without what other modules answer (credentials, builds, built apps). */
export type TAppRecord = Omit<
  TApp,
  'ios_credentials' | 'android_credentials' | 'builds' | 'built_apps'
>;

/**
 * The app as the API shows it, from its parts' values: 404 for another project's or an unknown id;
 * for the kiosk and franchises apps, their preview address.
 */
export async function answerAppRecord(
  scope: TScope,
  env: TEnv,
  values: TStatementValues<typeof appRecordParts>,
): Promise<TAppRecord> {
  const [app] = values.app;
  const [base] = values.base;
  if (!app || !base) throw notFound('PRODUCT_NOT_FOUND');
  // Read only for the apps that need it: a kiosk or franchises app.
  const previewUrl = await previewUrlOf(scope, env, base.code);
  return {
    id: app.id,
    name: app.name,
    description: app.description,
    version: app.version,
    package: app.package,
    site_id: app.siteId,
    preview_url: previewUrl,
    base: {
      id: base.id,
      code: base.code as TProductCode,
      name: base.name,
      platforms: base.platforms,
    },
    baseConstants: values.constants.map(constantOf),
    baseActions: values.actions.map(actionOf),
  };
}
