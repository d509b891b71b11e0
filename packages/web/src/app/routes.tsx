// spec 2 (Route list): every route of the spec opens its screen. Feature pages are lazy-loaded so
// the landing page ships little JavaScript. React Router matches paths case-insensitively, so
// /Q and /q are one route. The two company areas of the spec are one area with one sidebar
// (decisions.md section 8).
import { isValidElement, lazy as reactLazy } from 'react';
import { lazyPage as lazy } from '../lib/lazyPage';
import { matchRoutes, type RouteObject } from 'react-router';
import { Layout } from '../components/Layout';
import { AccountLayout } from '../components/AccountLayout';
import { RequireAccount } from '../components/RequireAccount';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/notFound/NotFoundPage';
import { prefetchQuestionnaire } from '../components/questionnaire/loadQuestionnaire';
import { currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/queryClient';
import { getSession } from '../lib/session';

// /Q, like /about and /auth, asks only for first-screen texts (the questionnaire's are in that
// set), and its statements start loading with its code rather than after it renders (decision
// 104; for a reload of /Q the boot script of vite.config.ts has already asked for both). Under
// the first frame the server painted (decision 285), the app's first frame waits for both.
const QuestionnairePage = lazy(
  () =>
    Promise.all([
      import('../features/isi/QuestionnairePage'),
      prefetchQuestionnaire(queryClient, currentLanguage()),
    ]).then(([m]) => ({ default: m.QuestionnairePage })),
  { allTexts: false },
);
const AvatarPage = lazy(() =>
  import('../features/isi/AvatarPage').then((m) => ({ default: m.AvatarPage })),
);
const IsiInfoPage = lazy(() =>
  import('../features/isi/IsiInfoPage').then((m) => ({ default: m.IsiInfoPage })),
);
// Issue 40 (decision 274): the ISI's technical report.
const TechnicalReportPage = lazy(() =>
  import('../features/isi/TechnicalReportPage').then((m) => ({ default: m.TechnicalReportPage })),
);

// /about asks only for first-screen texts (landing.*, checked by locales.test.ts), so it does not
// wait for the rest of the language as the other lazy pages do (decision 099). /auth neither.
// Preloadable (decision 291): under the server's first frame the app waits for the page's code.
const LandingPage = lazy(
  () => import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })),
  { allTexts: false },
);
const FindBossPage = lazy(() =>
  import('../features/checklists/ChecklistPage').then((m) => ({ default: m.FindBossPage })),
);
const JobMatchPage = lazy(() =>
  import('../features/checklists/ChecklistPage').then((m) => ({ default: m.JobMatchPage })),
);

// /auth, like /about, asks only for first-screen texts (auth.*): no wait for the whole language.
const AuthPage = lazy(
  () => import('../features/auth/AuthPage').then((m) => ({ default: m.AuthPage })),
  { allTexts: false },
);
// Issue 42: back from the company's identity provider (single sign-on).
const SsoLandingPage = reactLazy(() =>
  import('../features/auth/SsoLandingPage').then((m) => ({ default: m.SsoLandingPage })),
);
// Issue 42: the owner's single sign-on settings (Integrations).
const SsoSettingsPage = lazy(() =>
  import('../features/sso/SsoSettingsPage').then((m) => ({ default: m.SsoSettingsPage })),
);
const UserFormPage = lazy(() =>
  import('../features/profile/UserFormPage').then((m) => ({ default: m.UserFormPage })),
);
const EditUserPage = lazy(() =>
  import('../features/profile/EditUserPage').then((m) => ({ default: m.EditUserPage })),
);
const MyProfilePage = lazy(() =>
  import('../features/profile/MyProfilePage').then((m) => ({ default: m.MyProfilePage })),
);
const ViewProfilePage = lazy(() =>
  import('../features/profile/ViewProfilePage').then((m) => ({ default: m.ViewProfilePage })),
);
const BillPage = lazy(() =>
  import('../features/profile/BillPage').then((m) => ({ default: m.BillPage })),
);

