import { z } from 'zod';

/**
 * The largest value of a PostgreSQL integer column: every id and version in a request stays within
 * it.
 */
export const DB_INT_MAX = 2_147_483_647;

/** A row id in a path: a whole number that fits the integer columns ids live in. */
export const ZId = z.coerce.number().int().min(1).max(DB_INT_MAX);
export const ZIdParams = z.object({ id: ZId });
export const ZAppIdParams = z.object({ appId: ZId });
