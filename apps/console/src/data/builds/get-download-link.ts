import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TArtifactExtension, TBuildMode, TDownloadLink } from '@oc/domain/builds/build.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { buildKeys } from './keys';

/** A link works for 24 hours; one asked for within the last hour is used again. */
const LINK_FRESH_MS = 60 * 60 * 1000;

/**
 * A signed download link (docs/product/api.md#builds): POST
 * …/downloads/:platform/:mode/:extension/link answers an absolute address that works without
 * logging in until it expires. The Download button follows it (so a big file streams to disk
 * instead of through memory) and the QR code shows it, for a phone that is not logged in.
 */
export const downloadLinkQuery = (
  appId: number,
  platform: TPlatform,
  mode: TBuildMode,
  extension: TArtifactExtension,
) =>
  queryOptions({
    queryKey: buildKeys.downloadLink(appId, platform, mode, extension),
    queryFn: () =>
      api<TDownloadLink>(`/builder/apps/${appId}/downloads/${platform}/${mode}/${extension}/link`, {
        method: 'POST',
      }),
    staleTime: LINK_FRESH_MS,
    retry: false,
  });
