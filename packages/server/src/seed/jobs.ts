// The demo company's hiring rounds (issue 12, decision 101): two open postings with applicants
// from the first seeded candidates, moved through the stages with history and notes, and one
// closed round whose hires have outcomes, so `DEMO=1 npm start` shows a pipeline and a measured
// accuracy. A constant amount of work whatever `--users N` is: the candidates are looked up one
// by one by e-mail. Runs once: nothing is added when the demo company already has postings.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChecklistKind } from '@talentpool/domain/checklists/items';
import { scoreChecklist } from '@talentpool/domain/checklists/scoring';
import { fitOf, rankByFit } from '@talentpool/domain/jobs/fit';
import type { Outcome, Stage } from '@talentpool/domain/jobs/schemas';
import type { Db } from '../db/database';
import { refreshFits } from '../db/fitStore';
import {
  applicationEvents,
  applicationNotes,
  applications,
  companies,
  companyMembers,
  jobPostings,
  users,
} from '../db/schema';
import { postingSearchText } from '../features/jobs/public';
import { candidateEmail } from './candidates';

interface DemoPosting {
  title: string;
  description: string;
  workplace: 'onsite' | 'remote' | 'hybrid';
  country: string;
  city: string;
  field: string;
  minEducation: string | null;
  minExperience: string | null;
  kind: ChecklistKind;
  items: number[];
  status: 'published' | 'closed';
  /** Days before now when it was published. */
  publishedDaysAgo: number;
  /** Candidate numbers that applied, in order of application. */
  applicants: number[];
  /** The stage of each applicant by candidate number (default: applied). */
  stages: Record<number, Stage>;
  /** Outcomes of hires by candidate number. */
  outcomes?: Record<number, Outcome>;
}

const demoPostings: DemoPosting[] = [
  {
    title: 'Operations planner',
    description:
      'Plan the weekly schedule of our Cairo delivery hubs, keep procedures up to date and make sure every team knows what happens next.',
    workplace: 'onsite',
    country: 'EG',
    city: 'Cairo',
    field: 'Business Management',
    minEducation: 'Faculty degree',
    minExperience: '2-5 years',
    kind: 'findboss',
    items: [21, 22, 23, 24, 0, 12],
    status: 'published',
    publishedDaysAgo: 12,
    applicants: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    stages: {
      2: 'screening',
      3: 'screening',
      4: 'hired',
      5: 'interview',
      7: 'interview',
      9: 'offer',
      11: 'rejected',
    },
  },
  {
    title: 'Customer success lead',
    description:
      'Lead a team of six that helps our customers get the most out of the product: inspire, coach and bring new ideas to every account.',
    workplace: 'hybrid',
    country: 'EG',
    city: 'Alexandria',
    field: 'Marketing',
    minEducation: 'Non-faculty graduate',
    minExperience: '6-10 years',
    kind: 'jobmatch',
    items: [0, 5, 9, 10, 16, 22],
    status: 'published',
    publishedDaysAgo: 5,
    applicants: [13, 14, 15, 16, 17, 18, 19, 20],
    stages: { 14: 'screening', 16: 'interview', 19: 'rejected' },
  },
  {
    title: 'Field service engineers (spring intake)',
    description:
      'Hands-on engineers who install and repair equipment at customer sites, solve problems on the spot and learn by doing.',
    workplace: 'remote',
    country: '',
    city: '',
    field: 'Digital Services',
    minEducation: null,
    minExperience: '<2 years',
    kind: 'jobmatch',
    items: [2, 6, 11, 14, 17, 21],
    status: 'closed',
    publishedDaysAgo: 120,
    applicants: [21, 22, 23, 24, 25, 26, 27, 28, 29, 30],
    stages: {},
  },
];

/** In the closed round, who is hired is decided from the ranking (see seedDemoJobs). */
const closedRoundHires = { topHalf: 4, bottomHalf: 2 } as const;

const day = 24 * 60 * 60 * 1000;
const stageOrder: Stage[] = ['applied', 'screening', 'interview', 'offer', 'hired'];

/** The stages an application went through to reach `stage` (rejected after screening). */
function pathTo(stage: Stage): Stage[] {
  if (stage === 'rejected') return ['applied', 'screening', 'rejected'];
  return stageOrder.slice(0, stageOrder.indexOf(stage) + 1);
}

const demoNotes: Partial<Record<Stage, string>> = {
  interview: 'Strong planning examples; ask for a reference from the last team lead.',
  offer: 'Offer sent; start date under discussion.',
  rejected: 'Experience does not match the level of the role.',
};

