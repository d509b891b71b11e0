// Decision 147: the daily digest's assembly, pure so that it is unit-tested apart from the
// database. Rows in: the new applicants of the claimed postings and the members who should hear
// of each posting. Digests out: one per member, with each of their postings that had new
// applicants (in the order of the postings' titles), applicants oldest first. A member with no
// posting that had new applicants gets no digest; a posting nobody should hear of is dropped.
import { can, isMemberRole } from '@talentpool/domain/members/policy';

export interface DigestApplicantRow {
  jobId: string;
  name: string;
  appliedAt: Date;
}

export interface DigestRecipientRow {
  jobId: string;
  title: string;
  memberId: string;
  email: string;
  memberName: string | null;
  lang: string;
  role: string;
  /** On the posting's hiring team (else: the member who created it). */
  onTeam: boolean;
}

export interface MemberDigest {
  memberId: string;
  email: string;
  memberName: string;
  lang: string;
  postings: Array<{ jobId: string; title: string; applicants: string[] }>;
}

export function assembleDigests(
  applicants: readonly DigestApplicantRow[],
  recipients: readonly DigestRecipientRow[],
): MemberDigest[] {
  const byJob = new Map<string, DigestApplicantRow[]>();
  for (const row of applicants) {
    const list = byJob.get(row.jobId) ?? [];
    list.push(row);
    byJob.set(row.jobId, list);
  }
  const digests = new Map<string, MemberDigest>();
  const seen = new Set<string>();
  for (const r of recipients) {
    const list = byJob.get(r.jobId);
    if (!list || list.length === 0) continue;
    // The domain's policy: only who may manage the posting's pipeline hears of its applicants.
    if (!isMemberRole(r.role) || !can(r.role, 'postings.manage', { onTeam: r.onTeam })) continue;
    const key = `${r.memberId}:${r.jobId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const digest = digests.get(r.memberId) ?? {
      memberId: r.memberId,
      email: r.email,
      memberName: r.memberName?.trim() || r.email,
      lang: r.lang,
      postings: [],
    };
    digest.postings.push({
      jobId: r.jobId,
      title: r.title,
      applicants: [...list]
        .sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime())
        .map((a) => a.name),
    });
    digests.set(r.memberId, digest);
  }
  return [...digests.values()].map((d) => ({
    ...d,
    postings: d.postings.sort(
      (a, b) => a.title.localeCompare(b.title) || a.jobId.localeCompare(b.jobId),
    ),
  }));
}

/** The UTC day a digest covers: [start, end), the day before `now`'s. */
export function digestDayOf(now: Date): { start: Date; end: Date; day: string } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = new Date(end.getTime() - 86_400_000);
  return { start, end, day: start.toISOString().slice(0, 10) };
}
