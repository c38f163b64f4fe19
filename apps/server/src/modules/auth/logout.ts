import type { TDb } from '../../db/client';
import type { TAuth } from '../../plugins/require-auth';
import * as repo from './auth.repository';

/** POST /api/auth/logout: the session ends (and with it the kept read of it, on the write). */
export const logout = (db: TDb, auth: TAuth) => repo.deleteSession(db, auth.sessionId);
