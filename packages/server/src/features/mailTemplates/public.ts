// The mailTemplates module's surface (issue 45, decision 175): what app.ts and other modules may use.
export { default as mailTemplatesRoutes } from './routes';
export {
  applicationMailerOf,
  renderCompanyMail,
  settleApplicationMails,
  type ApplicationMailer,
  type ApplicationMailInput,
  type Localized,
} from './applicationMail';
