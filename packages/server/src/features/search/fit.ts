// Candidate search (spec 5 Filter, decisions.md 3 and 13), its own module since issue 45 (decision
// 178). Ranking by fit (issue 40): the domain's fit score (packages/domain/src/fit/, scoreFit) of
// every candidate to a posting or a saved description card, as an SQL expression to order the
// whole pool by; the page's scores and reasons are then computed by scoreFit itself, and
// searchRelevance.test.ts holds the two equal for every candidate.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { countryList, hlOfEdu, yearsOfExp } from '@talentpool/domain/plain/profile';
import {
  defaultFitWeights,
  fitParts,
  type FitPart,
  type PostingFitSettingsInput,
} from '@talentpool/domain/fit/settings';
import { prepareFitPosting, type PreparedFitPosting } from '@talentpool/domain/fit/scoreFit';
import { canonicalSkill, knownSkill, skillKey } from '@talentpool/domain/fit/skillSynonyms';
import { areNeighbours } from '@talentpool/domain/fit/fieldMatch';
import { levelOf } from '@talentpool/domain/fit/mustHaves';
import { professionalFields } from '@talentpool/domain/plain/profile';
import { grantOf, memberRoles } from '@talentpool/domain/members/policy';
import { scoreFit } from '@talentpool/domain/fit/scoreFit';
import { reasonText } from '@talentpool/domain/fit/reasonText';
import type { Language } from '@talentpool/domain/language';
import type { SearchFit } from '@talentpool/domain/company/search';
import { type Db } from '../../db/database';
import { descriptionCards, jobPostings, users } from '../../db/schema';

/** What sort=fit ranks by: a posting, or a card as a posting that asks for its style only. */
export interface FitTarget {
  posting: PreparedFitPosting;
}

const profileOf = (p: Record<string, number>) => ({
  '4': p['4'] ?? 0,
  '5': p['5'] ?? 0,
  '6': p['6'] ?? 0,
  '7': p['7'] ?? 0,
});

/**
 * A saved Job Match or Find a Boss card asks for a style and nothing else: no skills, minimums,
 * place or field, so only the style part counts (the field's weight is 0: a card has none).
 */
export function cardFitTarget(profile: Record<string, number>): FitTarget {
  return {
    posting: prepareFitPosting({
      title: '',
      description: '',
      field: '',
      workplace: 'remote',
      country: '',
      minEducation: null,
      minExperience: null,
      requirementProfile: profileOf(profile),
      settings: { weights: { ...defaultFitWeights, field: 0 } },
    }),
  };
}

/** A posting or saved description card of the company, as a fit target; undefined if not its. */
export async function findFitTarget(
  db: Db,
  companyId: string,
  target: { jobId?: string | undefined; cardId?: string | undefined },
): Promise<FitTarget | undefined> {
  if (target.jobId) {
    const [row] = await db
      .select({
        title: jobPostings.title,
        description: jobPostings.description,
        field: jobPostings.field,
        workplace: jobPostings.workplace,
        country: jobPostings.country,
        profile: jobPostings.requirementProfile,
        minEducation: jobPostings.minEducation,
        minExperience: jobPostings.minExperience,
        settings: jobPostings.fitSettings,
      })
      .from(jobPostings)
      .where(and(eq(jobPostings.id, target.jobId), eq(jobPostings.companyId, companyId)))
      .limit(1);
    if (!row) return undefined;
    return {
      posting: prepareFitPosting({
        title: row.title,
        description: row.description,
        field: row.field,
        workplace: row.workplace,
        country: row.country,
        minEducation: row.minEducation,
        minExperience: row.minExperience,
        requirementProfile: profileOf(row.profile),
        settings: (row.settings as PostingFitSettingsInput | null) ?? null,
      }),
    };
  }
  if (target.cardId) {
    const [row] = await db
      .select({ profile: descriptionCards.profile })
      .from(descriptionCards)
      .where(and(eq(descriptionCards.id, target.cardId), eq(descriptionCards.companyId, companyId)))
      .limit(1);
    return row && cardFitTarget(row.profile);
  }
  return undefined;
}

/** skillKey in SQL: NFKC, lower case, search_normalize, without spaces and punctuation. */
const skillKeySql = (name: SQL) =>
  sql`regexp_replace(search_normalize(lower(normalize(${name}, NFKC))), '[[:space:]._/\\''’"()-]+', '', 'g')`;

