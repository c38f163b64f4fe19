import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TArtifactExtension, TBuildMode } from '@oc/domain/builds/build.schema';

export const buildKeys = {
  all: ['builds'] as const,
  /** A build's log lines as GET …/builds/:buildId/log gives them, gathered across polls. */
  log: (appId: number, buildId: number) => [...buildKeys.all, appId, buildId, 'log'] as const,
  /** A signed link to a built file (POST …/downloads/:platform/:mode/:extension/link). */
  downloadLink: (
    appId: number,
    platform: TPlatform,
    mode: TBuildMode,
    extension: TArtifactExtension,
  ) => [...buildKeys.all, appId, 'link', platform, mode, extension] as const,
};
