// Decision 120 (decisions.md 12): the shapes of the interview calls as the contract writes them.
// The domain has no interview schemas yet (the server's feature is built at the same time); when
// it gains them, these types give way to its z.infer types.
import type { Member } from '@talentpool/domain/members/schemas';

export const recommendations = ['strongNo', 'no', 'yes', 'strongYes'] as const;
export type Recommendation = (typeof recommendations)[number];

/** The scores of a scorecard: 1..4 per attribute of the posting's kit. */
export const scores = [1, 2, 3, 4] as const;

/** Self-scheduling offers at most this many slots; durations are 15..480 minutes. */
export const interviewLimits = {
  maxSlots: 10,
  minDuration: 15,
  maxDuration: 480,
  defaultDuration: 60,
  maxAttributes: 20,
  maxAttributeLength: 80,
  notesMax: 5000,
} as const;

export interface InterviewPerson {
  _id: string;
  name: string | null;
  email: string;
  scorecardSubmitted?: boolean;
}

export interface Interview {
  _id: string;
  applicationId: string;
  jobId: string;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  timeZone: string;
  location: string | null;
  videoUrl: string | null;
  status: 'scheduled' | 'cancelled';
  sequence: number;
  interviewers: InterviewPerson[];
  candidate: { _id: string; name: string | null };
  job: { _id: string; title: string };
}

export interface Slot {
  startsAt: string;
  durationMinutes: number;
}

export interface InterviewOffer {
  _id: string;
  slots: Slot[];
  usedAt: string | null;
  expiresAt: string;
}

export interface ApplicationInterviews {
  interviews: Interview[];
  offers: InterviewOffer[];
}

export interface ScheduleInput {
  startsAt: string;
  durationMinutes: number;
  timeZone: string;
  location?: string;
  videoUrl?: string;
  interviewerIds: string[];
}

export interface OfferInput {
  slots: Slot[];
  timeZone: string;
  interviewerIds: string[];
  location?: string;
  videoUrl?: string;
}

export interface PublicSlots {
  company: { name: string | null };
  job: { title: string };
  timeZone: string;
  location: string | null;
  videoUrl: string | null;
  slots: Slot[];
}

export interface InterviewKit {
  attributes: string[];
  isDefault: boolean;
}

export interface Rating {
  attribute: string;
  score: number;
}

export interface ScorecardInput {
  ratings: Rating[];
  recommendation: Recommendation;
  notes: string;
}

export interface Scorecard {
  _id: string;
  interviewId: string;
  interviewer: Pick<Member, '_id' | 'email'> & { name: string | null };
  ratings: Rating[];
  recommendation: Recommendation;
  notes: string;
  submittedAt: string;
}

export interface ScorecardList {
  scorecards: Scorecard[];
  hidden: boolean;
  summary: {
    submitted: number;
    expected: number;
    average: number | null;
    attributes: Array<{ attribute: string; average: number | null }>;
    recommendations: Record<Recommendation, number>;
  };
}

export interface MyInterviewsPage {
  interviews: Interview[];
  total: number;
  page: number;
  pageSize: number;
}

/** What listApplicants adds to each applicant (decision 120): the pipeline card's summary. */
export interface ApplicantInterviews {
  next: string | null;
  scorecards: { submitted: number; expected: number };
}

export const personName = (person: { name: string | null; email?: string }) =>
  person.name ?? person.email ?? '';
