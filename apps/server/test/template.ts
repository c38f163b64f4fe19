import type { TDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/client';
import type { FileStorage } from '../src/lib/storage';
import { seedProject } from '../src/seed/seed-project';

/** The two tenants every API test starts from: `demo` (ours) and `other` (someone else's). */
export const TEST_USERS = {
  demo: { email: 'owner@demo.test', password: 'demo-password-1' },
  other: { email: 'owner@other.test', password: 'other-password-1' },
} as const;

export async function prepareTemplate(database: TDatabase, storage: FileStorage) {
  await migrateDatabase(database);
  await seedProject(database.db, storage, {
    code: 'demo',
    name: 'Demo Eats',
    subdomain: 'demo',
    ownerEmail: TEST_USERS.demo.email,
    ownerPassword: TEST_USERS.demo.password,
  });
  await seedProject(database.db, storage, {
    code: 'other',
    name: 'Other Foods',
    subdomain: 'other',
    ownerEmail: TEST_USERS.other.email,
    ownerPassword: TEST_USERS.other.password,
  });
}