const LinkRequestPage = lazy(() =>
  import('../features/links/LinkRequestPage').then((m) => ({ default: m.LinkRequestPage })),
);
const OneTimeUsersPage = lazy(() =>
  import('../features/links/OneTimeUsersPage').then((m) => ({ default: m.OneTimeUsersPage })),
);
const OneTimeQuestionnairePage = lazy(() =>
  import('../features/links/OneTimeQuestionnairePage').then((m) => ({
    default: m.OneTimeQuestionnairePage,
  })),
);

const CompanyFormPage = lazy(() =>
  import('../features/company/CompanyFormPage').then((m) => ({ default: m.CompanyFormPage })),
);
const EditCompanyPage = lazy(() =>
  import('../features/company/CompanyFormPage').then((m) => ({ default: m.EditCompanyPage })),
);
const CompanyProfilePage = lazy(() =>
  import('../features/company/CompanyProfilePage').then((m) => ({
    default: m.CompanyProfilePage,
  })),
);
const CandidateFilterPage = lazy(() =>
  import('../features/company/CandidateFilterPage').then((m) => ({
    default: m.CandidateFilterPage,
  })),
);
const CompanyBillPage = lazy(() =>
  import('../features/company/CompanyBillPage').then((m) => ({ default: m.CompanyBillPage })),
);
// Issue 46 (decision 252): the first-hour guide.
const CompanyGuidePage = lazy(() =>
  import('../features/company/guide/CompanyGuidePage').then((m) => ({
    default: m.CompanyGuidePage,
  })),
);

// Issue 25 (decision 145): where strangers land. Each page's first call starts with its code and
// the page renders once both are here (no spinner, no shift when the posting arrives); the boot
// script of vite.config.ts has already asked for code, texts and call on a first visit. The
// address is the route being opened: React calls a lazy loader on the route's first render.
const postingIdInPath = () => /^\/jobs\/([^/]+)/i.exec(window.location.pathname)?.[1] ?? '';
const JobBoardPage = lazy(() =>
  Promise.all([
    import('../features/jobs/JobBoardPage'),
    Promise.all([import('../features/jobs/api'), import('../features/jobs/boardParams')]).then(
      ([jobsApi, params]) =>
        jobsApi.prefetchJobBoard(
          queryClient,
          params.boardQueryOf(new URLSearchParams(window.location.search)),
        ),
    ),
  ]).then(([m]) => ({ default: m.JobBoardPage })),
);
const JobPostingPage = lazy(() =>
  Promise.all([
    import('../features/jobs/JobPostingPage'),
    import('../features/jobs/api').then((jobsApi) =>
      jobsApi.prefetchPublicPosting(queryClient, postingIdInPath()),
    ),
  ]).then(([m]) => ({ default: m.JobPostingPage })),
);
const CompanyJobsPage = lazy(() =>
  import('../features/jobs/CompanyJobsPage').then((m) => ({ default: m.CompanyJobsPage })),
);
const JobFormPage = lazy(() =>
  import('../features/jobs/JobFormPage').then((m) => ({ default: m.JobFormPage })),
);
// Issue 19 (decision 120): interviews (their parts of the pipeline page: app/pipelineRoute.tsx).
const MyInterviewsPage = lazy(() =>
  import('../features/interviews/MyInterviewsPage').then((m) => ({
    default: m.MyInterviewsPage,
  })),
);
const ScorecardPage = lazy(() =>
  import('../features/interviews/ScorecardPage').then((m) => ({ default: m.ScorecardPage })),
);
// Decision 130: mail templates (the application panel's mail log: app/pipelineRoute.tsx).
const MailTemplatesPage = lazy(() =>
  import('../features/mailTemplates/MailTemplatesPage').then((m) => ({
    default: m.MailTemplatesPage,
  })),
);

