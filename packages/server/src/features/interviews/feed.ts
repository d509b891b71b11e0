// Interviews (issue 19, decisions.md 12, decision 120; split by flow in issue 45): my interviews and the private calendar feed.
import {
  interviewLimits,
  type CompanyInterviewsPage,
  type CompanyInterviewsQuery,
  type MyInterviewsPage,
  type MyInterviewsQuery,
} from '@talentpool/domain/interviews/schemas';
import type { Caller } from '../../lib/caller';
import { grantOf } from '@talentpool/domain/members/policy';
import { decodeCursor, encodeCursor, keysetStart } from '../../lib/cursor';
import { interviewFeed, type CalendarInterview } from './calendar';
import { forbidden, notFound, hashSecret } from './shared';
import { organizerOf } from './messages';
import { type InterviewsContext } from './context';

/**
 * decisions.md 11 (issue 38): these calls are the member's own (`company.read`, which a member
 * held at second-factor set-up keeps for "who am I"), but they show candidates and interviews:
 * not before the factor the company requires is set up (403).
 */
function assertPastSetUp(caller: Caller): void {
  if (caller.member.setupRequired) throw forbidden();
}

/** The feed flow's calls of the interviews service. */
export function feedFlow(context: InterviewsContext) {
  const { options, repository, clock, feedToken, toInterviews } = context;
  return {
    async mine(caller: Caller, query: MyInterviewsQuery): Promise<MyInterviewsPage> {
      assertPastSetUp(caller);
      const { rows, total } = await repository.interviewsOfMember(
        caller.member.id,
        query.scope,
        clock.now(),
        (query.page - 1) * query.pageSize,
        query.pageSize,
      );
      return {
        interviews: await toInterviews(rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * Issue 42 (decision 235): the company's interviews for integrations, by cursor or page. A
     * hiring manager sees those of their teams' postings, an interviewer those they are on
     * (interviews.read's scoped grants); everyone else, and API keys, the company's.
     */
    async companyPage(
      caller: Caller,
      query: CompanyInterviewsQuery,
    ): Promise<CompanyInterviewsPage> {
      assertPastSetUp(caller);
      const grant = grantOf(caller.member.role, 'interviews.read');
      const after = query.cursor === undefined ? keysetStart : decodeCursor(query.cursor);
      const found = await repository.interviewsOfCompany(
        caller.companyId,
        {
          after,
          offset: query.cursor === undefined ? (query.page - 1) * query.pageSize : 0,
          limit: query.pageSize,
        },
        grant === 'team' || grant === 'interview'
          ? { memberId: caller.member.id, by: grant }
          : undefined,
      );
      const interviews = await toInterviews(found.rows);
      if (query.cursor === undefined) {
        return { interviews, total: found.total, page: query.page, pageSize: query.pageSize };
      }
      const last = found.rows.at(-1);
      return {
        interviews,
        total: found.total,
        page: 1,
        pageSize: query.pageSize,
        nextCursor: encodeCursor(last ? { us: last.keyUs, id: last.id } : after),
        hasMore: found.hasMore,
      };
    },

    /**
     * The member's feed URL, made on first call; `renew` makes a new secret and the old URL
     * answers 404 from then on. Only the token's hash is stored; the token itself is an HMAC
     * of the member and the feed's creation instant under the server's secret, so that the
     * same URL can be shown again without keeping it.
     */
    async feedUrl(caller: Caller, renew: boolean): Promise<{ url: string }> {
      assertPastSetUp(caller);
      const existing = await repository.feedOf(caller.member.id);
      let createdAt = existing?.createdAt;
      if (!createdAt || renew) {
        const now = Date.now();
        createdAt = new Date(Math.max(now, (existing?.createdAt.getTime() ?? 0) + 1));
        await repository.saveFeed(
          caller.member.id,
          hashSecret(feedToken(caller.member.id, createdAt)),
          createdAt,
        );
      }
      return {
        url: `${options.publicUrl}/api/calendar/${feedToken(caller.member.id, createdAt)}.ics`,
      };
    },

    async feed(token: string): Promise<string> {
      const owner = await repository.memberOfFeed(hashSecret(token));
      if (!owner) throw notFound();
      const since = new Date(clock.now().getTime() - interviewLimits.feedPastDays * 86_400_000);
      const rows = await repository.feedInterviews(owner.memberId, since);
      const answers = await toInterviews(rows);
      const companyName = rows[0]
        ? ((await repository.applicationById(rows[0].applicationId))?.companyName ?? '')
        : '';
      const schedulers = await repository.membersById([
        ...new Set(rows.flatMap((row) => (row.createdByMemberId ? [row.createdByMemberId] : []))),
      ]);
      const events = rows.map((row, i): CalendarInterview => {
        const answer = answers[i];
        return {
          uid: row.uid,
          sequence: row.sequence,
          status: row.status,
          startsAt: row.startsAt,
          durationMinutes: row.durationMinutes,
          timeZone: row.timeZone,
          location: row.location,
          videoUrl: row.videoUrl,
          summary: `${answer?.job.title ?? ''} – ${answer?.candidate.name ?? ''}`,
          description: row.videoUrl ?? '',
          organizer: organizerOf(
            schedulers.find((m) => m.id === row.createdByMemberId),
            (answer?.interviewers ?? []).map((p) => ({ ...p, role: 'interviewer' as const })),
          ),
          attendees: (answer?.interviewers ?? []).map((p) => ({ name: p.name, email: p.email })),
          updatedAt: row.updatedAt,
        };
      });
      return interviewFeed(companyName ? `${companyName} – interviews` : 'Interviews', events);
    },
  };
}
