// The signed-in areas: a sidebar beside the page. spec 2 (Sidebars): User: Profile, My Avatar,
// Applications (issue 12), Billing Info, Log Out. Company (one area, decisions.md section 8):
// Profile, Users, Find A Boss, Job Match, Jobs (issue 12), Single-use links, Billing, Log Out.
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@talentpool/domain/account';
import { RequireAccount } from './RequireAccount';
import { Spinner } from './Spinner';
import { useLogOut } from '../lib/useLogOut';

const items = {
  User: [
    { to: '/Profile/myprofile', key: 'sidebar.profile' },
    { to: '/Profile/Avatar', key: 'sidebar.avatar' },
    { to: '/Profile/Applications', key: 'sidebar.applications' },
    { to: '/Profile/Bill', key: 'sidebar.userBilling' },
  ],
  Company: [
    { to: '/Company/Profile', key: 'sidebar.profile' },
    { to: '/Company/Filter', key: 'sidebar.users' },
    { to: '/Company/findboss', key: 'sidebar.findBoss' },
    { to: '/Company/jobmatch', key: 'sidebar.jobMatch' },
    { to: '/CompanyView/Jobs', key: 'sidebar.jobs' },
    { to: '/CompanyView/Profile', key: 'sidebar.links' },
    { to: '/Company/bill', key: 'sidebar.companyBilling' },
  ],
} as const;

export function Sidebar({ type }: { type: AccountType }) {
  const { t } = useTranslation();
  const logOut = useLogOut();
  return (
    <aside className="sidebar">
      <nav aria-label={t('sidebar.label')}>
        <ul>
          {items[type].map((item) => (
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

/** A guarded area with its sidebar; the child routes render beside it. */
export function AccountLayout({ type }: { type: AccountType }) {
  return (
    <RequireAccount type={type}>
      <div className="account-layout">
        <Sidebar type={type} />
        <div className="account-content">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </RequireAccount>
  );
}
