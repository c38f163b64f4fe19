import type { TApp } from '@oc/domain/apps/app.schema';
import { isBuildFinished } from '@oc/domain/builds/build.rules';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { appKeys } from '../apps/keys';

/** How often the app is asked again while one of its builds is unfinished. */
const APP_POLL_MS = 2000;

const hasUnfinishedBuild = (app: TApp | undefined) =>
  app?.builds.some((build) => !isBuildFinished(build.status)) ?? false;

/**
 * Load product (GET /api/builder/apps/:appId) again every 2 s while any of the app's builds is
 * unfinished, so statuses, the queue position and the built files move without a reload. It
 * watches the same cached app as the page (appKeys.detail), with the same request, and stops by
 * itself once every build has finished.
 */
export function useWatchBuilds(appId: number) {
  useQuery({
    queryKey: appKeys.detail(appId),
    queryFn: ({ signal }) => api<TApp>(`/builder/apps/${appId}`, { signal }),
    refetchInterval: (query) => (hasUnfinishedBuild(query.state.data) ? APP_POLL_MS : false),
    // The page has just loaded the app; only the interval asks again.
    refetchOnMount: false,
    retry: false,
  });
}
