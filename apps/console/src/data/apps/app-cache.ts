import type { TApp, TBaseAction, TBaseConstant } from '@oc/domain/apps/app.schema';
import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import type { QueryClient } from '@tanstack/react-query';
import { appKeys } from './keys';

// After a save (docs/product/app-settings.md#saving) the local copy of the app holds what the
// server saved, so every screen reading the app shows it without asking again.

export function writeAppToCache(queryClient: QueryClient, appId: number, app: TApp) {
  queryClient.setQueryData(appKeys.detail(appId), app);
}

export function writeActionToAppCache(
  queryClient: QueryClient,
  appId: number,
  action: TBaseAction,
) {
  queryClient.setQueryData<TApp>(appKeys.detail(appId), (app) =>
    app
      ? { ...app, baseActions: app.baseActions.map((a) => (a.id === action.id ? action : a)) }
      : app,
  );
}

export function writeConstantToAppCache(
  queryClient: QueryClient,
  appId: number,
  constant: TBaseConstant,
) {
  queryClient.setQueryData<TApp>(appKeys.detail(appId), (app) =>
    app
      ? {
          ...app,
          baseConstants: app.baseConstants.map((c) => (c.id === constant.id ? constant : c)),
        }
      : app,
  );
}

export function writeCredentialsToAppCache(
  queryClient: QueryClient,
  appId: number,
  platform: TPlatform,
  summary: TCredentialsSummary,
) {
  queryClient.setQueryData<TApp>(appKeys.detail(appId), (app) =>
    app ? { ...app, [`${platform}_credentials`]: summary } : app,
  );
}
