// The guestApply module's surface (issue 45, decision 175): what app.ts and other modules may use.
export { default as guestApplyRoutes } from './routes';
export { default as guestClaimsRoutes } from './claimsRoutes';
