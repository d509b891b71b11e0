// Decision 110 (decisions.md 11): /join/:token, the page an invitation mail opens (public: the
// token is the key). It says which company invites whom and as what, and takes the new member's
// name and password; accepting answers like a login, so the member is signed in and goes to the
// company area. A link that does not exist, has expired or was used says so (as single-use links).
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { resetPasswordSchema } from '@talentpool/domain/accounts/schemas';
import { translate } from '@talentpool/domain/messages';
import { invitationLifetimeDays, memberNameSchema } from '@talentpool/domain/members/schemas';
import { loggedInOf, signInWith } from '../../components/auth/useLogin';
import { TextField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { companyHomeOf } from '../../lib/member';
import { useAcceptInvitation, useInvitation, type AcceptInvitationInput } from './api';
import { problemText } from '../../lib/problemText';
import './members.css';

/** The domain's rules: a member's name, and a new password typed twice. */
const joinSchema = resetPasswordSchema.safeExtend({ name: memberNameSchema });

type GoneCode = 'LINK_NOT_FOUND' | 'LINK_EXPIRED' | 'LINK_USED';
const goneCodes: readonly string[] = ['LINK_NOT_FOUND', 'LINK_EXPIRED', 'LINK_USED'];

const goneCodeOf = (err: unknown): GoneCode | null =>
  err instanceof ApiError && goneCodes.includes(err.code) ? (err.code as GoneCode) : null;

function GoneLink({ code }: { code: GoneCode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const texts = {
    LINK_NOT_FOUND: ['members.join.notFoundTitle', 'members.join.notFoundBody'],
    LINK_EXPIRED: ['members.join.expiredTitle', 'members.join.expiredBody'],
    LINK_USED: ['members.join.usedTitle', 'members.join.usedBody'],
  } as const;
  const [title, body] = texts[code];
  return (
    <section className="page join-page" aria-labelledby="page-title" data-state={code}>
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {t(title)}
      </h1>
      <p>{t(body, { days: invitationLifetimeDays })}</p>
      <p>
        {code === 'LINK_USED' ? (
          <Link className="button" to="/auth" state={{ type: 'Company' }}>
            {t('members.join.toLogin')}
          </Link>
        ) : (
          <Link to="/">{t('members.join.toHome')}</Link>
        )}
      </p>
    </section>
  );
}

export function JoinPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [gone, setGone] = useState<GoneCode | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AcceptInvitationInput>({
    resolver: zodResolver(joinSchema),
    defaultValues: { name: '', password: '', ConfirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const answer = await accept.mutateAsync({ ...values, token });
      const session = loggedInOf(answer, false);
      signInWith(session);
      await navigate(companyHomeOf(session.member), { replace: true });
    } catch (err) {
      const goneCode = goneCodeOf(err);
      if (goneCode) {
        setGone(goneCode);
        return;
      }
      const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
      const known = fields.filter(([field]) =>
        ['name', 'password', 'ConfirmPassword'].includes(field),
      ) as [keyof AcceptInvitationInput, string][];
      for (const [field, message] of known) setError(field, { type: 'server', message });
      if (known[0]) setFocus(known[0][0]);
      else setProblem(problemText(err, lang));
    }
  });

  const goneCode = gone ?? goneCodeOf(invitation.error);
  if (goneCode) return <GoneLink code={goneCode} />;
  if (invitation.isPending) {
    return (
      <section className="page join-page" aria-busy="true">
        <p role="status">{t('members.join.checking')}</p>
        <Spinner />
      </section>
    );
  }
  if (invitation.isError) {
    return (
      <section className="page join-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('members.join.failedTitle')}</h1>
        <p role="alert">{problemText(invitation.error, lang)}</p>
        <button type="button" className="primary" onClick={() => void invitation.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }

  const { companyName, email, role } = invitation.data;
  const errorOf = (message: string | undefined) => (message ? translate(message, lang) : undefined);
  const passwordType = shown ? 'text' : 'password';

  return (
    <section className="page join-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('members.join.title', { company: companyName })}</h1>
      <p>
        {t('members.join.intro', {
          company: companyName,
          role: translate(`members.role.${role}`, lang),
          email,
        })}
      </p>
      <form className="join-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {/* The login e-mail, for the browser's password manager; it cannot be changed. */}
        <TextField
          label={t('members.join.email')}
          type="email"
          autoComplete="username"
          value={email}
          readOnly
        />
        <TextField
          label={t('members.join.name')}
          autoComplete="name"
          required
          error={errorOf(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('members.join.password')}
          type={passwordType}
          autoComplete="new-password"
          required
          error={errorOf(errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('members.join.confirmPassword')}
          type={passwordType}
          autoComplete="new-password"
          required
          error={errorOf(errors.ConfirmPassword?.message)}
          {...register('ConfirmPassword')}
        />
        <label className="auth-check">
          <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
          {t('members.join.showPasswords')}
        </label>
        {problem && (
          <p className="members-problem" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="primary" disabled={accept.isPending}>
          {t('members.join.submit')}
        </button>
      </form>
    </section>
  );
}
