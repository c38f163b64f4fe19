import type { TApp } from '@oc/domain/apps/app.schema';
import type { TBuild } from '@oc/domain/builds/build.schema';
import type { QueryClient } from '@tanstack/react-query';
import { appKeys } from '../apps/keys';

/**
 * A build the server answered with, put into the cached app (newest first), so the build buttons
 * disable and the polling starts at once, before the next reload of the app.
 */
export function writeBuildToAppCache(queryClient: QueryClient, appId: number, build: TBuild) {
  queryClient.setQueryData<TApp>(appKeys.detail(appId), (app) =>
    app
      ? {
          ...app,
          builds: app.builds.some((b) => b.id === build.id)
            ? app.builds.map((b) => (b.id === build.id ? build : b))
            : [build, ...app.builds],
        }
      : app,
  );
}