export async function seedDemoJobs(db: Db, companyEmail: string): Promise<number> {
  const [company] = await db
    .select({ id: companies.id, name: companies.companyName })
    .from(companies)
    .where(eq(sql`lower(${companies.email})`, companyEmail.toLowerCase()))
    .limit(1);
  if (!company) return 0;
  // Everything the demo company did was done by its owner, the login it signed up with: the
  // pipeline names who moved, noted, recorded and posted (decision 110).
  const [owner] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.role, 'owner')))
    .orderBy(companyMembers.createdAt)
    .limit(1);
  const ownerId = owner?.id ?? null;
  const [existing] = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(eq(jobPostings.companyId, company.id))
    .limit(1);
  if (existing) return 0;

  const numbers = [...new Set(demoPostings.flatMap((p) => p.applicants))];
  const candidates = await db
    .select({
      id: users.id,
      email: users.email,
      hlOfEdu: users.hlOfEdu,
      yearsOfExp: users.yearsOfExp,
      flp: users.flp,
      frp: users.frp,
      brp: users.brp,
      blp: users.blp,
    })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.email})`, numbers.map(candidateEmail)),
        eq(users.dataComplete, true),
      ),
    );
  const byEmail = new Map(candidates.map((c) => [c.email.toLowerCase(), c]));
  const now = Date.now();
  let created = 0;

  for (const demo of demoPostings) {
    const scored = scoreChecklist(demo.kind, demo.items);
    if (!scored.ok) throw new Error(`demo posting ${demo.title}: ${scored.error}`);
    const publishedAt = new Date(now - demo.publishedDaysAgo * day);
    const [posting] = await db
      .insert(jobPostings)
      .values({
        companyId: company.id,
        status: demo.status,
        title: demo.title,
        description: demo.description,
        workplace: demo.workplace,
        country: demo.country,
        city: demo.city,
        field: demo.field,
        minEducation: demo.minEducation,
        minExperience: demo.minExperience,
        requirementSource: { kind: demo.kind, items: [...demo.items].sort((a, b) => a - b) },
        requirementProfile: scored.profile,
        searchText: postingSearchText(demo.title, demo.description, company.name ?? ''),
        createdByMemberId: ownerId,
        createdAt: new Date(publishedAt.getTime() - day),
        updatedAt: publishedAt,
        publishedAt,
        closedAt: demo.status === 'closed' ? new Date(now - 30 * day) : null,
      })
      .returning({ id: jobPostings.id });
    if (!posting) continue;
    created += 1;

    // Applications, one every few hours after publication.
    const applied = demo.applicants.flatMap((n, i) => {
      const candidate = byEmail.get(candidateEmail(n));
      if (!candidate) return [];
      const isi =
        candidate.flp === null ||
        candidate.frp === null ||
        candidate.brp === null ||
        candidate.blp === null
          ? null
          : { flp: candidate.flp, frp: candidate.frp, brp: candidate.brp, blp: candidate.blp };
      const fit = fitOf(scored.profile, { isi, ...candidate, HLOfEdu: candidate.hlOfEdu }, demo);
      return [
        {
          n,
          candidate,
          appliedAt: new Date(publishedAt.getTime() + (i + 1) * 5 * 3600_000),
          score: fit.score,
        },
      ];
    });
    if (applied.length === 0) continue;
    const inserted = await db
      .insert(applications)
      .values(
        applied.map((a) => ({
          jobId: posting.id,
          userId: a.candidate.id,
          stage: 'applied' as const,
          appliedAt: a.appliedAt,
          stageChangedAt: a.appliedAt,
        })),
      )
      .returning({ id: applications.id, userId: applications.userId });
    // The stored fit (decision 134), as applying stores it.
    await refreshFits(db, { jobId: posting.id });
    const idOf = new Map(inserted.map((r) => [r.userId, r.id]));
    const ranked = rankByFit(applied.map((a) => ({ ...a, id: idOf.get(a.candidate.id) ?? '' })));

    // The closed round: hires from both halves of the ranking, each with an outcome; most
    // top-half hires work out and most bottom-half ones do not, as a real round might.
    const stages: Record<number, Stage> = { ...demo.stages };
    const outcomes: Record<number, Outcome> = { ...demo.outcomes };
    if (demo.status === 'closed') {
      const half = Math.ceil(ranked.length / 2);
      const top = ranked.slice(0, half).slice(0, closedRoundHires.topHalf);
      const bottom = ranked.slice(half).slice(0, closedRoundHires.bottomHalf);
      top.forEach((r, i) => {
        stages[r.n] = 'hired';
        outcomes[r.n] = i === top.length - 1 ? 'unsuccessful' : 'successful';
      });
      bottom.forEach((r, i) => {
        stages[r.n] = 'hired';
        outcomes[r.n] = i === 0 ? 'unsuccessful' : 'successful';
      });
      for (const r of ranked) stages[r.n] ??= 'rejected';
    }

    for (const entry of ranked) {
      const stage = stages[entry.n] ?? 'applied';
      const path = pathTo(stage);
      const events = path.map((to, i) => ({
        applicationId: entry.id,
        fromStage: i === 0 ? null : (path[i - 1] ?? null),
        toStage: to,
        at: new Date(entry.appliedAt.getTime() + i * 2 * day),
        byCompanyId: i === 0 ? null : company.id,
        byMemberId: i === 0 ? null : ownerId,
        notified: i > 0 && (to === 'interview' || to === 'hired'),
      }));
      await db.insert(applicationEvents).values(events);
      const last = events[events.length - 1];
      const hired = stage === 'hired';
      const outcome = outcomes[entry.n] ?? null;
      await db
        .update(applications)
        .set({
          stage,
          stageChangedAt: last?.at ?? entry.appliedAt,
          fitAtHire: hired ? entry.score : null,
          rankAtHire: hired ? entry.rank : null,
          applicantsAtHire: hired ? ranked.length : null,
          outcome: hired ? outcome : null,
          outcomeAt: hired && outcome ? new Date(now - 7 * day) : null,
          outcomeByMemberId: hired && outcome ? ownerId : null,
        })
        .where(eq(applications.id, entry.id));
      const note = demoNotes[stage];
      if (note && demo.status === 'published') {
        await db.insert(applicationNotes).values({
          applicationId: entry.id,
          companyId: company.id,
          memberId: ownerId,
          text: note,
        });
      }
    }
  }
  return created;
}
