// The candidateActions module's surface (issue 45, decision 175): what app.ts and other modules may use.
export { default as candidateActionsRoutes } from './routes';
export { default as sourcingRoutes } from './sourcedNoticeRoutes';
