// The fairness module's surface (issue 40, decisions.md 21): what app.ts and other modules may use.
export { default as fairnessRoutes } from './routes';
export { saveFairnessSurvey } from './service';
