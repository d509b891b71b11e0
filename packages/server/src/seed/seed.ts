// decisions.md section 2: the demo data set. Verified demo accounts (a job seeker and a company)
// and a few hundred candidates, written in batches. Idempotent: rows are keyed by e-mail and
// inserted with ON CONFLICT DO NOTHING, so a second run adds nothing and changes no password.
import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { searchTextOf } from '@talentpool/domain/company/search';
import { scoreIsi } from '@talentpool/domain/isi/scoring';
import type { Db } from '../db/database';
import {
  companies,
  companyMembers,
  isiAttempts,
  jobPostings,
  jobTeamMembers,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import {
  demoCandidate,
  demoCandidates,
  seededRandom,
  structuredAnswers,
  type DemoCandidate,
} from './candidates';
import { openCopyWriter, postgresPoolOf, withIndexesDeferred } from './copy';
import { seedDemoJobs } from './jobs';

export const demoAccounts = {
  user: { email: 'demo.user@talentpool.local', password: 'DemoUser#2026' },
  company: { email: 'demo.company@talentpool.local', password: 'DemoCompany#2026' },
  /** The demo company's hiring team besides its owner (decision 110): one member per role. */
  team: [
    { role: 'admin', name: 'Karim Adel', email: 'demo.admin@talentpool.local' },
    { role: 'recruiter', name: 'Salma Nabil', email: 'demo.recruiter@talentpool.local' },
    {
      role: 'hiringManager',
      name: 'Omar Hassan',
      email: 'demo.manager@talentpool.local',
    },
    {
      role: 'interviewer',
      name: 'Laila Mostafa',
      email: 'demo.interviewer@talentpool.local',
    },
  ],
  /** The password of every demo team member. */
  teamPassword: 'DemoTeam#2026',
  /** Every seeded candidate can log in with this password too. */
  candidatePassword: 'DemoCandidate#2026',
} as const;

export const defaultCandidateCount = 300;
const batchSize = 2_000;
const progressEvery = 100_000;

export interface SeedSummary {
  candidatesRequested: number;
  candidatesAdded: number;
  userCreated: boolean;
  companyCreated: boolean;
}

function userValues(c: DemoCandidate, passwordHash: string, verifiedAt: Date) {
  return {
    email: c.email,
    passwordHash,
    emailVerifiedAt: verifiedAt,
    lang: c.lang,
    name: c.name,
    country: c.country,
    address: c.address,
    jobPosition: c.jobPosition,
    dateOfBirth: c.dateOfBirth,
    nationalId: c.nationalID,
    mobileNo: c.mobileNO,
    wemail: c.wemail,
    hlOfEdu: c.HLOfEdu,
    faculty: c.faculty,
    otherf: c.otherf,
    yearsOfExp: c.yearsOfExp,
    cv: c.CV,
    longTermGoals: c.longTermGoals,
    motivation: c.Motivation,
    dataComplete: c.dataComplete,
    jobs: c.job,
    certificates: c.certificates,
    internships: c.internships,
    generalSkills: c.generalSkills,
    technicalSkills: c.technicalSkills,
    ...(c.isi ?? {}),
    isiAt: c.isi ? verifiedAt : null,
    searchText: c.dataComplete ? searchTextOf(c) : '',
  };
}

type Row = Record<string, unknown>;

/** The values of a Drizzle insert object keyed by SQL column names (for json_populate_recordset). */
function byColumnName(table: typeof users | typeof isiAttempts, values: Row): Row {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const row: Row = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (column && value !== undefined) row[column.name] = value;
  }
  return row;
}

/** Every column named by any row of the batch (a candidate without ISI result has no score keys). */
function columnList(rows: readonly Row[]) {
  const names = new Set<string>();
  for (const row of rows) for (const name of Object.keys(row)) names.add(name);
  return sql.join(
    [...names].map((name) => sql.identifier(name)),
    sql`, `,
  );
}

