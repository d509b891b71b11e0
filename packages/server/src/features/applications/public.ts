// The applications module's surface (issue 45): it owns the applications tables (applications
// with their screening and fit columns, application_events, application_notes,
// guest_applicants, applicant_cvs); every write of them outside this folder goes through a
// function here (src/applicationWrites.test.ts checks it). The one way to create an application
// is createApplication.
export {
  anonymiseApplications,
  anonymiseGuestDetails,
  blankApplicationNotes,
  forgetLinkApplicants,
} from './anonymise';
export {
  createApplication,
  setApplicationSource,
  type Applicant,
  type ApplicantCvFile,
  type ApplicationRow,
  type NewApplication,
} from './create';
export { confirmGuestApplication, discardGuestClaim } from './guestClaims';
export { setApplicationLanguage } from './language';
export { mergeApplications, undoApplicationMerge, type MergeInput } from './merge';
export { mergeCvIntoApplication } from './mergeCv';
export { moveBatch, type MoveBatch } from './moveBatch';
export { moveStage, type StageMove } from './moveStage';
export { addApplicationNote } from './notes';
export { setOutcome } from './outcome';
export { replaceStages } from './replaceStages';
export { rejectByKnockout, storeScreeningAnswers } from './screeningAnswers';
export { answerSourcing } from './sourcedAnswer';
export { withdrawApplication } from './withdraw';
export {
  hireFromOffer,
  offerActions,
  recordOfferEvent,
  type OfferAction,
  type OfferEvent,
} from './offers';
