// The fairness module's surface (issue 40, decisions.md 21): what app.ts and other modules may use.
export { default as fairnessRoutes } from './routes';
export { saveFairnessSurvey } from './service';
// Decision 274: aggregates for the ISI technical report (counts per group, never a person).
export { surveyGroupsByIsiType, type GroupTypeRow } from './repository';