/**
 * One batch as ONE statement per table: the rows travel as a single JSON parameter and
 * PostgreSQL expands them with json_populate_recordset (docs/decisions/090-seed-at-scale.md).
 * This is several times faster than a multi-row VALUES list built by the query builder, needs no
 * COPY support (so it runs on PGlite too) and never meets the 65,535-parameter limit.
 */
async function insertBatch(
  db: Db,
  batch: readonly DemoCandidate[],
  passwordHash: string,
  now: Date,
) {
  const rows = batch.map((c) => byColumnName(users, userValues(c, passwordHash, now)));
  if (rows.length === 0) return 0;
  const columns = columnList(rows);
  return db.transaction(async (tx) => {
    const inserted = (await tx.execute(sql`
      insert into users (${columns})
      select ${columns} from json_populate_recordset(null::users, ${JSON.stringify(rows)}::json)
      on conflict do nothing
      returning id, email`)) as unknown as { rows?: { id: string; email: string }[] };
    const insertedRows = Array.isArray(inserted)
      ? (inserted as { id: string; email: string }[])
      : (inserted.rows ?? []);
    const byEmail = new Map(batch.map((c) => [c.email, c]));
    const attempts = insertedRows.flatMap(({ id, email }) => {
      const c = byEmail.get(email);
      return c?.answers && c.isi
        ? [
            byColumnName(isiAttempts, {
              userId: id,
              answers: c.answers,
              lang: c.lang,
              ...c.isi,
              createdAt: now,
            }),
          ]
        : [];
    });
    if (attempts.length > 0) {
      const attemptColumns = columnList(attempts);
      await tx.execute(sql`
        insert into isi_attempts (${attemptColumns})
        select ${attemptColumns}
        from json_populate_recordset(null::isi_attempts, ${JSON.stringify(attempts)}::json)`);
    }
    return insertedRows.length;
  });
}

/**
 * Inserts candidates that are not there yet (by e-mail), in batches, each with its ISI attempt.
 * Returns how many were added.
 */
export async function insertCandidates(
  db: Db,
  candidates: readonly DemoCandidate[],
  passwordHash: string,
): Promise<number> {
  let added = 0;
  const now = new Date();
  for (let i = 0; i < candidates.length; i += batchSize) {
    added += await insertBatch(db, candidates.slice(i, i + batchSize), passwordHash, now);
  }
  return added;
}

/**
 * Candidates 1..count (see candidates.ts), with one shared password hash computed once.
 * Generated batch by batch (a million profiles never sit in memory at once). On PostgreSQL each
 * batch goes in by COPY on one connection, and a large seed builds the secondary indexes once at
 * the end (copy.ts, decision 093); on PGlite the next batch is generated while the database
 * writes the previous one as a JSON statement (decision 090).
 */
