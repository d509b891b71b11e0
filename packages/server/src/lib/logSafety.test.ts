import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { safeErrorMessage, serializeError } from './logSafety';

const nationalId = '29912319876543';

/** A PostgreSQL error as node-postgres and PGlite raise it. */
function pgError(code: string, message: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), { name: 'error', severity: 'ERROR', code, ...extra });
}

describe('serializeError (decisions.md 14)', () => {
  it("keeps Drizzle's SQL text and the PostgreSQL code, drops the parameters and the detail", () => {
    const cause = pgError('23505', 'duplicate key value violates unique constraint "users_email"', {
      detail: `Key (national_id)=(${nationalId}) already exists.`,
      constraint: 'users_email',
      table: 'users',
    });
    const err = new DrizzleQueryError(
      'insert into users (email, national_id) values ($1, $2)',
      ['a@example.com', nationalId],
      cause,
    );
    const out = serializeError(err) as Record<string, unknown>;
    expect(out).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: duplicate key value violates unique constraint "users_email"',
      query: 'insert into users (email, national_id) values ($1, $2)',
      dbCode: '23505',
      constraint: 'users_email',
      table: 'users',
      causeCodes: ['23505'],
    });
    const text = JSON.stringify(out);
    expect(text).not.toContain(nationalId);
    expect(text).not.toContain('a@example.com');
    expect(text).not.toContain('params');
    expect(out.stack).toMatch(/^\s+at /);
  });

  it('redacts the values PostgreSQL quotes in a data exception', () => {
    const err = new DrizzleQueryError(
      'select $1::int',
      [nationalId],
      pgError('22003', `value "${nationalId}" is out of range for type integer`),
    );
    expect(safeErrorMessage(err)).toBe(
      'Failed query: value "[redacted]" is out of range for type integer',
    );
    expect(JSON.stringify(serializeError(err))).not.toContain(nationalId);
  });

  it('a lost connection keeps its cause code, not the parameters', () => {
    const err = new DrizzleQueryError(
      'select * from users where id = $1',
      [nationalId],
      Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }),
    );
    const out = serializeError(err) as Record<string, unknown>;
    expect(out.message).toBe('Failed query: Connection terminated unexpectedly');
    expect(out.causeCodes).toEqual(['ECONNRESET']);
    expect(JSON.stringify(out)).not.toContain(nationalId);
  });

  it('leaves other errors readable and passes non-errors through', () => {
    const err = Object.assign(new Error('boom'), { code: 'E_BOOM', statusCode: 500 });
    expect(serializeError(err)).toMatchObject({
      type: 'Error',
      message: 'boom',
      code: 'E_BOOM',
      statusCode: 500,
    });
    expect(serializeError('text')).toBe('text');
    const looped: Error & { cause?: unknown } = new Error('loop');
    looped.cause = looped;
    expect(serializeError(looped)).toMatchObject({ message: 'loop' });
  });
});
