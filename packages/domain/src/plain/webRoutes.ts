// decisions.md 17 (issue 39): the web app's page addresses, one list for both sides. The web
// router declares exactly these (packages/web/src/app/routes.test.ts compares them), and the
// server answers 404 with the app's not-found page for a page address that matches none of them,
// instead of 200 with the app shell (a soft 404 to search engines).

/** Every route pattern of the web app's router (react-router syntax: `:name` is one segment). */
export const webRoutePatterns = [
  // Public
  '/',
  '/about',
  '/auth',
  '/auth/change-password/:id',
  // Issue 42: back from the company's identity provider.
  '/auth/sso',
  '/identification/:id',
  '/viewProfile',
  '/viewProfile/:id',
  '/jobs',
  '/jobs/:id',
  '/jobs/:id/apply',
  '/apply/follow/:token',
  '/join/:token',
  '/schedule/:code',
  // Issue 41: the candidate's offer page.
  '/offers/:code',
  '/alerts/unsubscribe/:token',
  '/digest/unsubscribe',
  // Issue 46: the job alert mail's unsubscribe page.
  '/job-alerts/unsubscribe',
  // Job seeker
  '/Q',
  '/isi',
  // Issue 40 (decision 274): the ISI's technical report, public.
  '/isi/technical',
  '/Userform',
  '/EditUserInfo',
  '/Profile',
  '/Profile/myprofile',
  '/Profile/Avatar',
  '/Profile/Bill',
  '/Profile/Applications',
  '/Profile/Security',
  // Issue 46: recommended jobs, saved jobs and job alerts.
  '/Profile/Jobs',
  // Company
  '/Companyform',
  '/EditCompanyInfo',
  '/Company',
  '/Company/Profile',
  '/Company/Filter',
  '/Company/findboss',
  '/Company/jobmatch',
  '/Company/bill',
  '/CompanyView',
  '/CompanyView/Profile',
  '/CompanyView/Users',
  '/CompanyView/findboss',
  '/CompanyView/jobmatch',
  '/CompanyView/bill',
  '/CompanyView/Jobs',
  '/CompanyView/Jobs/new',
  '/CompanyView/Jobs/:id',
  '/CompanyView/Jobs/:id/edit',
  // Issue 41: the offers waiting for the member's approval.
  '/Company/Offers',
  // Decision 271: the approvals screen (offers and job postings) and the posting approvers.
  '/Company/Approvals',
  '/Company/ApprovalSettings',
  '/CompanyView/Jobs/:id/import',
  '/Company/Members',
  '/CompanyView/Members',
  '/Company/Audit',
  // Issue 42: Integrations › Single sign-on.
  '/Company/Integrations/SingleSignOn',
  // Issue 42: Integrations › API keys and Webhooks.
  '/Company/Integrations/ApiKeys',
  '/Company/Webhooks',
  // Issue 46: the first hour's guide.
  '/Company/Welcome',
  '/Company/Pools',
  '/Company/MailTemplates',
  // Issue 41: the offer letter templates.
  '/Company/OfferLetters',
  '/Company/Pools/:id',
  '/CompanyView/Audit',
  '/Company/Process',
  '/CompanyView/Process',
  '/Company/Process/templates/new',
  '/Company/Process/templates/:id',
  '/Company/Security',
  '/CompanyView/Security',
  '/Company/Interviews',
  '/Company/Reports',
  '/CompanyView/Interviews',
  '/Company/Interviews/:id/scorecard',
  '/CompanyView/Interviews/:id/scorecard',
  // Operators
  '/Operator',
] as const;

export type WebRoutePattern = (typeof webRoutePatterns)[number];

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');
const compiled = webRoutePatterns.map((pattern) => segmentsOf(pattern.toLowerCase()));

/**
 * Does a pathname (no query) open a page of the web app? As react-router matches: letters in any
 * case (its routes are case-insensitive), a trailing slash ignored, `:name` one non-empty segment.
 */
export function isWebPage(pathname: string): boolean {
  let segments: string[];
  try {
    segments = segmentsOf(decodeURIComponent(pathname).toLowerCase());
  } catch {
    return false;
  }
  return compiled.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
