// The jobs module's surface (issue 45, decision 175): what app.ts and other modules may use.
export { default as jobsRoutes } from './routes';
export { jobsListeners } from './listeners';
export { postingToInviteTo, postingToManage } from './postingAccess';
export { insertUserApplication, type PostingRow } from './repository';
export {
  applicationScreeningOf,
  postingScreeningOf,
  storeAnswers,
  type KnockoutRejection,
  type PostingScreening,
} from './screening';
export { allUserApplications, postingSearchText } from './service';
export { closePostingsPastDeadline, postingDeadlineJob } from './deadlines';