// Issue 25 (decisions 141, 142): applying without an account, following it, CV imports.
const GuestApplyPage = lazy(() =>
  Promise.all([
    import('../features/guestApply/GuestApplyPage'),
    import('../features/guestApply/api').then((guestApi) =>
      guestApi.prefetchPostingSummary(queryClient, postingIdInPath()),
    ),
  ]).then(([m]) => ({ default: m.GuestApplyPage })),
);
const FollowPage = lazy(() =>
  import('../features/guestApply/FollowPage').then((m) => ({ default: m.FollowPage })),
);
const CvImportPage = lazy(() =>
  import('../features/cvImport/CvImportPage').then((m) => ({ default: m.CvImportPage })),
);
// Issue 41: offers. The application panel shows an application's offers (app/pipelineRoute.tsx);
// the candidate's page and the member's waiting approvals are pages of their own.
const OfferPage = lazy(() =>
  import('../features/offers/OfferPage').then((m) => ({ default: m.OfferPage })),
);
const WaitingOffersPage = lazy(() =>
  import('../features/offers/WaitingOffersPage').then((m) => ({ default: m.WaitingOffersPage })),
);
const OfferLettersPage = lazy(() =>
  import('../features/offers/OfferLettersPage').then((m) => ({ default: m.OfferLettersPage })),
);
const ApprovalSettingsPage = lazy(() =>
  import('../features/offers/ApprovalSettingsPage').then((m) => ({
    default: m.ApprovalSettingsPage,
  })),
);

// The pipeline page with what other features add to it (decision 300: its cards' part in its
// chunk, the drawer's parts fetched from its start).
const PipelinePage = lazy(() =>
  import('./pipelineRoute').then((m) => {
    m.preloadDrawerParts();
    return { default: m.PipelineRoute };
  }),
);

