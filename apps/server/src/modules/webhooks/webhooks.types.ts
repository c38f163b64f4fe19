import type { TDb } from '../../db/client';
import type { TSecretBox } from '../../lib/secrets';
import type { TJobLog } from '../jobs/jobs.types';
import type { TResolveHost } from './safe-target';

/** What sending a delivery needs: the job handler's and the Send test route's. */
export type TWebhookDeps = {
  db: TDb;
  secrets: TSecretBox;
  /** The development allowance (WEBHOOKS_ALLOW_PRIVATE): http and private addresses too. */
  allowPrivate: boolean;
  log: TJobLog;
  /** The clock of retries and of the day of failures; tests move it. */
  now?: () => Date;
  resolve?: TResolveHost;
  timeoutMs?: number;
};

export type TWakeWorkers = (() => void) | null;
