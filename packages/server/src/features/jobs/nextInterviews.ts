// Issue 46 (decisions.md 23): the next scheduled interview of each of a job seeker's applications,
// for My applications: when (instant and time zone), how long, where, and the video link. Only
// what the seeker needs to attend: never the interviewers or the kit.
import { and, asc, gt, inArray, eq } from 'drizzle-orm';
import type { NextInterview } from '@talentpool/domain/seeker/applications';
import type { Db } from '../../db/database';
import { interviews } from '../../db/schema';

export async function nextInterviewsOf(
  db: Db,
  applicationIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, NextInterview>> {
  const next = new Map<string, NextInterview>();
  if (applicationIds.length === 0) return next;
  const rows = await db
    .select({
      applicationId: interviews.applicationId,
      startsAt: interviews.startsAt,
      durationMinutes: interviews.durationMinutes,
      timeZone: interviews.timeZone,
      location: interviews.location,
      videoUrl: interviews.videoUrl,
    })
    .from(interviews)
    .where(
      and(
        inArray(interviews.applicationId, [...applicationIds]),
        eq(interviews.status, 'scheduled'),
        gt(interviews.startsAt, now),
      ),
    )
    .orderBy(asc(interviews.startsAt));
  for (const row of rows) {
    if (next.has(row.applicationId)) continue;
    next.set(row.applicationId, {
      startsAt: row.startsAt.toISOString(),
      durationMinutes: row.durationMinutes,
      timeZone: row.timeZone,
      location: row.location,
      videoUrl: row.videoUrl,
    });
  }
  return next;
}