const PoolsPage = lazy(() =>
  import('../features/pools/PoolsPage').then((m) => ({ default: m.PoolsPage })),
);
const PoolPage = lazy(() =>
  import('../features/pools/PoolPage').then((m) => ({ default: m.PoolPage })),
);
const DigestUnsubscribePage = lazy(() =>
  import('../features/security/DigestUnsubscribePage').then((m) => ({
    default: m.DigestUnsubscribePage,
  })),
);
const UnsubscribePage = lazy(() =>
  import('../features/pools/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })),
);
const SchedulePage = lazy(() =>
  import('../features/interviews/SchedulePage').then((m) => ({ default: m.SchedulePage })),
);
const MembersPage = lazy(() =>
  import('../features/members/MembersPage').then((m) => ({ default: m.MembersPage })),
);
const JoinPage = lazy(() =>
  import('../features/members/JoinPage').then((m) => ({ default: m.JoinPage })),
);
const ReportsPage = lazy(() =>
  import('../features/reports/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);
const AuditPage = lazy(() =>
  import('../features/audit/AuditPage').then((m) => ({ default: m.AuditPage })),
);
// Issue 42: Integrations › Webhooks.
const WebhooksPage = lazy(() =>
  import('../features/webhooks/WebhooksPage').then((m) => ({ default: m.WebhooksPage })),
);
// Issue 20 (decision 130): the hiring-process settings (stage templates, reject reasons).
const ProcessPage = lazy(() =>
  import('../features/process/ProcessPage').then((m) => ({ default: m.ProcessPage })),
);
const StageTemplatePage = lazy(() =>
  import('../features/process/StageTemplatePage').then((m) => ({ default: m.StageTemplatePage })),
);
// Issue 42 (decisions.md 18): Integrations › API keys.
const ApiKeysPage = lazy(() =>
  import('../features/integrations/ApiKeysPage').then((m) => ({ default: m.ApiKeysPage })),
);
const SecurityPage = lazy(() =>
  import('../features/security/SecurityPage').then((m) => ({ default: m.SecurityPage })),
);

// Decision 285: the job seeker's pages start their first calls with their code (a signed-in job
// seeker only: a stranger is sent to the login screen, with no call that could answer 401). Under
// the first frame the server painted, main.tsx waits for both before the app's first frame.
const signedInJobSeeker = () => {
  const session = getSession();
  return session.loggedIn && session.type === 'User';
};
const UserApplicationsPage = lazy(() =>
  Promise.all([
    import('../features/jobs/UserApplicationsPage'),
    signedInJobSeeker()
      ? Promise.all([import('../features/jobs/api'), import('../features/jobs/pageParam')]).then(
          ([jobsApi, params]) =>
            jobsApi.prefetchUserApplications(
              queryClient,
              params.pageOf(new URLSearchParams(window.location.search)),
            ),
        )
      : undefined,
  ]).then(([m]) => ({ default: m.UserApplicationsPage })),
);

// Issue 46: the job seeker's recommended jobs, saved jobs and alerts; the alert's unsubscribe page.
const SeekerJobsPage = lazy(() =>
  Promise.all([
    import('../features/seeker/SeekerJobsPage'),
    signedInJobSeeker()
      ? import('../features/seeker/api').then((seekerApi) =>
          seekerApi.prefetchSeekerJobs(queryClient),
        )
      : undefined,
  ]).then(([m]) => ({ default: m.SeekerJobsPage })),
);
const JobAlertUnsubscribePage = lazy(() =>
  import('../features/seeker/JobAlertUnsubscribePage').then((m) => ({
    default: m.JobAlertUnsubscribePage,
  })),
);

// Decision 120: the operator console (the server decides who is an operator).
const OperatorPage = lazy(() =>
  import('../features/operator/OperatorPage').then((m) => ({ default: m.OperatorPage })),
);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      // Public
      { path: '/', element: <HomePage /> },
      { path: '/about', element: <LandingPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/auth/change-password/:id', element: <AuthPage /> },
      { path: '/auth/sso', element: <SsoLandingPage /> },
      { path: '/identification/:id', element: <OneTimeQuestionnairePage /> },
      { path: '/viewProfile', element: <ViewProfilePage /> },
      { path: '/viewProfile/:id', element: <ViewProfilePage /> },
      { path: '/jobs', element: <JobBoardPage /> },
      { path: '/jobs/:id', element: <JobPostingPage /> },
      { path: '/jobs/:id/apply', element: <GuestApplyPage /> },
      { path: '/apply/follow/:token', element: <FollowPage /> },
      { path: '/join/:token', element: <JoinPage /> },
      { path: '/schedule/:code', element: <SchedulePage /> },
      { path: '/offers/:code', element: <OfferPage /> },
      // Decision 137: the saved-search alert mail's link, without a login.
      { path: '/alerts/unsubscribe/:token', element: <UnsubscribePage /> },
      // Decision 183: the applicant digest's "Stop this daily e-mail" link, without a login.
      { path: '/digest/unsubscribe', element: <DigestUnsubscribePage /> },
      // Issue 46: the job alert mail's "Stop this alert" link, without a login.
      { path: '/job-alerts/unsubscribe', element: <JobAlertUnsubscribePage /> },

      // Job seeker
      // Guarded here too: a visitor who is not signed in goes to '/' without downloading the
      // questionnaire's code and texts first (issue 11).
      {
        path: '/Q',
        element: (
          <RequireAccount type="User">
            <QuestionnairePage />
          </RequireAccount>
        ),
      },
      { path: '/isi', element: <IsiInfoPage /> },
      { path: '/isi/technical', element: <TechnicalReportPage /> },
      { path: '/Userform', element: <UserFormPage /> },
      { path: '/EditUserInfo', element: <EditUserPage /> },
      {
        element: <AccountLayout type="User" />,
        children: [
          { path: '/Profile', element: <MyProfilePage /> },
          { path: '/Profile/myprofile', element: <MyProfilePage /> },
          { path: '/Profile/Avatar', element: <AvatarPage /> },
          { path: '/Profile/Bill', element: <BillPage /> },
          { path: '/Profile/Applications', element: <UserApplicationsPage /> },
          { path: '/Profile/Jobs', element: <SeekerJobsPage /> },
          { path: '/Profile/Security', element: <SecurityPage /> },
        ],
      },

      // Company
      { path: '/Companyform', element: <CompanyFormPage /> },
      { path: '/EditCompanyInfo', element: <EditCompanyPage /> },
      {
        element: <AccountLayout type="Company" />,
        children: [
          { path: '/Company', element: <CompanyProfilePage /> },
          { path: '/Company/Profile', element: <CompanyProfilePage /> },
          { path: '/Company/Filter', element: <CandidateFilterPage /> },
          { path: '/Company/findboss', element: <FindBossPage /> },
          { path: '/Company/jobmatch', element: <JobMatchPage /> },
          { path: '/Company/bill', element: <CompanyBillPage /> },
          { path: '/Company/Welcome', element: <CompanyGuidePage /> },
          { path: '/CompanyView', element: <LinkRequestPage /> },
          { path: '/CompanyView/Profile', element: <LinkRequestPage /> },
          { path: '/CompanyView/Users', element: <OneTimeUsersPage /> },
          { path: '/CompanyView/findboss', element: <FindBossPage /> },
          { path: '/CompanyView/jobmatch', element: <JobMatchPage /> },
          { path: '/CompanyView/bill', element: <CompanyBillPage /> },
          { path: '/CompanyView/Jobs', element: <CompanyJobsPage /> },
          { path: '/CompanyView/Jobs/new', element: <JobFormPage /> },
          {
            path: '/CompanyView/Jobs/:id',
            element: <PipelinePage />,
          },
          { path: '/CompanyView/Jobs/:id/edit', element: <JobFormPage /> },
          { path: '/CompanyView/Jobs/:id/import', element: <CvImportPage /> },
          { path: '/Company/Offers', element: <WaitingOffersPage /> },
          // Decision 271: the approvals screen (offers and job postings) and the posting approvers.
          { path: '/Company/Approvals', element: <WaitingOffersPage /> },
          { path: '/Company/ApprovalSettings', element: <ApprovalSettingsPage /> },
          // Decision 110: members, audit log and account security.
          { path: '/Company/Members', element: <MembersPage /> },
          { path: '/CompanyView/Members', element: <MembersPage /> },
          { path: '/Company/Audit', element: <AuditPage /> },
          { path: '/Company/Integrations/SingleSignOn', element: <SsoSettingsPage /> },
          { path: '/Company/Pools', element: <PoolsPage /> },
          { path: '/Company/MailTemplates', element: <MailTemplatesPage /> },
          { path: '/Company/OfferLetters', element: <OfferLettersPage /> },
          { path: '/Company/Pools/:id', element: <PoolPage /> },
          { path: '/CompanyView/Audit', element: <AuditPage /> },
          // Issue 42: Integrations › Webhooks.
          { path: '/Company/Webhooks', element: <WebhooksPage /> },
          { path: '/Company/Process', element: <ProcessPage /> },
          { path: '/CompanyView/Process', element: <ProcessPage /> },
          { path: '/Company/Process/templates/new', element: <StageTemplatePage /> },
          { path: '/Company/Process/templates/:id', element: <StageTemplatePage /> },
          { path: '/Company/Integrations/ApiKeys', element: <ApiKeysPage /> },
          { path: '/Company/Security', element: <SecurityPage /> },
          { path: '/CompanyView/Security', element: <SecurityPage /> },
          // Issue 19: every member's interviews and the scorecard page.
          { path: '/Company/Interviews', element: <MyInterviewsPage /> },
          // Issue 20: the hiring reports.
          { path: '/Company/Reports', element: <ReportsPage /> },
          { path: '/CompanyView/Interviews', element: <MyInterviewsPage /> },
          { path: '/Company/Interviews/:id/scorecard', element: <ScorecardPage /> },
          { path: '/CompanyView/Interviews/:id/scorecard', element: <ScorecardPage /> },
        ],
      },
      {
        path: '/Operator',
        element: (
          <RequireAccount>
            <OperatorPage />
          </RequireAccount>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Decision 285: the code and texts of the lazy page at `pathname`, fetched ahead of the app's first
 * render. main.tsx waits for them when the server already painted the page's first frame, so the
 * app's first frame is the page itself rather than a spinner over the server's paint. Resolves at
 * once for a page that is not lazy.
 */
export function preloadPageOf(pathname: string): Promise<unknown> {
  const preloadOf = (element: unknown): Promise<void> | undefined => {
    if (!isValidElement(element) || typeof element.type !== 'function') return undefined;
    const preload = (element.type as { preload?: () => Promise<void> }).preload;
    // A guard around the page (/Q's RequireAccount): the page inside it.
    return preload ? preload() : preloadOf((element.props as { children?: unknown }).children);
  };
  const pages = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.element);
  return Promise.all(pages.map(preloadOf));
}
