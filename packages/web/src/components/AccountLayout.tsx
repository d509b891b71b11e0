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
}

export const companySecurityPath = '/Company/Security';

const items: Record<AccountType, readonly Item[]> = {
  User: [
    { to: '/Profile/myprofile', key: 'sidebar.profile' },
    { to: '/Profile/Avatar', key: 'sidebar.avatar' },
    { to: '/Profile/Applications', key: 'sidebar.applications' },
    { to: '/Profile/Bill', key: 'sidebar.userBilling' },
    { to: '/Profile/Security', key: 'sidebar.security' },
  ],
  Company: [
    { to: '/Company/Profile', key: 'sidebar.profile', action: 'company.read' },
    { to: '/Company/Filter', key: 'sidebar.candidates', action: 'candidates.search' },
    // Decision 137: the company's talent pools.
    { to: '/Company/Pools', key: 'sidebar.pools', action: 'candidates.search' },
    { to: '/Company/findboss', key: 'sidebar.findBoss', action: 'checklists.use' },
    { to: '/Company/jobmatch', key: 'sidebar.jobMatch', action: 'checklists.use' },
    // Interviewers see applicants only through their interviews (issue 19), not the postings.
    { to: '/CompanyView/Jobs', key: 'sidebar.jobs', action: 'postings.manage' },
    // Issue 19: every member's own interviews (interviewers included).
    { to: '/Company/Interviews', key: 'sidebar.interviews', action: 'company.read' },
    // Issue 20: the hiring reports (a hiring manager's: their teams' postings).
    { to: '/Company/Reports', key: 'sidebar.reports', action: 'reports.read' },
    // Issue 41: the offers waiting for the member's approval.
    { to: '/Company/Offers', key: 'sidebar.offers', action: 'offers.approve' },
    { to: '/CompanyView/Profile', key: 'sidebar.links', action: 'links.manage' },
    { to: '/Company/Members', key: 'sidebar.members', action: 'members.read' },
    { to: '/Company/Audit', key: 'sidebar.audit', action: 'audit.read' },
    // Decision 130: the mail templates of the hiring process.
    { to: '/Company/MailTemplates', key: 'sidebar.mailTemplates', action: 'process.manage' },
    // Issue 20: stage templates and reject reasons (decision 130).
    { to: '/Company/Process', key: 'sidebar.process', action: 'process.manage' },
    { to: '/Company/bill', key: 'sidebar.companyBilling', action: 'company.edit' },
    { to: companySecurityPath, key: 'sidebar.security' },
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

function MemberMenu({ member, company }: { member: SessionMember; company: string | null }) {
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
      {/* The name as the company wrote it, isolated (FSI...PDI) from the label's direction. */}
      {company && <p>{t('sidebar.member.company', { company: `\u2068${company}\u2069` })}</p>}
    </section>
  );
}

export function Sidebar({ type }: { type: AccountType }) {
  const { t } = useTranslation();
  const logOut = useLogOut();
  const { member } = useSession();
  // The member and company, fresh: a role changed meanwhile reaches the sidebar here.
  const current = useCurrentMember(type === 'Company');
  return (
    <aside className="sidebar">
      {type === 'Company' && member && (
        <MemberMenu member={member} company={current.data?.company.companyName ?? null} />
      )}
      <nav aria-label={t('sidebar.label')}>
        <ul>
          {itemsFor(type, member).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{t(item.key)}</NavLink>
            </li>
          ))}
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
