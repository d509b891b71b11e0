// Decision 110 (decisions.md 11, issue 18): /Company/Members. The company's members, paged and
// searchable (name, e-mail, role, status, second factor); owners and admins invite, change roles,
// resend invitations and remove members. The choices offered are those the domain's policy lets
// the viewer make (an admin neither gives nor touches `owner`); the server decides all the same,
// and what it refuses (LAST_OWNER, FORBIDDEN) is said next to the member, and in a toast.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { translate } from '@talentpool/domain/messages';
import { can, memberRoles, type MemberRole } from '@talentpool/domain/members/policy';
import {
  invitationLifetimeDays,
  inviteMemberSchema,
  type InviteMemberInput,
  type Member,
} from '@talentpool/domain/members/schemas';
import { Modal } from '../../components/auth/Modal';
import { SelectField, TextField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useCurrentMember, useMember } from '../../lib/member';
import { notify } from '../../lib/notify';
import type { SessionMember } from '../../lib/session';
import {
  membersPageSize,
  useInviteMember,
  useMembers,
  useRemoveMember,
  useResendInvitation,
  useUpdateMember,
} from './api';
import { problemText } from '../../lib/problemText';
import './members.css';
import { EmailAddress } from '../../components/EmailAddress';

const searchDelayMs = 300;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The roles the viewer may give someone whose role is `targetRole` (or a new member). */
export function assignableRoles(viewerRole: MemberRole, targetRole?: MemberRole): MemberRole[] {
  return memberRoles.filter((newRole) =>
    can(viewerRole, 'members.manage', { targetRole, newRole }),
  );
}

const displayName = (member: Pick<Member, 'name' | 'email'>) => member.name ?? member.email;

function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  // Typing searches after a short pause; Enter (or the button) at once.
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onSearch(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="members-search" role="search" onSubmit={submit}>
      <TextField
        label={t('members.search.label')}
        type="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="secondary">
        {t('members.search.submit')}
      </button>
    </form>
  );
}

