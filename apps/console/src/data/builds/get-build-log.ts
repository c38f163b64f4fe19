import { isBuildFinished } from '@oc/domain/builds/build.rules';
import type { TBuildLog } from '@oc/domain/builds/build.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { buildKeys } from './keys';

/** How often an unfinished build's new log lines are asked for. */
export const LOG_POLL_MS = 1000;

/**
 * Get build logs (docs/product/api.md#builds): GET …/builds/:buildId/log?after=N. Each poll asks
 * only for the lines after the last one already held and appends them, so a long log is sent once.
 * It polls every second while the build is unfinished and stops when the answer says it finished
 * (that last answer carries the final lines).
 */
export function useBuildLog(appId: number, buildId: number, { enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const queryKey = buildKeys.log(appId, buildId);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const held = queryClient.getQueryData<TBuildLog>(queryKey);
      const after = held?.lines.at(-1)?.seq ?? 0;
      const answer = await api<TBuildLog>(
        `/builder/apps/${appId}/builds/${buildId}/log?after=${after}`,
        { signal },
      );
      const known = new Set(held?.lines.map((line) => line.seq));
      return {
        build: answer.build,
        lines: [...(held?.lines ?? []), ...answer.lines.filter((line) => !known.has(line.seq))],
      };
    },
    enabled,
    // A finished build's log never changes: the lines held are all there is.
    staleTime: (query) =>
      query.state.data && isBuildFinished(query.state.data.build.status)
        ? Number.POSITIVE_INFINITY
        : 0,
    refetchInterval: (query) =>
      query.state.data && isBuildFinished(query.state.data.build.status) ? false : LOG_POLL_MS,
    retry: false,
  });
}
