import type { TDb } from '../db/client';

/** The caller's tenancy: every repository function takes it and filters by projectId. */
export type TScope = { db: TDb; projectId: number };
