import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, unavailableReason } from './unavailable';

const pgError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });

describe('telling a database that is away from a request or code that is wrong', () => {
  it('knows a stopping, starting or unreachable server, however wrapped', () => {
    const stopping = pgError('57P01', 'terminating connection due to administrator command');
    const wrapped = new DrizzleQueryError('update themes set secret = $1', ['s3cret'], stopping);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    // The log line names the cause, never the query or its parameters.
    expect(unavailableReason(wrapped)).toBe(
      '57P01: terminating connection due to administrator command',
    );
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(pgError('08006', 'connection failure'))).toBe(true);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves every other error to be a 500 or the status it carries', () => {
    const duplicate = pgError('23505', 'duplicate key value violates unique constraint');
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert …', [], duplicate))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    const loop: Error & { cause?: unknown } = new Error('a');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
