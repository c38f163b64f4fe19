import type { TApp, TBaseAction } from '@oc/domain/apps/app.schema';
import type { QueryClient } from '@tanstack/react-query';
import { settingsKeys } from './keys';

/** Spec 4.6: after a save the local copy of the app holds the saved action. */
export function putAction(queryClient: QueryClient, appId: number, action: TBaseAction) {
  queryClient.setQueryData<TApp>(settingsKeys.app(appId), (app) =>
    app
      ? { ...app, baseActions: app.baseActions.map((a) => (a.id === action.id ? action : a)) }
      : app,
  );
}
