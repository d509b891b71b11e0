// The webhooks module's surface (issue 42, decisions.md 18): its routes (with the delivery
// loop) for app.ts, its listeners of other modules' events, and the dispatcher of a server for
// tests and benches to drain.
export { default as webhooksRoutes, webhookDispatcherOf, type WebhooksTestHooks } from './routes';
export { webhooksListeners } from './listeners';
export { removeOldDeliveries, webhookCleanupJob } from './cleanup';
