// The pools module's surface (issue 45, decision 175): what app.ts and other modules may use.
export { default as poolsRoutes } from './routes';
export { visibleTo } from './repository';
export { addToPool } from './service';
