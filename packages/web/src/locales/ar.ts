import type { Resources } from './en';
import { coreAr } from './core/ar';
import { sharedFirstScreenAr } from './shared/firstScreen/ar';
import { sharedAr } from './shared/ar';
import { checklistsAr } from '../features/checklists/locales/ar';
import { landingAr } from '../features/landing/locales/ar';
import { profileAr } from '../features/profile/locales/ar';
import { authAr } from '../features/auth/locales/ar';
import { linksAr } from '../features/links/locales/ar';
import { isiAr } from '../features/isi/locales/ar';
import { companyAr } from '../features/company/locales/ar';
import { jobsAr } from '../features/jobs/locales/ar';
import { membersAr } from '../features/members/locales/ar';
import { auditAr } from '../features/audit/locales/ar';
import { operatorAr } from '../features/operator/locales/ar';
import { securityAr } from '../features/security/locales/ar';
import { offersAr } from '../features/offers/locales/ar';
import { interviewsAr } from '../features/interviews/locales/ar';
import { poolsAr } from '../features/pools/locales/ar';
import { mailTemplatesAr } from '../features/mailTemplates/locales/ar';
import { guestApplyAr } from '../features/guestApply/locales/ar';
import { cvImportAr } from '../features/cvImport/locales/ar';
import { reportsAr } from '../features/reports/locales/ar';
import { surveyAr } from '../components/fairnessSurvey/texts';
import { processAr } from '../features/process/locales/ar';
// Issue 42: single sign-on settings.
import { ssoAr } from '../features/sso/locales/ar';
import { integrationsAr } from '../features/integrations/locales/ar';
import { seekerAr } from '../features/seeker/locales/ar';

// Arabic texts of the web app; same keys as en.ts.
const ar: Resources = {
  ...coreAr,
  ...sharedFirstScreenAr,
  ...sharedAr,
  profile: profileAr,
  auth: authAr,
  checklists: checklistsAr,
  landing: landingAr,
  links: linksAr,
  isi: isiAr,
  company: companyAr,
  jobs: jobsAr,
  members: membersAr,
  audit: auditAr,
  operator: operatorAr,
  security: securityAr,
  interviews: interviewsAr,
  pools: poolsAr,
  offers: offersAr,
  mailTemplates: mailTemplatesAr,
  guestApply: guestApplyAr,
  cvImport: cvImportAr,
  reports: reportsAr,
  // Issue 40 (decisions.md 21): the voluntary survey.
  survey: surveyAr,
  process: processAr,
  sso: ssoAr,
  integrations: integrationsAr,
  seeker: seekerAr,
};

export default ar;
