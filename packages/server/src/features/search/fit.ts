// Candidate search (spec 5 Filter, decisions.md 3 and 13), its own module since issue 45 (decision
// 178). Ranking by fit: a posting's or a card's requirement profile as a score in SQL (decision
// 100).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { FIT_HARD_WEIGHT, FIT_STYLE_WEIGHT } from '@talentpool/domain/jobs/fit';
import { hlOfEdu, yearsOfExp } from '@talentpool/domain/profile/enums';
import { type Db } from '../../db/database';
import { descriptionCards, jobPostings, users } from '../../db/schema';
import { type Bind, asIs } from './terms';

/** What sort=fit ranks by: a posting's or a card's requirement profile (decision 100). */
export interface FitTarget {
  profile: { '4': number; '5': number; '6': number; '7': number };
  minEducation: string | null;
  minExperience: string | null;
}

/** A posting or saved description card of the company, as a fit target; undefined if not its. */
export async function findFitTarget(
  db: Db,
  companyId: string,
  target: { jobId?: string | undefined; cardId?: string | undefined },
): Promise<FitTarget | undefined> {
  const weights = (p: Record<string, number>) => ({
    '4': p['4'] ?? 0,
    '5': p['5'] ?? 0,
    '6': p['6'] ?? 0,
    '7': p['7'] ?? 0,
  });
  if (target.jobId) {
    const [row] = await db
      .select({
        profile: jobPostings.requirementProfile,
        minEducation: jobPostings.minEducation,
        minExperience: jobPostings.minExperience,
      })
      .from(jobPostings)
      .where(and(eq(jobPostings.id, target.jobId), eq(jobPostings.companyId, companyId)))
      .limit(1);
    return row && { ...row, profile: weights(row.profile) };
  }
  if (target.cardId) {
    const [row] = await db
      .select({ profile: descriptionCards.profile })
      .from(descriptionCards)
      .where(and(eq(descriptionCards.id, target.cardId), eq(descriptionCards.companyId, companyId)))
      .limit(1);
    return row && { profile: weights(row.profile), minEducation: null, minExperience: null };
  }
  return undefined;
}

/** meetsMinimum of the domain's fit, in SQL, for a minimum known when the statement is built. */
function meetsSql(order: readonly string[], required: string | null, column: SQL, bind: Bind): SQL {
  const need = required === null ? -1 : order.indexOf(required);
  if (need < 0) return sql`true`;
  const list = sql.join(
    order.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql`coalesce(array_position(array[${list}]::text[], ${column}) - 1 >= ${bind(need)}::int, false)`;
}

/**
 * The fit score of decision 100 (the domain's fitOf, packages/domain/src/jobs/fit.ts) as an SQL
 * expression to order the whole pool by: the same sums in the same order in float8, rounded as
 * Math.round does (floor(x + 0.5)), null without an ISI result. The page's scores and reasons
 * are then computed by fitOf itself; fitSql.test.ts holds the two equal.
 */
export function fitScoreSql(target: FitTarget, bind: Bind = asIs): SQL {
  const w = (['4', '5', '6', '7'] as const).map((s) => Math.max(0, target.profile[s]));
  const total = w.reduce((a, b) => a + b, 0);
  const [w4, w5, w6, w7] = total > 0 ? w : [1, 1, 1, 1];
  const divisor = total > 0 ? total : 4;
  const style = sql`((${bind(w4)}::float8 * ${users.flp} + ${bind(w5)}::float8 * ${users.frp} + ${bind(w6)}::float8 * ${users.brp} + ${bind(w7)}::float8 * ${users.blp}) / ${bind(divisor)}::float8)`;
  const met = (condition: SQL) => sql`(case when ${condition} then 100 else 0 end)`;
  const hard = sql`((${met(meetsSql(hlOfEdu.values, target.minEducation, sql`${users.hlOfEdu}`, bind))} + ${met(meetsSql(yearsOfExp.values, target.minExperience, sql`${users.yearsOfExp}`, bind))})::float8 / 2)`;
  return sql`least(100, greatest(0, floor(${FIT_STYLE_WEIGHT}::float8 * ${style} + ${FIT_HARD_WEIGHT}::float8 * ${hard} + 0.5)))`;
}