export async function seedCandidates(
  db: Db,
  count: number,
  passwordHash?: string,
  log?: (line: string) => void,
): Promise<number> {
  const hash = passwordHash ?? (await hashPassword(demoAccounts.candidatePassword));
  const pool = postgresPoolOf(db);
  if (pool) {
    const run = () => copyCandidates(pool, count, hash, log);
    return count >= deferIndexesFrom
      ? withIndexesDeferred(pool, log ?? (() => undefined), run)
      : run();
  }
  const now = new Date();
  const started = Date.now();
  let added = 0;
  let pending: Promise<number> | undefined;
  for (let from = 1; from <= count; from += batchSize) {
    const batch = demoCandidates(Math.min(batchSize, count - from + 1), from);
    if (pending) added += await pending;
    pending = insertBatch(db, batch, hash, now);
    const done = from - 1 + batch.length;
    if (log && done % progressEvery < batchSize && done >= progressEvery) {
      log(`  ${done} candidates generated (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  }
  if (pending) added += await pending;
  // Fresh statistics, or the planner guesses at the search shapes (docs/performance.md).
  // VACUUM sets the visibility map, so search pages are index-only scans at once (decision 105).
  if (added >= analyseFrom) {
    await db.execute(sql`vacuum analyze users`);
    await db.execute(sql`vacuum analyze isi_attempts`);
  }
  return added;
}

const analyseFrom = 10_000;

/** From this many candidates on, a PostgreSQL seed drops and rebuilds the secondary indexes. */
const deferIndexesFrom = 50_000;
const copyBatchSize = 5_000;

async function copyCandidates(
  pool: NonNullable<ReturnType<typeof postgresPoolOf>>,
  count: number,
  hash: string,
  log?: (line: string) => void,
): Promise<number> {
  const now = new Date();
  const started = Date.now();
  // Two connections, each with a batch in flight: PostgreSQL ingests one batch while Node
  // generates the next, and a second backend works beside the first.
  const writers = [await openCopyWriter(pool), await openCopyWriter(pool)];
  const inFlight: (Promise<number> | undefined)[] = [undefined, undefined];
  let added = 0;
  try {
    for (let from = 1, k = 0; from <= count; from += copyBatchSize, k++) {
      const batch = demoCandidates(Math.min(copyBatchSize, count - from + 1), from);
      const byEmail = new Map(batch.map((c) => [c.email, c]));
      const rows = batch.map((c) => byColumnName(users, userValues(c, hash, now)));
      const slot = k % writers.length;
      const previous = inFlight[slot];
      if (previous) added += await previous;
      const writing = (writers[slot] as (typeof writers)[number]).write(rows, (row, userId) => {
        const c = byEmail.get(String(row.email));
        return c?.answers && c.isi
          ? byColumnName(isiAttempts, {
              id: randomUUID(),
              userId,
              answers: c.answers,
              lang: c.lang,
              ...c.isi,
              createdAt: now,
            })
          : undefined;
      });
      // Awaited on the slot's next turn or at the end; handled now so that a failure while the
      // other slot is awaited is not an unhandled rejection.
      writing.catch(() => undefined);
      inFlight[slot] = writing;
      const done = from - 1 + batch.length;
      if (log && done % progressEvery < copyBatchSize && done >= progressEvery) {
        log(`  ${done} candidates generated (${Math.round((Date.now() - started) / 1000)} s)`);
      }
    }
    for (const writing of inFlight) if (writing) added += await writing;
  } finally {
    await Promise.allSettled(inFlight.filter(Boolean));
    for (const writer of writers) writer.release();
  }
  return added;
}

async function seedDemoUser(db: Db): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, demoAccounts.user.email));
  if (existing.length > 0) return false;
  // The demo job seeker: a complete profile (taken from candidate 1's shape) and an ISI result.
  const template = demoCandidate(1);
  const answers = structuredAnswers(seededRandom(2026));
  const profile: DemoCandidate = {
    ...template,
    email: demoAccounts.user.email,
    name: 'Demo User',
    lang: 'en',
    answers,
    isi: scoreIsi(answers),
  };
  const added = await insertCandidates(
    db,
    [profile],
    await hashPassword(demoAccounts.user.password),
  );
  return added === 1;
}

/** The demo company and its owner (decision 110); nothing when its login exists already. */
async function seedDemoCompany(db: Db): Promise<boolean> {
  const passwordHash = await hashPassword(demoAccounts.company.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(sql`lower(${companyMembers.email}) = lower(${demoAccounts.company.email})`)
      .limit(1);
    if (existing) return false;
    const [company] = await tx
      .insert(companies)
      .values(demoCompanyProfile)
      .returning({ id: companies.id });
    if (!company) return false;
    await tx.insert(companyMembers).values({
      companyId: company.id,
      email: demoAccounts.company.email,
      name: demoCompanyProfile.contactFullName,
      passwordHash,
      role: 'owner',
      status: 'active',
      emailVerifiedAt: new Date(),
    });
    return true;
  });
}

const demoCompanyProfile = {
  email: demoAccounts.company.email,
  companyName: 'Nile Talent Demo Co.',
  companyAddress: '12 Tahrir Square, Cairo',
  companyPhone: '+20 2 2345 6789',
  industry: 'Digital Services',
  country: 'Egypt',
  url: 'https://nile-talent.example.com',
  facebook: 'https://facebook.com/niletalentdemo',
  linkedin: 'https://www.linkedin.com/company/niletalentdemo',
  instagram: '',
  companySize: '>50',
  legalEntity: 'Limited Liability Company',
  olegalEntity: '',
  commercialRegistrationNumber: 'CR-104233',
  registrationYear: '2015-03-01',
  contactFullName: 'Mona Farouk',
  contactIdNumber: '28801011234567',
  contactPosition: 'HR Director',
  contactMobile: '+20 100 123 4567',
  contactEmail: 'mona.farouk@nile-talent.example.com',
  dataComplete: true,
};

/**
 * The demo company's hiring team (decision 110): an admin, a recruiter, a hiring manager on the
 * team of the company's first posting, and an interviewer. Idempotent: members that exist stay.
 */
async function seedDemoTeam(db: Db): Promise<number> {
  const [owner] = await db
    .select({ companyId: companyMembers.companyId, id: companyMembers.id })
    .from(companyMembers)
    .where(sql`lower(${companyMembers.email}) = lower(${demoAccounts.company.email})`)
    .limit(1);
  if (!owner) return 0;
  const passwordHash = await hashPassword(demoAccounts.teamPassword);
  const added = await db
    .insert(companyMembers)
    .values(
      demoAccounts.team.map((member) => ({
        companyId: owner.companyId,
        email: member.email,
        name: member.name,
        role: member.role,
        passwordHash,
        status: 'active' as const,
        emailVerifiedAt: new Date(),
        invitedBy: owner.id,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: companyMembers.id, role: companyMembers.role });
  const manager = added.find((member) => member.role === 'hiringManager');
  const [posting] = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(eq(jobPostings.companyId, owner.companyId))
    .orderBy(jobPostings.createdAt)
    .limit(1);
  if (manager && posting) {
    await db
      .insert(jobTeamMembers)
      .values({ jobId: posting.id, memberId: manager.id })
      .onConflictDoNothing();
  }
  return added.length;
}

export async function seedDemo(
  db: Db,
  options: { users?: number; log?: (line: string) => void } = {},
): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const count = options.users ?? defaultCandidateCount;
  const userCreated = await seedDemoUser(db);
  const companyCreated = await seedDemoCompany(db);
  const candidatesAdded = await seedCandidates(db, count, undefined, log);
  // The demo company's hiring rounds (issue 12): a fixed few postings, whatever the count.
  const postingsAdded = await seedDemoJobs(db, demoAccounts.company.email);
  const teamAdded = await seedDemoTeam(db);
  const complete = await db
    .select({ n: sql<number>`count(*)` })
    .from(users)
    .where(eq(users.dataComplete, true));
  log(
    `Demo data: ${candidatesAdded} of ${count} candidates added (${count - candidatesAdded} were already there); ` +
      `${Number(complete[0]?.n ?? 0)} complete profiles in the database.`,
  );
  log(
    `Demo company: ${demoAccounts.company.email} / ${demoAccounts.company.password}` +
      (companyCreated ? '' : ' (already existed; password unchanged)'),
  );
  log(
    `Demo user:    ${demoAccounts.user.email} / ${demoAccounts.user.password}` +
      (userCreated ? '' : ' (already existed; password unchanged)'),
  );
  log(`Candidates:   candidate-0001@demo.talentpool.local ... / ${demoAccounts.candidatePassword}`);
  if (postingsAdded > 0)
    log(`Job postings: ${postingsAdded} of the demo company, with applicants.`);
  if (teamAdded > 0) {
    log(
      `Demo team:    ${demoAccounts.team.map((m) => `${m.email} (${m.role})`).join(', ')} / ${demoAccounts.teamPassword}`,
    );
  }
  return { candidatesRequested: count, candidatesAdded, userCreated, companyCreated };
}
