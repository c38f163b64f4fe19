import { inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '../db/client';

/**
 * The caller's tenancy: every repository function takes it and filters by projectId.
 * `businessIds` keeps a business manager to the businesses they are given (null or absent: all of
 * the project's): the catalogue, menus, product images and orders filter by it, so another business
 * of the same project is absent from lists and answers 404, exactly like another project's.
 */
export type TScope = { db: TDb; projectId: number; businessIds?: readonly number[] | null };

/** The condition keeping a query to the scope's businesses; undefined when it sees them all. */
export const inScopeBusinesses = (scope: TScope, businessId: AnyPgColumn): SQL | undefined =>
  scope.businessIds ? inArray(businessId, [...scope.businessIds]) : undefined;
