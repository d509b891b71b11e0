// English texts of the app shell: the brand, the navigation bar, the account sidebar and the
// common texts. Loaded before the first paint with the landing texts (locales/firstScreen).
export const coreEn = {
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
    file: { choose: 'Choose a file', none: 'No file chosen' },
    retry: 'Try again',
    skipToContent: 'Skip to content',
    notFoundTitle: 'Page not found',
    notFoundBody: 'There is nothing at this address.',
    backHome: 'Back to the home page',
    signedOut: 'Your session has ended. Please log in again.',
    // The domain's error.NETWORK text, for when the domain's messages cannot be downloaded
    // (lib/api.ts); a test keeps the two equal.
    unreachable: 'Cannot reach the server. Check your connection and try again.',
    pager: {
      previous: 'Previous',
      next: 'Next',
      pageOf: 'Page {{page, number}} of {{pages, number}}',
    },
  },
  sidebar: {
    label: 'Account menu',
    profile: 'Profile',
    avatar: 'My Avatar',
    userBilling: 'Billing Info',
    candidates: 'Candidates',
    pools: 'Talent pools',
    findBoss: 'Find A Boss',
    jobMatch: 'Job Match',
    jobs: 'Jobs',
    interviews: 'Interviews',
    applications: 'Applications',
    // Issue 46: recommended jobs, saved jobs and job alerts.
    jobsForYou: 'Jobs for you',
    links: 'Single-use links',
    companyBilling: 'Billing',
    members: 'Members',
    audit: 'Audit log',
    // Issue 42: Integrations › Single sign-on.
    sso: 'Single sign-on',
    webhooks: 'Webhooks',
    apiKeys: 'API keys',
    mailTemplates: 'Mail templates',
    offerLetters: 'Offer letters',
    offers: 'Approvals',
    approvalSettings: 'Posting approval',
    reports: 'Reports',
    process: 'Hiring process',
    security: 'Security',
    logOut: 'Log Out',
    // Issue 46 (decision 252): the guide of the first hour, and the company sidebar's groups.
    guide: 'Getting started',
    groups: {
      company: 'Your company',
      hiring: 'Hiring',
      candidates: 'Candidates',
      team: 'Team and settings',
    },
    // Decision 110: who is logged in (the member menu). Role names as the domain's
    // members.role.* (a test keeps them equal): the sidebar paints before those load.
    member: {
      label: 'Logged in as',
      role: 'Role: {{role}}',
      company: 'Company: {{company}}',
    },
    roles: {
      owner: 'Owner',
      admin: 'Admin',
      recruiter: 'Recruiter',
      hiringManager: 'Hiring manager',
      interviewer: 'Interviewer',
    },
  },
};

export type CoreTexts = typeof coreEn;
