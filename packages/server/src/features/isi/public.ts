// The isi module's surface (issue 45, decision 175): what app.ts and other modules may use.
export { default as isiRoutes } from './routes';
export { isiListeners } from './listeners';
export { isiRepository, type IsiRepository } from './repository';
export { refreshIsiStatistics } from './service';
