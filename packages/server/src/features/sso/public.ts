// The sso module's surface (issue 42): what app.ts may use.
export { default as ssoRoutes } from './routes';
