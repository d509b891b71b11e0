// Which errors mean "the database is not there" (503 SERVICE_UNAVAILABLE, decision 081) and which
// are faults of a query (500).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'terminated backend',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['connections not allowed', withCode('database "x" is not accepting connections', '57P03')],
    [
      // ALTER DATABASE ... ALLOW_CONNECTIONS false: a new connection is refused with 55000, a code
      // too broad to match on its own, so the message decides.
      'database closed to new connections',
      withCode('database "x" is not currently accepting connections', '55000'),
    ],
    ['connection exception class', withCode('connection failure', '08006')],
    ['dropped socket', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['closed PGlite', new Error('PGlite is closed')],
    [
      'wrapped by Drizzle',
      new Error('Failed query: select 1', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ],
    ['several addresses', new AggregateError([withCode('connect', 'ECONNREFUSED')], '')],
  ])('%s: unavailable', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('duplicate key value', '23505')],
    ['syntax error', withCode('syntax error at or near "x"', '42601')],
    ['wrapped query fault', new Error('Failed query', { cause: withCode('bad', '22P02') })],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: a fault, not an outage', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
