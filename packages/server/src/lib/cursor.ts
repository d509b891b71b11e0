// decision 235 (issue 42): the opaque cursor of cursor paging. It holds a row's creation time in
// microseconds (the database's own precision, so the keyset comparison is exact) and its id.
import { sql, type SQL } from 'drizzle-orm';
import { DomainError } from '@talentpool/domain/errors';

export interface Keyset {
  /** Microseconds since 1970, as decimal text (exact in SQL, beyond a JS number's safe range). */
  us: string;
  id: string;
}

/** Where a cursor list starts when `cursor` is empty: before every row. */
export const keysetStart: Keyset = { us: '0', id: '00000000-0000-0000-0000-000000000000' };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(`${keyset.us}.${keyset.id}`).toString('base64url');
}

/** The keyset of a cursor ('' is the start); 400 VALIDATION_FAILED for anything else. */
export function decodeCursor(cursor: string): Keyset {
  if (cursor === '') return keysetStart;
  const [us = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (rest.length > 0 || !/^\d{1,17}$/.test(us) || !uuid.test(id)) {
    throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
      cursor: 'paging.cursorInvalid',
    });
  }
  return { us, id };
}

/** A timestamp column in microseconds since 1970, as text (exact: extract gives numeric). */
export const microsOf = (at: SQL | SQL.Aliased | unknown) =>
  sql<string>`(extract(epoch from ${at}) * 1000000)::bigint::text`;

/** The instant of a keyset's microseconds, in SQL (integer arithmetic, exact). */
export const instantOf = (us: unknown) =>
  sql`(timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond')`;
