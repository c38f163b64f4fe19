import { modeFlagsFor } from '@oc/domain/themes/theme-mode';
import type { TTree } from '@oc/domain/themes/theme-path';
import type { TScope } from '../../lib/scope';
import { listProducts } from '../apps/list-products';
import { findProjectLanguages } from '../auth/find-project-languages';
import { getAppTheme } from '../themes/get-app-theme';
import { nullIfNotFound } from './site-context';
import type { TSiteContext } from './website.types';

/** The preview address of an app's theme: the app's name and description, no logo. */
export async function appPreviewContextOf(
  scope: TScope,
  code: 'app_kiosk_x' | 'app_franchises_x',
): Promise<TSiteContext | null> {
  const app = (await listProducts(scope)).find((p) => p.code === code);
  if (!app) return null;
  const theme = await getAppTheme(scope, app.id).catch(nullIfNotFound);
  if (!theme) return null;
  return {
    scope,
    siteId: null,
    site: {
      kind: code === 'app_franchises_x' ? 'franchise' : 'ordering',
      name: app.name,
      description: app.description,
      logo: null,
      image: null,
    },
    values: theme.values as TTree,
    flags: modeFlagsFor(code),
    franchise: null,
    // The project's languages: an app's preview speaks what its website would.
    languages: await findProjectLanguages(scope),
    businesses: { all: true },
  };
}
