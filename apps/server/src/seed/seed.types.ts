import type { TDb } from '../db/client';

/** The transaction a project is seeded in. */
export type TSeedTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
