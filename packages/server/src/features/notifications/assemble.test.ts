import { describe, expect, it } from 'vitest';
import { assembleDigests, digestDayOf, type DigestRecipientRow } from './assemble';

const at = (h: number) => new Date(Date.UTC(2026, 10, 26, h));
const member = (
  memberId: string,
  jobId: string,
  title: string,
  extra: Partial<DigestRecipientRow> = {},
): DigestRecipientRow => ({
  jobId,
  title,
  memberId,
  email: `${memberId}@example.com`,
  memberName: `Name ${memberId}`,
  lang: 'en',
  role: 'recruiter',
  onTeam: true,
  ...extra,
});

describe('assembleDigests (decision 147)', () => {
  it('makes one digest per member listing each posting with new applicants, oldest first', () => {
    const digests = assembleDigests(
      [
        { jobId: 'j2', name: 'Zaid', appliedAt: at(15) },
        { jobId: 'j1', name: 'Mona', appliedAt: at(9) },
        { jobId: 'j2', name: 'Amal', appliedAt: at(8) },
      ],
      [
        member('m1', 'j2', 'Warehouse planner'),
        member('m1', 'j1', 'Analyst'),
        member('m2', 'j2', 'Warehouse planner', { lang: 'ar', memberName: null }),
      ],
    );
    expect(digests).toEqual([
      {
        memberId: 'm1',
        email: 'm1@example.com',
        memberName: 'Name m1',
        lang: 'en',
        postings: [
          { jobId: 'j1', title: 'Analyst', applicants: ['Mona'] },
          { jobId: 'j2', title: 'Warehouse planner', applicants: ['Amal', 'Zaid'] },
        ],
      },
      {
        memberId: 'm2',
        email: 'm2@example.com',
        memberName: 'm2@example.com',
        lang: 'ar',
        postings: [{ jobId: 'j2', title: 'Warehouse planner', applicants: ['Amal', 'Zaid'] }],
      },
    ]);
  });

  it('sends nothing when there are no new applicants, and only to who may manage the posting', () => {
    expect(assembleDigests([], [member('m1', 'j1', 'Analyst')])).toEqual([]);
    const digests = assembleDigests(
      [{ jobId: 'j1', name: 'Mona', appliedAt: at(9) }],
      [
        member('m1', 'j1', 'Analyst', { role: 'interviewer' }),
        member('m2', 'j1', 'Analyst', { role: 'hiringManager', onTeam: false }),
        member('m3', 'j1', 'Analyst', { role: 'hiringManager', onTeam: true }),
        member('m3', 'j1', 'Analyst', { role: 'hiringManager', onTeam: true }),
        member('m4', 'j1', 'Analyst', { role: 'nobody' }),
      ],
    );
    expect(digests.map((d) => d.memberId)).toEqual(['m3']);
    expect(digests[0]?.postings).toHaveLength(1);
  });

  it('covers the whole UTC day before the run', () => {
    expect(digestDayOf(new Date('2026-11-27T06:00:03Z'))).toEqual({
      start: new Date('2026-11-26T00:00:00Z'),
      end: new Date('2026-11-27T00:00:00Z'),
      day: '2026-11-26',
    });
  });
});
