// The signed-in areas: a sidebar beside the page. spec 2 (Sidebars): User: Profile, My Avatar,
// Applications (issue 12), Billing Info, Security, Log Out. Company (one area, decisions.md
// section 8): Profile, Candidates (the search, the spec's "Users": issue 23), Find A Boss, Job
// Match, Jobs (issue 12), Interviews (issue 19), Single-use links, Members, Audit log, Hiring
// process (issue 20), Billing, Security, Log Out; decision 110: each company item shows only when
// the domain's policy lets the member's role do its action (the server refuses the rest anyway),
// and the member menu at the top says who is logged in. A member whose company requires the
// second factor and who has none sees only the security page until it is set up.
import { Suspense } from 'react';
import { EmailAddress } from './EmailAddress';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@talentpool/domain/account';
import { can, type CompanyAction } from '@talentpool/domain/members/policy';
import { RequireAccount } from './RequireAccount';
import { Spinner } from './Spinner';
import { useLogOut } from '../lib/useLogOut';
import { useCurrentMember } from '../lib/member';
import { useSession, type SessionMember } from '../lib/session';
import './accountLayout.css';

interface Item {
  to: string;
  key: string;
  /** The policy action the page performs (company items); absent: every member. */
  action?: CompanyAction;
  /** Issue 46: the heading the company sidebar shows the item under. */
  group?: SidebarGroup;
}

/** Issue 46 (decision 252): the company sidebar's items under a few labelled groups. */
export const sidebarGroups = ['company', 'hiring', 'candidates', 'team'] as const;
export type SidebarGroup = (typeof sidebarGroups)[number];

export const companySecurityPath = '/Company/Security';
/** Issue 46 (decision 252): the first-hour guide. */
export const companyGuidePath = '/Company/Welcome';

const items: Record<AccountType, readonly Item[]> = {
  User: [
    { to: '/Profile/myprofile', key: 'sidebar.profile' },
    // Issue 46: recommended jobs, saved jobs and job alerts.
    { to: '/Profile/Jobs', key: 'sidebar.jobsForYou' },
    { to: '/Profile/Avatar', key: 'sidebar.avatar' },
    { to: '/Profile/Applications', key: 'sidebar.applications' },
    { to: '/Profile/Bill', key: 'sidebar.userBilling' },
    { to: '/Profile/Security', key: 'sidebar.security' },
  ],
  Company: [
    // Issue 46: the guide of the first hour, resumed from here.
    { to: companyGuidePath, key: 'sidebar.guide', action: 'company.edit', group: 'company' },
    { to: '/Company/Profile', key: 'sidebar.profile', action: 'company.read', group: 'company' },
    // Interviewers see applicants only through their interviews (issue 19), not the postings.
    { to: '/CompanyView/Jobs', key: 'sidebar.jobs', action: 'postings.manage', group: 'hiring' },
    // Issue 19: every member's own interviews (interviewers included).
    {
      to: '/Company/Interviews',
      key: 'sidebar.interviews',
      action: 'company.read',
      group: 'hiring',
    },
    // Issue 41 (decision 271): the offers and job postings waiting for the member's approval.
    { to: '/Company/Approvals', key: 'sidebar.offers', action: 'offers.approve', group: 'hiring' },
    // Issue 20: the hiring reports (a hiring manager's: their teams' postings).
    { to: '/Company/Reports', key: 'sidebar.reports', action: 'reports.read', group: 'hiring' },
    {
      to: '/Company/Filter',
      key: 'sidebar.candidates',
      action: 'candidates.search',
      group: 'candidates',
    },
    // Decision 137: the company's talent pools.
    {
      to: '/Company/Pools',
      key: 'sidebar.pools',
      action: 'candidates.search',
      group: 'candidates',
    },
    {
      to: '/Company/findboss',
      key: 'sidebar.findBoss',
      action: 'checklists.use',
      group: 'candidates',
    },
    {
      to: '/Company/jobmatch',
      key: 'sidebar.jobMatch',
      action: 'checklists.use',
      group: 'candidates',
    },
    {
      to: '/CompanyView/Profile',
      key: 'sidebar.links',
      action: 'links.manage',
      group: 'candidates',
    },
    { to: '/Company/Members', key: 'sidebar.members', action: 'members.read', group: 'team' },
    // Issue 20: stage templates and reject reasons (decision 130).
    { to: '/Company/Process', key: 'sidebar.process', action: 'process.manage', group: 'team' },
    // Decision 130: the mail templates of the hiring process.
    {
      to: '/Company/MailTemplates',
      key: 'sidebar.mailTemplates',
      action: 'process.manage',
      group: 'team',
    },
    // Issue 41: the company's offer letter templates (owners and admins).
    {
      to: '/Company/OfferLetters',
      key: 'sidebar.offerLetters',
      action: 'offers.settings',
      group: 'team',
    },
    { to: '/Company/Audit', key: 'sidebar.audit', action: 'audit.read', group: 'team' },
    // Decision 271: who approves a job posting before it is published (owners and admins).
    {
      to: '/Company/ApprovalSettings',
      key: 'sidebar.approvalSettings',
      action: 'approvals.settings',
      group: 'team',
    },
    // Issue 42: Integrations › API keys (owners and admins).
    {
      to: '/Company/Integrations/ApiKeys',
      key: 'sidebar.apiKeys',
      action: 'apiKeys.manage',
      group: 'team',
    },
    // Issue 42: Integrations › Webhooks (owners and admins).
    {
      to: '/Company/Webhooks',
      key: 'sidebar.webhooks',
      action: 'webhooks.manage',
      group: 'team',
    },
    // Issue 42: Integrations › Single sign-on (owners).
    {
      to: '/Company/Integrations/SingleSignOn',
      key: 'sidebar.sso',
      action: 'sso.manage',
      group: 'team',
    },
    { to: '/Company/bill', key: 'sidebar.companyBilling', action: 'company.edit', group: 'team' },
    { to: companySecurityPath, key: 'sidebar.security', group: 'team' },
  ],
};

