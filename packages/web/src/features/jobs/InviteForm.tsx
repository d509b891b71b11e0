// Issue 12 (decision 100): invite an outside candidate to a published posting by e-mail. The
// server answers with a single-use link (decision 050) that also applies the candidate; the link
// is shown so the company can pass it on as well.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteBodySchema, type Posting } from '@talentpool/domain/jobs/schemas';
import { translate } from '@talentpool/domain/messages';
import { ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { TextField } from '../../components/FormField';
import { useInvite } from './api';

export function InviteForm({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const invite = useInvite(posting._id);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const linkId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteBodySchema.safeParse({ email });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message ?? 'error.VALIDATION_FAILED', lang));
      return;
    }
    setError(undefined);
    invite.mutate(parsed.data.email, {
      onSuccess: ({ url }) => {
        setLink({ email: parsed.data.email, url });
        setEmail('');
      },
      onError: (err) =>
        setError(
          err instanceof ApiError
            ? (err.fields.email ?? problemText(err, lang))
            : t('jobs.pipeline.inviteFailed'),
        ),
    });
  };

  return (
    <section className="jobs-invite" aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t('jobs.pipeline.invite')}</h2>
      <p className="muted">{t('jobs.pipeline.inviteIntro')}</p>
      {posting.status !== 'published' ? (
        <p className="jobs-notice">{t('jobs.pipeline.inviteNeedsPublished')}</p>
      ) : (
        <form onSubmit={submit} noValidate className="jobs-invite-form">
          <TextField
            label={t('jobs.pipeline.inviteEmail')}
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="primary" disabled={invite.isPending}>
            {invite.isPending ? t('jobs.pipeline.inviteSending') : t('jobs.pipeline.inviteSend')}
          </button>
        </form>
      )}
      {link ? (
        <div className="jobs-invite-link" role="status">
          <label htmlFor={linkId}>{t('jobs.pipeline.inviteLink', { email: link.email })}</label>
          <input
            id={linkId}
            type="url"
            dir="ltr"
            readOnly
            value={link.url}
            onFocus={(e) => e.target.select()}
          />
        </div>
      ) : null}
    </section>
  );
}
