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
const en = {
  brand: 'TalentPool',
  nav: {
    home: 'Home',
    about: 'About ISI',
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
    links: 'Single-use links',
    companyBilling: 'Billing',
    logOut: 'Log Out',
  },
  planned: {
    heading: 'Coming soon',
    body: 'This screen is part of the product plan and is being built.',
  },
  screens: {
    home: {
      title: 'The talent pool for a good hire',
      body: 'Job seekers build a profile and take the ISI; companies find the right people.',
    },
    about: {
      title: 'About ISI',
      body: 'The landing page: the Intellectual Style Inventory and how the product works.',
    },
    auth: { title: 'Login', body: 'Log in, sign up or reset your password.' },
    questionnaire: {
      title: 'ISI questionnaire',
      body: 'Instructions, then 48 statements on 6 pages.',
    },
    oneTimeQuestionnaire: {
      title: 'ISI questionnaire',
      body: 'The questionnaire for a single-use link.',
    },
    myProfile: { title: 'My profile', body: 'Your profile, its shareable link and your picture.' },
    avatar: {
      title: 'My Avatar',
      body: 'Your personality type, leadership style and eight scores.',
    },
    userBill: { title: 'Billing', body: 'Your plan.' },
    userForm: {
      title: 'Create your profile',
      body: 'Basic info, contact, education, certificates, internships, skills, work experience and CV.',
    },
    editUser: { title: 'Edit profile', body: 'Update your profile.' },
    companyProfile: { title: 'Company profile', body: 'Your company profile.' },
    companyFilter: {
      title: 'Filter through users',
      body: 'Search candidates by position, experience, education, faculty, type and style.',
    },
    findBoss: {
      title: 'Find a Boss',
      body: 'Describe the leader you need and see the leadership style it points to.',
    },
    jobMatch: {
      title: 'Job Match',
      body: 'Pick the competencies of a role and see the leadership style it points to.',
    },
    companyBill: { title: 'Billing', body: 'Your company plan.' },
    links: { title: 'Welcome Back !', body: 'Request a single use link.' },
    oneTimeUsers: {
      title: 'All Users',
      body: 'People who received a single-use link, and their results.',
    },
    companyForm: {
      title: 'Set up your company profile',
      body: 'Company data, social accounts and contact person.',
    },
    editCompany: { title: 'Edit company info', body: 'Update your company profile.' },
    viewProfile: {
      title: 'Profile',
      body: 'A shareable candidate profile with personality details.',
    },
  },
  profile: profileEn,
  auth: authEn,
  checklists: checklistsEn,
  landing: landingEn,
  links: linksEn,
  isi: isiEn,
  company: companyEn,
};

export type Resources = typeof en;
export default en;
