// Interviews (issue 19, decisions.md 12, decision 120; split by flow in issue 45): scorecards, hidden from an interviewer until theirs is in.
import { kitLabels } from '@talentpool/domain/interviews/kit';
import {
  recommendations,
  type Scorecard,
  type ScorecardList,
} from '@talentpool/domain/interviews/schemas';
import type { z } from 'zod';
import type { scorecardBodySchema } from '@talentpool/domain/interviews/schemas';
import { assertMemberCan } from '../../plugins/app/auth';
import type { Caller } from '../../lib/caller';
import type { PersonRow, ScorecardRow } from './repository';
import { notFound, invalid, nameOf } from './shared';
import { type InterviewsContext } from './context';

/** The scorecards flow's calls of the interviews service. */
export function scorecardsFlow(context: InterviewsContext) {
  const { repository, allowedApplication, kitOf } = context;
  return {
    async submitScorecard(
      caller: Caller,
      interviewId: string,
      body: z.output<typeof scorecardBodySchema>,
    ): Promise<{ scorecard: Scorecard; created: boolean; applicationId: string }> {
      const found = await repository.findInterview(interviewId, caller.companyId, caller.member.id);
      if (!found) throw notFound();
      // decisions.md 12: only an interviewer of that interview (else 403).
      assertMemberCan(caller.member, 'scorecards.submit', { onInterview: found.isInterviewer });
      const { interview } = found;
      if (interview.status !== 'scheduled') throw invalid({ status: 'interviews.cancelled' });
      const ctx = await repository.applicationById(interview.applicationId);
      if (!ctx) throw notFound();
      const kit = await kitOf(ctx.posting, ctx.companyLang);
      const fields: Record<string, string> = {};
      body.ratings.forEach((rating, i) => {
        if (!kit.attributes.includes(rating.attribute)) {
          fields[`ratings.${i}.attribute`] = 'interviews.attributeUnknown';
        }
      });
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const { row, created } = await repository.upsertScorecard(
        {
          interviewId,
          memberId: caller.member.id,
          ratings: body.ratings,
          recommendation: body.recommendation,
          notes: body.notes,
        },
        { companyId: caller.companyId, applicationId: interview.applicationId },
      );
      const [member] = await repository.membersById([caller.member.id]);
      return {
        scorecard: toScorecard(row, member),
        created,
        applicationId: interview.applicationId,
      };
    },

    async scorecards(caller: Caller, applicationId: string): Promise<ScorecardList> {
      const ctx = await allowedApplication(applicationId, caller, 'applications.view');
      const [rows, interviews] = await Promise.all([
        repository.scorecardsOfApplication(applicationId),
        repository.interviewsOfApplication(applicationId),
      ]);
      const live = interviews.filter((i) => i.status === 'scheduled');
      const interviewerIds = await repository.interviewersOf(live.map((i) => i.id));
      const expected = [...interviewerIds.values()].reduce((n, ids) => n + ids.length, 0);
      // An interviewer sees the others' only once their own is in (decisions.md 12).
      const hidden =
        ctx.onInterview && !rows.some((r) => r.scorecard.memberId === caller.member.id);
      const visible = hidden ? [] : rows;
      const scores = visible.flatMap((r) => r.scorecard.ratings);
      const byAttribute = new Map<string, number[]>();
      for (const rating of scores) {
        byAttribute.set(rating.attribute, [
          ...(byAttribute.get(rating.attribute) ?? []),
          rating.score,
        ]);
      }
      const kit = await kitOf(ctx.posting, ctx.companyLang);
      const labels = new Map(kit.attributes.map((a, i) => [a, kit.labels[i]] as const));
      const mean = (values: number[]) =>
        Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
      const counts = Object.fromEntries(recommendations.map((r) => [r, 0])) as Record<
        (typeof recommendations)[number],
        number
      >;
      for (const r of visible) counts[r.scorecard.recommendation] += 1;
      return {
        scorecards: visible.map((r) => toScorecard(r.scorecard, { ...r.member, lang: 'en' })),
        hidden,
        summary: {
          submitted: rows.length,
          expected,
          average: scores.length > 0 ? mean(scores.map((s) => s.score)) : null,
          attributes: [...byAttribute].map(([attribute, values]) => ({
            attribute,
            average: mean(values),
            // Issue 37: as the kit names it; an attribute since removed from the kit as written.
            label: labels.get(attribute) ??
              kitLabels([attribute])[0] ?? { en: attribute, ar: attribute },
          })),
          recommendations: counts,
        },
      };
    },
  };
}

function toScorecard(row: ScorecardRow, member: PersonRow | undefined): Scorecard {
  return {
    _id: row.id,
    interviewId: row.interviewId,
    interviewer: {
      _id: row.memberId,
      name: member ? nameOf(member) : '',
      email: member?.email ?? '',
    },
    ratings: row.ratings,
    recommendation: row.recommendation,
    notes: row.notes,
    submittedAt: row.submittedAt.toISOString(),
  };
}
