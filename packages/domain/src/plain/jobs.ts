// decisions 100 and 126: the values of a posting's status, workplace and a hire's outcome. The
// zod-free half of jobs/schemas.ts (which re-exports these and builds its schemas from them):
// the job board and the job page import from here and from jobs/reach.ts and jobs/labels.ts,
// so the pages where strangers land do not download zod (decision 156).
export const postingStatuses = ['draft', 'published', 'closed'] as const;
export type PostingStatus = (typeof postingStatuses)[number];

export const workplaces = ['onsite', 'remote', 'hybrid'] as const;
export type Workplace = (typeof workplaces)[number];

export const outcomes = ['successful', 'unsuccessful'] as const;
export type Outcome = (typeof outcomes)[number];

/** Issue 25 (decision 126): the kind of employment and a salary's period (jobs/reach.ts). */
export const employmentTypes = [
  'fullTime',
  'partTime',
  'contract',
  'temporary',
  'internship',
] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const salaryPeriods = ['hour', 'day', 'week', 'month', 'year'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];
