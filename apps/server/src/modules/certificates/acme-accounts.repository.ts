import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { acmeAccounts } from '../../db/tables/certificates';

// The platform's account at each ACME directory, its key sealed.

export async function findAccount(db: TDb, directoryUrl: string) {
  const [row] = await db
    .select({
      id: acmeAccounts.id,
      keySealed: acmeAccounts.keySealed,
      accountUrl: acmeAccounts.accountUrl,
    })
    .from(acmeAccounts)
    .where(eq(acmeAccounts.directoryUrl, directoryUrl));
  return row ?? null;
}

/** Keeps the first account when two processes create one for the same directory at once. */
export async function insertAccount(db: TDb, directoryUrl: string, keySealed: string) {
  await db.insert(acmeAccounts).values({ directoryUrl, keySealed }).onConflictDoNothing();
}

export async function setAccountUrl(db: TDb, id: number, accountUrl: string) {
  await db.update(acmeAccounts).set({ accountUrl }).where(eq(acmeAccounts.id, id));
}
