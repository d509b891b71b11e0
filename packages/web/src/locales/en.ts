// English texts of the web app. Every key here must exist in ar.ts (a unit test checks both ways).
// Shared error and validation texts come from the domain package's messages. A feature keeps its
// own texts in features/<feature>/locales/{en,ar}.ts and is added below under its own key.
import { profileEn } from '../features/profile/locales/en';
import { authEn } from '../features/auth/locales/en';

import { checklistsEn } from '../features/checklists/locales/en';
import { landingEn } from '../features/landing/locales/en';
import { linksEn } from '../features/links/locales/en';
import { isiEn } from '../features/isi/locales/en';
import { companyEn } from '../features/company/locales/en';
import { jobsEn } from '../features/jobs/locales/en';
const en = {
  brand: 'TalentPool',
  nav: {
    home: 'Home',
    about: 'About ISI',
    jobs: 'Jobs',
    login: 'Login',
    profile: 'Profile',
    menu: 'Menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main navigation',
    language: 'Language',
    switchTo: 'العربية',
  },
  common: {
    loading: 'Loading...',
    retry: 'Try again',
    skipToContent: 'Skip to content',
    notFoundTitle: 'Page not found',
    notFoundBody: 'There is nothing at this address.',
    backHome: 'Back to the home page',
    signedOut: 'Your session has ended. Please log in again.',
  },
  sidebar: {
    label: 'Account menu',
    profile: 'Profile',
    avatar: 'My Avatar',
    userBilling: 'Billing Info',
    users: 'Users',
    findBoss: 'Find A Boss',
    jobMatch: 'Job Match',
    jobs: 'Jobs',
    applications: 'Applications',
    links: 'Single-use links',
    companyBilling: 'Billing',
    logOut: 'Log Out',
  },
  profile: profileEn,
  auth: authEn,
  checklists: checklistsEn,
  landing: landingEn,
  links: linksEn,
  isi: isiEn,
  company: companyEn,
  jobs: jobsEn,
};

export type Resources = typeof en;
export default en;