/** Every written form whose canonicalSkill is the skill's (its synonyms), as skill keys. */
function spellingsOf(skill: string): string[] {
  const id = canonicalSkill(skill);
  const entry = knownSkill(skill);
  const names = entry ? entry.names.filter((name) => canonicalSkill(name) === id) : [skill];
  return [...new Set(names.map(skillKey))];
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The candidate holds the skill, in any spelling the synonym table knows. */
function holdsSql(skill: string): SQL {
  return sql`exists (select 1 from jsonb_array_elements(${users.technicalSkills} || ${users.generalSkills}) s where ${skillKeySql(sql`s ->> 'name'`)} = any(${textArray(spellingsOf(skill))}))`;
}

/** The 0-based level of a column in an ordered enumeration, null when it is none of them. */
function levelSql(order: readonly string[], column: SQL): SQL {
  return sql`(array_position(${textArray(order)}, ${column}) - 1)`;
}

/** levelMatch of the domain: met 100, one level short 50, further or not stated 0. */
function levelMatchSql(order: readonly string[], need: number, column: SQL): SQL {
  const have = levelSql(order, column);
  return sql`(case when ${have} is null then 0 when ${have} >= ${need} then 100 when ${have} = ${need - 1} then 50 else 0 end)`;
}

/**
 * The domain's scoreFit of a candidate with a profile (search finds only those), as SQL: `score`
 * (0..100, rounded as Math.round) and `passes` (every must-have met, or not known to be unmet).
 * Knock-out answers belong to an application: search has none. Sums in float8 in the domain's
 * order, so the rounding agrees.
 */
export function fitSql(target: FitTarget): { score: SQL<number>; passes: SQL<boolean> } {
  const { posting, settings, skills } = target.posting;
  const weights = settings.weights;
  const needEdu = levelOf(hlOfEdu.values, posting.minEducation);
  const needExp = levelOf(yearsOfExp.values, posting.minExperience);

  // The candidate's field: their profile's (required of a complete profile).
  const field = sql`coalesce(${users.jobPosition}, '')`;
  const neighbours = professionalFields.values.filter(
    (f) => f !== posting.field && areNeighbours(f, posting.field),
  );
  const fieldMatch = sql`(case when ${field} = ${posting.field} then 100 when ${field} = any(${textArray(neighbours)}) then 50 else 0 end)`;
  const hasIsi = sql`(${users.flp} is not null and ${users.frp} is not null and ${users.brp} is not null and ${users.blp} is not null)`;

  const p = posting.requirementProfile;
  const w = (['4', '5', '6', '7'] as const).map((s) => Math.max(0, p[s]));
  const wTotal = w.reduce((a, b) => a + b, 0);
  const [w4, w5, w6, w7] = wTotal > 0 ? w : [1, 1, 1, 1];
  const divisor = wTotal > 0 ? wTotal : 4;
  const style = sql`((${w4}::float8 * ${users.flp} + ${w5}::float8 * ${users.frp} + ${w6}::float8 * ${users.brp} + ${w7}::float8 * ${users.blp}) / ${divisor}::float8)`;

  const matchOf: Record<FitPart, SQL | null> = {
    skills:
      skills.length === 0
        ? null
        : sql`((${sql.join(
            skills.map((s) => sql`(case when ${holdsSql(s)} then 1 else 0 end)`),
            sql` + `,
          )})::float8 * 100 / ${skills.length}::float8)`,
    experience:
      needExp < 0 ? null : levelMatchSql(yearsOfExp.values, needExp, sql`${users.yearsOfExp}`),
    education: needEdu < 0 ? null : levelMatchSql(hlOfEdu.values, needEdu, sql`${users.hlOfEdu}`),
    field: fieldMatch,
    style,
  };
  const fixed = fitParts.filter(
    (part) => part !== 'style' && matchOf[part] !== null && weights[part] > 0,
  );
  const fixedTotal = fixed.reduce((sum, part) => sum + weights[part], 0);
  // The points of the counted parts over a total of weights, in the domain's order.
  const sumOf = (parts: FitPart[], total: number): SQL => {
    if (parts.length === 0 || total <= 0) return sql`0::float8`;
    const terms = parts.map(
      (part) =>
        sql`((100::float8 * ${weights[part]}::float8 / ${total}::float8) * ${matchOf[part]}::float8 / 100::float8)`,
    );
    return sql`(0::float8 + ${sql.join(terms, sql` + `)})`;
  };
  const withStyle = weights.style > 0 ? [...fixed, 'style' as const] : fixed;
  const sum = sql`(case when ${hasIsi} then ${sumOf(withStyle, fixedTotal + (weights.style > 0 ? weights.style : 0))} else ${sumOf(fixed, fixedTotal)} end)`;
  const score = sql<number>`least(100, greatest(0, floor(${sum} + 0.5)))`;

  // Must-haves, failed only on evidence (mustHaves.ts).
  const fails: SQL[] = [];
  if (settings.mustHaves.location && posting.workplace !== 'remote' && posting.country !== '') {
    const code = posting.country.toUpperCase();
    const others = countryList
      .filter((c) => c.code !== code)
      .flatMap((c) => [c.name.toLowerCase(), c.code.toLowerCase()]);
    fails.push(sql`lower(trim(coalesce(${users.country}, ''))) = any(${textArray(others)})`);
  }
  for (const skill of settings.mustHaves.skills) fails.push(sql`not ${holdsSql(skill)}`);
  if (settings.mustHaves.experience && needExp >= 0) {
    fails.push(
      sql`coalesce(${levelSql(yearsOfExp.values, sql`${users.yearsOfExp}`)} < ${needExp}, false)`,
    );
  }
  if (settings.mustHaves.education && needEdu >= 0) {
    fails.push(
      sql`coalesce(${levelSql(hlOfEdu.values, sql`${users.hlOfEdu}`)} < ${needEdu}, false)`,
    );
  }
  // Without must-haves everyone passes: no term to order by (a constant is refused there).
  const passes =
    fails.length === 0
      ? sql<boolean>`(${users.id} is not null)`
      : sql<boolean>`not (${sql.join(fails, sql` or `)})`;
  return { score, passes };
}

/** The roles that manage every posting (the policy's 'yes' for postings.manage). */
const rolesManagingEveryPosting = memberRoles.filter(
  (role) => grantOf(role, 'postings.manage') === 'yes',
);

/** decisions.md 11: the member manages the posting (every posting, or it is on their team). */
async function memberManagesPosting(
  db: Db,
  viewer: { companyId: string; memberId: string },
  jobId: string,
): Promise<boolean> {
  const roles = sql.join(
    rolesManagingEveryPosting.map((role) => sql`${role}`),
    sql`, `,
  );
  const result = await db.execute(sql`select (exists (select 1 from company_members m
      where m.id = ${viewer.memberId} and m.company_id = ${viewer.companyId} and m.role in (${roles}))
    or exists (select 1 from job_team_members t where t.job_id = ${jobId}
      and t.member_id = ${viewer.memberId})) as ok`);
  const rows = (result as unknown as { rows: Array<{ ok: boolean }> }).rows;
  return rows[0]?.ok === true;
}

/**
 * The fit target a member may rank by: a posting they manage (issue 38: a hiring manager off its
 * team gets none, as for an unknown posting) or a card of the company; undefined otherwise.
 */
export async function fitTargetFor(
  db: Db,
  viewer: { companyId: string; memberId: string },
  target: { jobId?: string | undefined; cardId?: string | undefined },
): Promise<FitTarget | undefined> {
  const seen = !target.jobId || (await memberManagesPosting(db, viewer, target.jobId));
  return seen ? findFitTarget(db, viewer.companyId, target) : undefined;
}

/** A result's fit as the API answers it: scoreFit of the row, reasons in the reader's language. */
export function searchFitOf(
  row: { isi?: SearchRowIsi | null; fitFacts?: { skills: string[]; country: string | null } } & {
    HLOfEdu: string;
    yearsOfExp: string;
    jobPosition: string;
  },
  target: FitTarget,
  lang: Language,
): SearchFit {
  // Issue 40: the domain's one score, as the pipeline's (search has no screening answers).
  const fit = scoreFit(target.posting, {
    source: 'profile',
    isi: row.isi ?? null,
    skills: row.fitFacts?.skills ?? [],
    education: row.HLOfEdu || null,
    experience: row.yearsOfExp || null,
    field: row.jobPosition || null,
    country: row.fitFacts?.country ?? null,
    screening: [],
  });
  return {
    score: fit.score,
    passes: fit.passes,
    reasons: fit.reasons.map((reason) => reasonText(reason, lang)),
  };
}

type SearchRowIsi = { flp: number; frp: number; brp: number; blp: number };
