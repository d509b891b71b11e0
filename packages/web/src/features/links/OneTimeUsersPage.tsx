// spec 2 (/CompanyView/Users): 'All Users', the one-time users with e-mail, state and the two
// avatars. A completed one opens the result panel. Beyond the spec (issue 7): paging, and resend
// or revoke for links that are not used yet. Decision 110: each link names the member who sent it
// (nothing for links from before members); the page is for roles the domain's policy lets manage
// links, anyone else is told so; a refusal of the server (403) is said in a toast.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OneTimeUser } from '@talentpool/domain/links/schemas';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { oneTimeUsersPageSize, useOneTimeUsers, useResendLink, useRevokeLink } from './api';
import { IsiAvatar } from './IsiAvatar';
import { OneTimeUserPanel, senderName } from './OneTimeUserPanel';
import './links.css';

function UserRow({ user, onOpen }: { user: OneTimeUser; onOpen: (user: OneTimeUser) => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const resend = useResendLink();
  const revoke = useRevokeLink();
  const [confirming, setConfirming] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const revoked = useRef(false);
  // The Revoke button gives way to its question: the focus moves to the safe answer, and back to
  // Revoke when kept (or to the row when the link was revoked), never dropping to the page.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (wasConfirming.current) {
      (revoked.current ? row.current : (revokeButton.current ?? row.current))?.focus();
    }
    wasConfirming.current = confirming;
  }, [confirming]);
  const date = (iso: string) => formatDate(iso, lang);
  const completed = user.state === 'completed';
  // Decision 173: an invitation to apply with an account holds no questionnaire result; once
  // completed the job seeker is an applicant of the posting, not a result to open here.
  const withResult = completed && user.kind === 'link';
  const applyInvitation = user.kind === 'applyInvitation';

  const onResend = () =>
    resend.mutate(user, {
      onSuccess: () => notify.success(t('links.users.resent', { email: user.email })),
      onError: (err) => notify.error(problemText(err, lang)),
    });
  const onRevoke = () =>
    revoke.mutate(user, {
      onSuccess: () => {
        revoked.current = true;
        notify.success(t('links.users.revoked', { email: user.email }));
      },
      onError: (err) => notify.error(problemText(err, lang)),
      onSettled: () => setConfirming(false),
    });

  return (
    <li
      ref={row}
      tabIndex={-1}
      className={`links-user links-user-${user.state}`}
      data-testid="one-time-user"
    >
      <div className="links-user-main">
        {withResult ? (
          <button
            type="button"
            className="links-user-email as-link"
            dir="ltr"
            onClick={() => onOpen(user)}
          >
            {user.email}
          </button>
        ) : (
          <span className="links-user-email" dir="ltr">
            {user.email}
          </span>
        )}
        <span className={`links-state links-state-${user.state}`}>
          {t(`links.users.states.${user.state}`)}
        </span>
      </div>
      <div className="links-user-avatars">
        {withResult ? (
          <>
            <IsiAvatar index={user.iRes1} label={t('links.users.typeAvatar')} />
            <IsiAvatar index={user.iRes2} label={t('links.users.styleAvatar')} />
          </>
        ) : (
          <span className="muted">
            {applyInvitation
              ? t(completed ? 'links.users.appliedWithAccount' : 'links.users.invitedToApply')
              : t('links.users.noResult')}
          </span>
        )}
      </div>
      <p className="links-user-dates muted">
        {user.by
          ? t('links.users.sentBy', { date: date(user.createdAt), name: senderName(user.by) })
          : t('links.users.sent', { date: date(user.createdAt) })}
        {' · '}
        {completed && user.completedAt
          ? t('links.users.completedOn', { date: date(user.completedAt) })
          : user.state === 'expired'
            ? t('links.users.expired', { date: date(user.expiresAt) })
            : t('links.users.expires', { date: date(user.expiresAt) })}
      </p>
      <div className="links-user-actions">
        {withResult && (
          <button type="button" className="primary" onClick={() => onOpen(user)}>
            {t('links.users.viewResult')}
          </button>
        )}
        {!completed && (
          <button
            type="button"
            className="secondary"
            onClick={onResend}
            disabled={resend.isPending}
          >
            {t('links.users.resend')}
          </button>
        )}
        {user.state === 'pending' && !confirming && (
          <button
            ref={revokeButton}
            type="button"
            className="danger"
            onClick={() => setConfirming(true)}
          >
            {t('links.users.revoke')}
          </button>
        )}
      </div>
      {confirming && (
        <div className="links-confirm" role="group" aria-label={t('links.users.revoke')}>
          <p>{t('links.users.revokeConfirm', { email: user.email })}</p>
          <button type="button" className="danger" onClick={onRevoke} disabled={revoke.isPending}>
            {t('links.users.revokeYes')}
          </button>
          <button
            ref={keepButton}
            type="button"
            className="secondary"
            onClick={() => setConfirming(false)}
          >
            {t('links.users.revokeNo')}
          </button>
        </div>
      )}
    </li>
  );
}

export function OneTimeUsersPage() {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="links.manage"
      title={t('links.users.title')}
      notAllowed={t('links.notAllowed')}
      className="page links-page"
    >
      <OneTimeUsers />
    </RequirePermission>
  );
}

function OneTimeUsers() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OneTimeUser | null>(null);
  const list = useOneTimeUsers(page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / oneTimeUsersPageSize)) : 1;

  return (
    <section className="page links-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('links.users.title')}</h1>
      <p className="muted">{t('links.users.intro')}</p>

      {list.isPending && <Spinner />}
      {list.isError && (
        <div role="alert" className="links-failed">
          <p>
            {t('links.users.loadFailed')} {problemText(list.error, lang)}
          </p>
          <button type="button" className="primary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {list.data && list.data.total === 0 && (
        <p>
          {t('links.users.empty')}{' '}
          <Link to="/CompanyView/Profile">{t('links.users.toRequest')}</Link>
        </p>
      )}
      {list.data && list.data.total > 0 && (
        <p className="links-total">{t('links.users.total', { count: list.data.total })}</p>
      )}
      {list.data && list.data.oneTimeUsers.length > 0 && (
        <ul className="links-users" aria-busy={list.isFetching || undefined}>
          {list.data.oneTimeUsers.map((user) => (
            <UserRow key={user._id} user={user} onOpen={setOpen} />
          ))}
        </ul>
      )}
      {list.data && pages > 1 && (
        <nav className="links-paging" aria-label={t('links.users.pagination')}>
          <button
            type="button"
            className="secondary"
            onClick={() => setPage((p) => Math.max(1, p - 1))}
            disabled={page <= 1}
          >
            {t('links.users.previous')}
          </button>
          <span aria-live="polite">{t('links.users.pageOf', { page, pages })}</span>
          <button
            type="button"
            className="secondary"
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
            disabled={page >= pages}
          >
            {t('links.users.next')}
          </button>
        </nav>
      )}

      {open && <OneTimeUserPanel user={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