function InviteForm({ viewerRole }: { viewerRole: MemberRole }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const invite = useInviteMember();
  const roles = assignableRoles(viewerRole);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<InviteMemberInput>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: { email: '', role: roles.includes('recruiter') ? 'recruiter' : roles[0] },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { member } = await invite.mutateAsync(values);
      notify.success(t('members.invite.sent', { email: member.email }));
      reset({ email: '', role: values.role });
      setFocus('email');
    } catch (err) {
      // The typed input stays; the problem is said where it belongs.
      if (err instanceof ApiError && err.code === 'EMAIL_TAKEN') {
        setError('email', { type: 'server', message: t('members.invite.emailTaken') });
        setFocus('email');
      } else if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        for (const [field, message] of Object.entries(err.fields)) {
          if (field === 'email' || field === 'role') setError(field, { type: 'server', message });
        }
      } else {
        setProblem(problemText(err, lang));
        notify.error(problemText(err, lang));
      }
    }
  });

  const errorOf = (message: string | undefined) => (message ? translate(message, lang) : undefined);

  return (
    <section className="members-invite" aria-labelledby="members-invite-title">
      <h2 id="members-invite-title">{t('members.invite.title')}</h2>
      <p className="muted">{t('members.invite.intro', { days: invitationLifetimeDays })}</p>
      <form className="members-invite-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('members.invite.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errorOf(errors.email?.message)}
          required
          {...register('email')}
        />
        <SelectField
          label={t('members.invite.role')}
          options={roles.map((role) => ({
            value: role,
            label: translate(`members.role.${role}`, lang),
          }))}
          error={errorOf(errors.role?.message)}
          {...register('role')}
        />
        <button type="submit" className="primary" disabled={invite.isPending}>
          {t('members.invite.submit')}
        </button>
      </form>
      {problem && (
        <p className="members-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}

interface RowProps {
  member: Member;
  viewer: SessionMember;
  onRemove: (member: Member) => void;
}

function MemberRow({ member, viewer, onRemove }: RowProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const update = useUpdateMember();
  const resend = useResendInvitation();
  const [role, setRole] = useState<MemberRole>(member.role);
  const [problem, setProblem] = useState<string | null>(null);
  const isSelf = member._id === viewer._id;
  const name = displayName(member);
  const manageable = can(viewer.role, 'members.manage', { targetRole: member.role });
  const roles = manageable
    ? memberRoles.filter(
        (r) => r === member.role || assignableRoles(viewer.role, member.role).includes(r),
      )
    : [];

  const onChangeRole = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    update.mutate(
      { id: member._id, role },
      {
        onSuccess: () =>
          notify.success(
            t('members.role.saved', { name, role: translate(`members.role.${role}`, lang) }),
          ),
        onError: (err) => {
          setProblem(problemText(err, lang));
          notify.error(problemText(err, lang));
        },
      },
    );
  };

  const onResend = () => {
    setProblem(null);
    resend.mutate(member._id, {
      onSuccess: () => notify.success(t('members.resend.sent', { email: member.email })),
      onError: (err) => {
        setProblem(problemText(err, lang));
        notify.error(problemText(err, lang));
      },
    });
  };

  return (
    <tr>
      <th scope="row">
        {member.name ?? <span className="muted">{t('members.table.noName')}</span>}
        {isSelf && <span className="members-you"> {t('members.page.you')}</span>}
      </th>
      <td dir="ltr" className="members-email">
        <EmailAddress email={member.email} />
      </td>
      <td>
        {manageable ? (
          <form className="members-role" onSubmit={onChangeRole}>
            <select
              aria-label={t('members.role.label', { name })}
              value={role}
              onChange={(event) => setRole(event.target.value as MemberRole)}
            >
              {roles.map((r) => (
                <option key={r} value={r}>
                  {translate(`members.role.${r}`, lang)}
                </option>
              ))}
            </select>
            <button
              type="submit"
              className="secondary"
              aria-label={t('members.role.saveFor', { name })}
              disabled={role === member.role || update.isPending}
            >
              {t('members.role.save')}
            </button>
          </form>
        ) : (
          translate(`members.role.${member.role}`, lang)
        )}
        {problem && (
          <p className="members-problem" role="alert">
            {problem}
          </p>
        )}
      </td>
      <td>
        <span className={`members-status members-status-${member.status}`}>
          {translate(`members.status.${member.status}`, lang)}
        </span>
      </td>
      <td>{member.totpEnabled ? t('members.table.totpOn') : t('members.table.totpOff')}</td>
      <td>
        {manageable && (
          <div className="members-actions">
            {member.status === 'invited' && (
              <button
                type="button"
                className="secondary"
                aria-label={t('members.resend.label', { email: member.email })}
                onClick={onResend}
                disabled={resend.isPending}
              >
                {t('members.resend.button')}
              </button>
            )}
            <button
              type="button"
              className="danger"
              aria-label={t('members.remove.label', { name })}
              onClick={() => {
                setProblem(null);
                onRemove(member);
              }}
            >
              {t('members.remove.button')}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}

export function MembersPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const viewer = useMember();
  const current = useCurrentMember();
  const allowed = viewer !== null && can(viewer.role, 'members.read');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const q = (params.get('q') ?? '').slice(0, 100);
  const list = useMembers({ page, q }, allowed);
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [removeProblem, setRemoveProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / membersPageSize)) : 1;

  // After a removal the member's row is gone: the focus goes to the page's heading, not the body.
  useEffect(() => {
    if (!removing && focusHeading.current) {
      focusHeading.current = false;
      heading.current?.focus();
    }
  }, [removing]);

  /** The search and the page live in the URL, so a reload or a shared link keeps them. */
  const setQuery = useCallback(
    (changes: { page?: number; q?: string }) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (changes.q !== undefined) {
            if (changes.q) next.set('q', changes.q);
            else next.delete('q');
            next.delete('page');
          }
          if (changes.page !== undefined) {
            if (changes.page > 1) next.set('page', String(changes.page));
            else next.delete('page');
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const search = useCallback((value: string) => setQuery({ q: value }), [setQuery]);

  const onConfirmRemove = async () => {
    if (!removing) return;
    const name = displayName(removing);
    setRemoveProblem(null);
    try {
      await remove.mutateAsync(removing._id);
      notify.success(t('members.remove.removed', { name }));
      focusHeading.current = true;
    } catch (err) {
      setRemoveProblem(problemText(err, lang));
      notify.error(problemText(err, lang));
    } finally {
      setRemoving(null);
    }
  };

  if (!viewer) {
    return current.isError ? (
      <section className="page members-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('members.page.title')}</h1>
        <p role="alert">{problemText(current.error, lang)}</p>
      </section>
    ) : (
      <Spinner />
    );
  }

  if (!allowed) {
    return (
      <section className="page members-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('members.page.title')}</h1>
        <p role="alert">{t('members.page.notAllowed')}</p>
      </section>
    );
  }

  return (
    <section className="page members-page" aria-labelledby="page-title">
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {t('members.page.title')}
      </h1>
      <p className="muted">{t('members.page.intro')}</p>

      {can(viewer.role, 'members.manage') && <InviteForm viewerRole={viewer.role} />}

      <SearchBox q={q} onSearch={search} />

      {removeProblem && (
        <p className="members-problem" role="alert">
          {removeProblem}
        </p>
      )}
      {list.isPending && <Spinner />}
      {list.isError && (
        <div role="alert" className="members-failed">
          <p>
            {t('members.page.loadFailed')} {problemText(list.error, lang)}
          </p>
          <button type="button" className="primary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {list.data && (
        <p className="members-total" aria-live="polite">
          {list.data.total === 0 && q
            ? t('members.page.empty')
            : t('members.page.total', { count: list.data.total })}
        </p>
      )}
      {list.data && list.data.members.length > 0 && (
        <div className="members-table-wrap">
          <table className="members-table" aria-busy={list.isFetching || undefined}>
            <caption className="visually-hidden">{t('members.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.table.name')}</th>
                <th scope="col">{t('members.table.email')}</th>
                <th scope="col">{t('members.table.role')}</th>
                <th scope="col">{t('members.table.status')}</th>
                <th scope="col">{t('members.table.totp')}</th>
                <th scope="col">{t('members.table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.members.map((member) => (
                // A role changed on the server starts the row afresh (its select shows the new one).
                <MemberRow
                  key={`${member._id}:${member.role}`}
                  member={member}
                  viewer={viewer}
                  onRemove={(m) => {
                    setRemoveProblem(null);
                    setRemoving(m);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && pages > 1 && (
        <nav className="members-paging" aria-label={t('members.paging.label')}>
          <button
            type="button"
            className="secondary"
            onClick={() => setQuery({ page: Math.max(1, page - 1) })}
            disabled={page <= 1}
          >
            {t('members.paging.previous')}
          </button>
          <span aria-live="polite">{t('members.paging.pageOf', { page, pages })}</span>
          <button
            type="button"
            className="secondary"
            onClick={() => setQuery({ page: Math.min(pages, page + 1) })}
            disabled={page >= pages}
          >
            {t('members.paging.next')}
          </button>
        </nav>
      )}

      {removing && (
        <Modal
          message={t('members.remove.confirm', { name: displayName(removing) })}
          tone="error"
          onClose={() => setRemoving(null)}
        >
          <button type="button" className="secondary" onClick={() => setRemoving(null)}>
            {t('members.remove.no')}
          </button>
          <button
            type="button"
            className="danger"
            onClick={() => void onConfirmRemove()}
            disabled={remove.isPending}
          >
            {t('members.remove.yes')}
          </button>
        </Modal>
      )}
    </section>
  );
}
