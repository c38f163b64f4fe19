import type { TDb } from '../../db/db.types';
import * as repo from './apps.repository';

/**
 * The project an app belongs to, whoever asks (null for an unknown id): for a signed download
 * link, whose signature is its caller's authority and names the app.
 */
export function findAppProject(db: TDb, appId: number): Promise<number | null> {
  return repo.projectIdOfApp(db, appId);
}
