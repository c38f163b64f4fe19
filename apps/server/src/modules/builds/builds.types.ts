import type { TDb } from '../../db/db.types';
import type { TEnv } from '../../env';
import type { TSecretBox } from '../../lib/secrets';
import type { FileStorage } from '../../lib/storage';
import type { TJobLog } from '../jobs/jobs.types';

/** What the build job needs of the process (main.ts gives it; tests that build for real too). */
export type TBuildWorkerDeps = {
  db: TDb;
  storage: FileStorage;
  secrets: TSecretBox;
  env: TEnv;
  log: TJobLog;
};
