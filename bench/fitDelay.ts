// `npm run bench:fit-delay -- --database-url URL [--runs N]` (issue 40: "the score of one
// applicant recomputed within 1 s of a change"). An applicant's own change (profile, ISI, an
// imported CV, a knock-out answer) recomputes the stored fit of their applications in the
// change's own transaction (db/fitStore.ts refreshFits; the queue is only for a posting's
// requirement change with more than 1,000 applicants, decision 134): so the delay from the
// change to a current score is the save itself. This times the save PUT /api/user makes
// (profileRepository.updateProfile: the profile row and refreshFits in one transaction) for an
// applicant of the bench's postings (10 applications in the database of `npm run bench:fairness`,
// one in that of `npm run bench`), switching the years of experience each run, and checks after
// each save that every application's stored fit was computed from the new profile. Needs the
// database of `npm run bench` (its 10,000-applicant posting).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../packages/server/src/db/database';
import { profileRepository } from '../packages/server/src/features/profile/repository';

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? undefined : argv[i + 1];
}

const databaseUrl = option('database-url') ?? process.env.DATABASE_URL;
const runs = Number(option('runs') ?? 30);

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

async function main() {
  if (!databaseUrl) throw new Error('--database-url (the database of npm run bench)');
  const database = await openDatabase({ databaseUrl, dataDir: '', dbTimeouts: null });
  const db = database.db;
  // The applicant with the most applications to the bench's postings.
  const [person] = rowsOf<{ id: string; n: number }>(
    await db.execute(sql`select a.user_id as id, count(*)::int as n from applications a
      join job_postings p on p.id = a.job_id
      where p.title like 'Bench%' and a.user_id is not null and a.anonymised_at is null
      group by a.user_id order by count(*) desc, a.user_id limit 1`),
  );
  if (!person) throw new Error('bench: no applicant (run npm run bench first)');
  const profiles = profileRepository(db);
  const times: number[] = [];
  let stale = 0;
  for (let i = 0; i < runs + 2; i += 1) {
    const years = i % 2 === 0 ? '<2 years' : '>10 years';
    const t0 = performance.now();
    await profiles.updateProfile(person.id, { yearsOfExp: years });
    const ms = performance.now() - t0;
    if (i >= 2) times.push(ms);
    // Right after the save: every application's stored inputs carry the new experience.
    const [check] = rowsOf<{ stale: number }>(
      await db.execute(sql`select count(*)::int as stale from applications
        where user_id = ${person.id} and anonymised_at is null
          and (fit_inputs -> 'applicant' ->> 'experience') is distinct from ${years}`),
    );
    stale += Number(check?.stale ?? 0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
  console.log(
    `one applicant's change (${person.n} applications) to a current stored fit: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms over ${runs} saves (target < 1 s); applications not yet current after the save: ${stale}`,
  );
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
