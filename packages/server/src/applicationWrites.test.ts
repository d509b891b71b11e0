// Issue 45: the applications module owns the applications tables. Every insert, update and
// delete of them is in features/applications/ (its public.ts offers the functions others call),
// but for the few writers listed below, each with its reason. A new write elsewhere fails here:
// move it into a function of the applications module instead.
import { describe, expect, it } from 'vitest';
import { ownedTables, readTableWrites, schemaTables, tableWritesIn } from './tableWrites';

/** Files outside the owner that may write its tables (a path, or a folder ending in /). */
const allowed: Record<string, Array<{ path: string; reason: string }>> = {
  applications: [
    {
      path: 'db/fitStore.ts',
      reason:
        'the stored fit (decision 134): a derived column set the platform refreshes (database start, the fit refresh job), and a platform folder may not import a feature',
    },
    {
      path: 'seed/',
      reason: 'the demo data: applications with chosen dates, histories and notes, not a way in',
    },
  ],
};

const writes = readTableWrites();

const isAllowed = (owner: string, file: string) =>
  (allowed[owner] ?? []).some((entry) =>
    entry.path.endsWith('/') ? file.startsWith(entry.path) : file === entry.path,
  );

describe('the applications tables', () => {
  for (const [owner, tables] of Object.entries(ownedTables)) {
    it(`are written only by the ${owner} module`, () => {
      const outside = writes
        .filter((w) => tables.includes(w.table))
        .filter((w) => !w.file.startsWith(`features/${owner}/`) && !isAllowed(owner, w.file))
        .map((w) => `${w.file}:${w.line} ${w.how}`);
      expect(outside).toEqual([]);
    });

    it(`are written by the ${owner} module itself`, () => {
      // The scan sees the owner's own writes: a scan that found nothing would pass above.
      const own = new Set(
        writes
          .filter((w) => w.file.startsWith(`features/${owner}/`) && tables.includes(w.table))
          .map((w) => w.table),
      );
      expect([...own].sort()).toEqual([...tables].sort());
    });

    it(`allow exceptions that still happen, each with a reason (${owner})`, () => {
      for (const entry of allowed[owner] ?? []) {
        expect(entry.reason.trim()).not.toBe('');
        const hits = writes.filter(
          (w) =>
            tables.includes(w.table) &&
            (entry.path.endsWith('/') ? w.file.startsWith(entry.path) : w.file === entry.path),
        );
        expect(hits.length, `${entry.path} no longer writes: delete its entry`).toBeGreaterThan(0);
      }
    });
  }

  it('names tables of the schema', () => {
    const known = new Set(schemaTables.values());
    for (const table of Object.values(ownedTables).flat()) expect(known).toContain(table);
    // applicationScreening names the applications table too (decision 130's slots).
    expect(schemaTables.get('applicationScreening')).toBe('applications');
  });
});

describe('the write finder', () => {
  const find = (text: string) =>
    tableWritesIn('features/x/y.ts', text).map((w) => `${w.line} ${w.table} ${w.how}`);

  it('finds drizzle writes under the names the file imports', () => {
    const text = [
      "import { applications, applicationScreening as screening } from '../../db/schema';",
      "import * as schema from '../../db/schema';",
      'await db.insert(applications).values({});',
      'await tx',
      '  .update(screening)',
      '  .set({});',
      'await db.delete(schema.applicantCvs);',
      'await db.select().from(applications);',
      '// db.delete(applications) in a comment',
    ].join('\n');
    expect(find(text)).toEqual([
      '3 applications insert(applications)',
      '5 applications update(screening)',
      '7 applicant_cvs delete(schema.applicantCvs)',
    ]);
  });

  it('finds raw SQL writes, by name or interpolated table', () => {
    const text = [
      "import { applicationEvents, users } from '../../db/schema';",
      'await tx.execute(sql`',
      '  with moved as (update applications a set stage = 1 returning a.id)',
      '  insert into ${applicationEvents} (application_id) select id from moved`);',
      'await tx.execute(sql.raw(\'DELETE FROM "application_notes" where true\'));',
      'await tx.execute(sql`update ${users} set name = 1`);',
      'await tx.execute(sql`select * from applications`);',
      'const words = `update the applications later`;',
    ].join('\n');
    expect(find(text)).toEqual([
      '3 applications update applications',
      '4 application_events insert into ${applicationEvents}',
      '5 application_notes DELETE FROM "application_notes"',
      '6 users update ${users}',
    ]);
  });
});
