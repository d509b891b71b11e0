// The links module's surface (issue 45, decision 175): what app.ts and other modules may use.
export { default as linksRoutes } from './routes';
export { createJobInvitations, linksPerCompany } from './jobInvitations';
export { linksListeners } from './listeners';
