// Decision 120 (decisions.md 12): the shapes of the interview calls are the domain's schemas (one
// schema for the form, the server and the OpenAPI document); the web app adds only what it shows.
import type { ScorecardBody, Slot } from '@talentpool/domain/interviews/schemas';
import { interviewLimits as domainLimits } from '@talentpool/domain/interviews/schemas';

export {
  recommendations,
  type ApplicantInterviews,
  type ApplicationInterviews,
  type Interview,
  type InterviewKit,
  type InterviewSlots as PublicSlots,
  type MyInterviewsPage,
  type OfferSummary as InterviewOffer,
  type Recommendation,
  type Scorecard,
  type ScorecardList,
  type Slot,
} from '@talentpool/domain/interviews/schemas';

/** The scores of a scorecard: 1..4 per attribute of the posting's kit. */
export const scores = [1, 2, 3, 4] as const;

export const interviewLimits = {
  maxSlots: domainLimits.slotsMax,
  minDuration: domainLimits.durationMin,
  maxDuration: domainLimits.durationMax,
  maxAttributes: domainLimits.kitMax,
  maxAttributeLength: domainLimits.attributeMax,
  notesMax: domainLimits.notesMax,
  /** What the schedule dialog proposes first: an hour. */
  defaultDuration: 60,
} as const;

/** scheduleInterview's body as the dialog sends it (strings trimmed, empty fields left out). */
export interface ScheduleInput {
  startsAt: string;
  durationMinutes: number;
  timeZone: string;
  location?: string;
  videoUrl?: string;
  interviewerIds: string[];
}

/** offerInterviewSlots' body as the dialog sends it. */
export interface OfferInput {
  slots: Slot[];
  timeZone: string;
  interviewerIds: string[];
  location?: string;
  videoUrl?: string;
}

export type ScorecardInput = Required<ScorecardBody>;

export const personName = (person: { name: string | null; email?: string }) =>
  person.name || person.email || '';
