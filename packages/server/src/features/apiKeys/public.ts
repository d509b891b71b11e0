// The API keys module's surface (issue 42, decisions.md 18): what app.ts may use.
export { default as apiKeysRoutes } from './routes';
