// decisions.md section 2: the demo data set. Verified demo accounts (a job seeker and a company)
// and a few hundred candidates, written in batches. Idempotent: rows are keyed by e-mail and
// inserted with ON CONFLICT DO NOTHING, so a second run adds nothing and changes no password.
import { eq, sql } from 'drizzle-orm';
import { searchTextOf } from '@talentpool/domain/company/search';
import { scoreIsi } from '@talentpool/domain/isi/scoring';
import type { Db } from '../db/database';
import { companies, isiAttempts, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import {
  demoCandidate,
  demoCandidates,
  seededRandom,
  structuredAnswers,
  type DemoCandidate,
} from './candidates';

export const demoAccounts = {
  user: { email: 'demo.user@talentpool.local', password: 'DemoUser#2026' },
  company: { email: 'demo.company@talentpool.local', password: 'DemoCompany#2026' },
  /** Every seeded candidate can log in with this password too. */
  candidatePassword: 'DemoCandidate#2026',
} as const;

export const defaultCandidateCount = 300;
const batchSize = 100;

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
    const batch = candidates.slice(i, i + batchSize);
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values(batch.map((c) => userValues(c, passwordHash, now)))
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email });
      added += inserted.length;
      const byEmail = new Map(batch.map((c) => [c.email, c]));
      const attempts = inserted.flatMap(({ id, email }) => {
        const c = byEmail.get(email);
        return c?.answers && c.isi
          ? [{ userId: id, answers: c.answers, lang: c.lang, ...c.isi, createdAt: now }]
          : [];
      });
      if (attempts.length > 0) await tx.insert(isiAttempts).values(attempts);
    });
  }
  return added;
}

/** Candidates 1..count (see candidates.ts), with one shared password hash. */
export async function seedCandidates(
  db: Db,
  count: number,
  passwordHash?: string,
): Promise<number> {
  const hash = passwordHash ?? (await hashPassword(demoAccounts.candidatePassword));
  return insertCandidates(db, demoCandidates(count), hash);
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

async function seedDemoCompany(db: Db): Promise<boolean> {
  const inserted = await db
    .insert(companies)
    .values({
      email: demoAccounts.company.email,
      passwordHash: await hashPassword(demoAccounts.company.password),
      emailVerifiedAt: new Date(),
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
    })
    .onConflictDoNothing()
    .returning({ id: companies.id });
  return inserted.length === 1;
}

export async function seedDemo(
  db: Db,
  options: { users?: number; log?: (line: string) => void } = {},
): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const count = options.users ?? defaultCandidateCount;
  const userCreated = await seedDemoUser(db);
  const companyCreated = await seedDemoCompany(db);
  const candidatesAdded = await seedCandidates(db, count);
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
  return { candidatesRequested: count, candidatesAdded, userCreated, companyCreated };
}
