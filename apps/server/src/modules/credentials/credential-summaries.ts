import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import type { TScope } from '../../lib/scope';
import * as repo from './credentials.repository';
import { summaryOfRow } from './credentials.summary';

/**
 * The app object's ios_credentials and android_credentials (what is set, never a value), in one
 * statement: the app read runs it beside its own.
 */
export async function credentialSummaries(
  scope: TScope,
  appId: number,
): Promise<Record<TPlatform, TCredentialsSummary | null>> {
  const rows = await repo.listCredentials(scope, appId);
  const summaryOf = (platform: TPlatform) => {
    const row = rows.find((r) => r.platform === platform);
    return row ? summaryOfRow(platform, row) : null;
  };
  return { ios: summaryOf('ios'), android: summaryOf('android') };
}
