// The accounts module's surface (issue 45, decision 175): what app.ts and other modules may use.
export { default as accountsRoutes } from './routes';
export { accountsListeners } from './listeners';
export { createSecretCheckLimit, type SecretCheck } from './secretCheckLimit';
export { confirmAccountOwner } from './service';
// Issue 42: single sign-on answers a member's login as a password login does.
export { memberLoginAnswer } from './service';
