// English texts of the web app. Every key here must exist in ar.ts (a unit test checks both ways).
// Shared error and validation texts come from the domain package's messages. A feature keeps its
// own texts in features/<feature>/locales/{en,ar}.ts and is added below under its own key (one
// line here, one in ar.ts). Each language loads on its own, after the first screen's texts
// (firstScreen/, the app shell of core/ and the landing texts): see lib/i18n.ts and decision 099.
// The texts of shared components (components/) are in shared/ (decision 111).
import { coreEn } from './core/en';
import { sharedFirstScreenEn } from './shared/firstScreen/en';
import { sharedEn } from './shared/en';
import { profileEn } from '../features/profile/locales/en';
import { authEn } from '../features/auth/locales/en';

import { checklistsEn } from '../features/checklists/locales/en';
import { landingEn } from '../features/landing/locales/en';
import { linksEn } from '../features/links/locales/en';
import { isiEn } from '../features/isi/locales/en';
import { companyEn } from '../features/company/locales/en';
import { jobsEn } from '../features/jobs/locales/en';
import { membersEn } from '../features/members/locales/en';
import { auditEn } from '../features/audit/locales/en';
import { operatorEn } from '../features/operator/locales/en';
import { securityEn } from '../features/security/locales/en';
import { offersEn } from '../features/offers/locales/en';
import { interviewsEn } from '../features/interviews/locales/en';
import { poolsEn } from '../features/pools/locales/en';
import { mailTemplatesEn } from '../features/mailTemplates/locales/en';
import { guestApplyEn } from '../features/guestApply/locales/en';
import { cvImportEn } from '../features/cvImport/locales/en';
import { reportsEn } from '../features/reports/locales/en';
import { surveyEn } from '../components/fairnessSurvey/texts';
import { processEn } from '../features/process/locales/en';
// Issue 42: single sign-on settings.
import { ssoEn } from '../features/sso/locales/en';
import { integrationsEn } from '../features/integrations/locales/en';
import { seekerEn } from '../features/seeker/locales/en';
const en = {
  ...coreEn,
  ...sharedFirstScreenEn,
  ...sharedEn,
  profile: profileEn,
  auth: authEn,
  checklists: checklistsEn,
  landing: landingEn,
  links: linksEn,
  isi: isiEn,
  company: companyEn,
  jobs: jobsEn,
  members: membersEn,
  audit: auditEn,
  operator: operatorEn,
  security: securityEn,
  interviews: interviewsEn,
  pools: poolsEn,
  offers: offersEn,
  mailTemplates: mailTemplatesEn,
  guestApply: guestApplyEn,
  cvImport: cvImportEn,
  reports: reportsEn,
  // Issue 40 (decisions.md 21): the voluntary survey.
  survey: surveyEn,
  process: processEn,
  sso: ssoEn,
  integrations: integrationsEn,
  seeker: seekerEn,
};

export type Resources = typeof en;
export default en;