/** The items a session sees: a company's by the member's role (none but Security until known). */
export function itemsFor(type: AccountType, member: SessionMember | null): readonly Item[] {
  if (type === 'User') return items.User;
  if (member?.totpSetupRequired) return items.Company.filter((item) => !item.action);
  return items.Company.filter(
    (item) => !item.action || (member !== null && can(member.role, item.action)),
  );
}

function MemberMenu({
  member,
  company,
}: {
  member: SessionMember;
  /** The company's name; undefined while GET company/me is on its way. */
  company: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section className="sidebar-member" aria-label={t('sidebar.member.label')}>
      <p className="sidebar-member-name" dir="auto">
        {member.name ?? member.email}
      </p>
      {member.name && (
        <p className="sidebar-member-email" dir="ltr">
          <EmailAddress email={member.email} />
        </p>
      )}
      <p>{t('sidebar.member.role', { role: t(`sidebar.roles.${member.role}`) })}</p>
      {/* The name as the company wrote it, isolated (FSI...PDI) from the label's direction, on
          one line (the whole name in its title). Its line is kept while the name is on its way:
          arriving a moment after the page, it pushed every item below it down under a press
          (decision 300). */}
      {company === undefined ? (
        <p className="sidebar-member-company" aria-hidden="true" />
      ) : company ? (
        <p className="sidebar-member-company" title={company}>
          {t('sidebar.member.company', { company: `\u2068${company}\u2069` })}
        </p>
      ) : null}
    </section>
  );
}

export function Sidebar({ type }: { type: AccountType }) {
  const { t } = useTranslation();
  const logOut = useLogOut();
  const { member } = useSession();
  // The member and company, fresh: a role changed meanwhile reaches the sidebar here.
  const current = useCurrentMember(type === 'Company');
  const shown = itemsFor(type, member);
  return (
    <aside className="sidebar">
      {type === 'Company' && member && (
        <MemberMenu
          member={member}
          company={
            current.data ? current.data.company.companyName : current.isPending ? undefined : null
          }
        />
      )}
      <nav aria-label={t('sidebar.label')}>
        {type === 'Company' ? (
          // Issue 46: the company's items under labelled groups (a heading per list).
          sidebarGroups.map((group) => {
            const groupItems = shown.filter((item) => item.group === group);
            if (groupItems.length === 0) return null;
            const headingId = `sidebar-group-${group}`;
            return (
              // Not headings: the page's own h1 comes after the sidebar (heading order).
              <div key={group} className="sidebar-group">
                <p id={headingId} className="sidebar-group-title">
                  {t(`sidebar.groups.${group}`)}
                </p>
                <ul aria-labelledby={headingId}>
                  {groupItems.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to}>{t(item.key)}</NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })
        ) : (
          <ul>
            {shown.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{t(item.key)}</NavLink>
              </li>
            ))}
          </ul>
        )}
        <ul>
          <li>
            <button type="button" className="sidebar-logout" onClick={() => void logOut()}>
              {t('sidebar.logOut')}
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}

/** Until the required second factor is set up, every company page leads to its set-up. */
function SetupGate({ type }: { type: AccountType }) {
  const { member } = useSession();
  const { pathname } = useLocation();
  const onSecurity = /^\/company(view)?\/security\/?$/i.test(pathname);
  if (type === 'Company' && member?.totpSetupRequired && !onSecurity) {
    return <Navigate to={`${companySecurityPath}?setup=1`} replace />;
  }
  return <Outlet />;
}

/** A guarded area with its sidebar; the child routes render beside it. */
export function AccountLayout({ type }: { type: AccountType }) {
  return (
    <RequireAccount type={type}>
      <div className="account-layout">
        <Sidebar type={type} />
        <div className="account-content">
          <Suspense fallback={<Spinner />}>
            <SetupGate type={type} />
          </Suspense>
        </div>
      </div>
    </RequireAccount>
  );
}
