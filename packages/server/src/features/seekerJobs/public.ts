// The seekerJobs module's surface (issue 46): what app.ts may use.
export { default as seekerJobsRoutes } from './routes';
