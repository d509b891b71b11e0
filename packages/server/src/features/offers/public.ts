// The offers module's surface (issue 41, decisions.md 20): what app.ts and other modules may use.
export { default as offersRoutes, expireOffersJob } from './routes';
export { offerCodeOf, userApplicationOffers } from './service';
