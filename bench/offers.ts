// Bench data for offers (issue 41): one published posting of the demo company with up to 250
// applicants, each with an offer waiting in an approval chain whose current turn is the demo
// owner's (half at the first approver, half at the second after an approval), plus three closed
// offers per application approved by the owner earlier (the owner's decided approvals the
// waiting list must skip). Times listMyOfferApprovals. Seeded once.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/database';
import { applications, offerApprovals, offers, users } from '../packages/server/src/db/schema';
import { benchPosting, demoOwner } from './benchPosting';

const title = 'Bench: offers posting';

export async function seedOffers(
  db: Db,
  ownerEmail: string,
  wanted = 250,
): Promise<{ seededSeconds: number | null }> {
  const owner = await demoOwner(db, ownerEmail);
  const started = Date.now();
  const job = await benchPosting(db, owner, title, {
    description: 'Offers at scale.',
    workplace: 'remote',
    field: 'Architecture and Construction',
    requirementSource: { kind: 'jobmatch', items: [0, 7, 12] },
    requirementProfile: { '4': 0, '5': 34, '6': 0, '7': 66 },
  });
  if (job.existed) {
    const [row] = await db.select({ n: count() }).from(offers).where(eq(offers.jobId, job.id));
    if (Number(row?.n ?? 0) >= wanted) return { seededSeconds: null };
  }
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.dataComplete, true))
    .limit(wanted);
  const applied = await db
    .insert(applications)
    .values(people.map((p) => ({ jobId: job.id, userId: p.id, stage: 'offer' as const })))
    .onConflictDoNothing()
    .returning({ id: applications.id });
  const day = 86_400_000;
  const offerOf = (applicationId: string, status: 'pendingApproval' | 'withdrawn') => ({
    companyId: owner.companyId,
    applicationId,
    jobId: job.id,
    status,
    salaryAmount: '12500.00',
    salaryCurrency: 'SAR',
    salaryPeriod: 'month' as const,
    startDate: new Date(Date.now() + 30 * day).toISOString().slice(0, 10),
    expiresAt: new Date(Date.now() + 14 * day),
    lang: 'en' as const,
    letter: 'Bench letter',
    createdByMemberId: owner.id,
  });
  for (const [a, { id }] of applied.entries()) {
    const closed = await db
      .insert(offers)
      .values([0, 1, 2].map(() => offerOf(id, 'withdrawn')))
      .returning({ id: offers.id });
    const [open] = await db
      .insert(offers)
      .values(offerOf(id, 'pendingApproval'))
      .returning({ id: offers.id });
    const decided = { decision: 'approved' as const, decidedAt: new Date() };
    await db.insert(offerApprovals).values([
      ...closed.map((c) => ({ offerId: c.id, position: 0, memberId: owner.id, ...decided })),
      ...(a % 2 === 0
        ? [{ offerId: open?.id ?? '', position: 0, memberId: owner.id }]
        : [
            { offerId: open?.id ?? '', position: 0, memberId: owner.id, ...decided },
            { offerId: open?.id ?? '', position: 1, memberId: owner.id },
          ]),
    ]);
  }
  return { seededSeconds: (Date.now() - started) / 1000 };
}
