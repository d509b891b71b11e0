// A published posting as getJob answers it, for the posting page's unit tests; each test
// overrides what it is about.
import type { Posting } from '@talentpool/domain/jobs/schemas';

export const samplePostingId = '0b6c1c4e-0b7a-4b8e-9a57-0d3f1f0a1b2c';

export function samplePosting(overrides: Partial<Posting> = {}): Posting {
  return {
    _id: samplePostingId,
    companyId: '1b6c1c4e-0b7a-4b8e-9a57-0d3f1f0a1b2c',
    companyName: 'Nile Works',
    companyPic: null,
    status: 'published',
    title: 'Operations Planner',
    description: 'Plan the routes.',
    workplace: 'onsite',
    country: 'EG',
    city: 'Cairo',
    field: 'Trading',
    minEducation: null,
    minExperience: null,
    requirementSource: { kind: 'findboss', items: [21, 22, 23] },
    requirementProfile: { '4': 0, '5': 0, '6': 0, '7': 43 },
    createdAt: '2026-11-20T10:00:00.000Z',
    publishedAt: '2026-11-20T10:00:00.000Z',
    closedAt: null,
    employmentType: 'fullTime',
    salary: null,
    applicationDeadline: null,
    openings: 1,
    ...overrides,
  };
}
