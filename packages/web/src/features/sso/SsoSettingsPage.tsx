// Issue 42 (decisions.md 18, decisions 241-244): /Company/Integrations/SingleSignOn, the owner's
// single sign-on settings: the provider (issuer, client ID and secret), the e-mail domains (only
// those the company has shown it holds), the role of new members and whether it is required. The
// secret is never shown back; left empty, the stored one is kept. The server decides everything
// again; its refusals are said on their fields.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@talentpool/domain/messages';
import {
  ssoDefaultRoles,
  type CompanySsoAnswer,
  type SetCompanySsoInput,
} from '@talentpool/domain/sso/schemas';
import { RequirePermission } from '../../components/RequirePermission';
import { SelectField, TextField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useCompanySso, useRemoveCompanySso, useSetCompanySso } from './api';
import { DomainProofs } from './DomainProofs';
import './sso.css';

type Role = SetCompanySsoInput['defaultRole'];

interface Draft {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  defaultRole: Role;
  required: boolean;
}

const draftOf = (answer: CompanySsoAnswer | undefined): Draft => ({
  issuer: answer?.sso?.issuer ?? '',
  clientId: answer?.sso?.clientId ?? '',
  clientSecret: '',
  domains: (answer?.sso?.domains ?? answer?.ownedDomains ?? []).join('\n'),
  defaultRole: answer?.sso?.defaultRole ?? 'interviewer',
  required: answer?.sso?.required ?? false,
});

/** The typed domains: one per line or separated by commas or spaces. */
export const domainsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);

export function SsoSettingsPage() {
  const { t } = useTranslation();
  return (
    <RequirePermission action="sso.manage" title={t('sso.title')} notAllowed={t('sso.notAllowed')}>
      <SsoSettings />
    </RequirePermission>
  );
}

function SsoSettings() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const settings = useCompanySso();
  const answer = settings.data;
  return (
    <section className="page sso-page" aria-labelledby="sso-title">
      <p className="muted sso-breadcrumb">{t('sso.breadcrumb')}</p>
      <h1 id="sso-title">{t('sso.title')}</h1>
      {settings.isPending && <Spinner />}
      {settings.isError && (
        <p role="alert" className="sso-problem">
          {t('sso.loadFailed')} {problemText(settings.error, lang)}
        </p>
      )}
      {/* A save (or turning it off) gives new settings: the form starts again from them. */}
      {answer && <SsoForm key={answer.sso?.updatedAt ?? 'off'} answer={answer} />}
      {answer && <DomainProofs />}
    </section>
  );
}

function SsoForm({ answer }: { answer: CompanySsoAnswer }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const save = useSetCompanySso();
  const remove = useRemoveCompanySso();
  const [draft, setDraft] = useState<Draft>(() => draftOf(answer));
  const [fields, setFields] = useState<Record<string, string>>({});
  const requiredHint = useId();

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  // The server's field errors are already in the page's language; a domain's is on its index.
  const errorOf = (name: string) =>
    fields[name] ??
    (name === 'domains'
      ? Object.entries(fields)
          .filter(([key]) => key.startsWith('domains.'))
          .map(([key, message]) => {
            const domain = domainsOf(draft.domains)[Number(key.split('.')[1])];
            return domain ? `${domain}: ${message}` : message;
          })
          .join(' ') || undefined
      : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    const body: SetCompanySsoInput = {
      issuer: draft.issuer.trim(),
      clientId: draft.clientId.trim(),
      ...(draft.clientSecret ? { clientSecret: draft.clientSecret } : {}),
      domains: domainsOf(draft.domains),
      defaultRole: draft.defaultRole,
      required: draft.required,
    };
    save.mutate(body, {
      onSuccess: () => notify.success(t('sso.saved')),
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.fields).length > 0) setFields(err.fields);
      },
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => notify.success(t('sso.removed')),
      onError: (err) => notify.error(problemText(err, lang)),
    });

  const owned = answer?.ownedDomains.length ? answer.ownedDomains.join(', ') : t('sso.domainsNone');
  const otherProblem =
    save.isError && !(save.error instanceof ApiError && Object.keys(save.error.fields).length > 0);

  return (
    <>
      <p className="muted">{t('sso.intro')}</p>
      <TextField
        label={t('sso.redirectUri')}
        value={answer.redirectUri}
        readOnly
        dir="ltr"
        type="url"
        onFocus={(event) => event.currentTarget.select()}
      />
      {!answer.sso && <p role="status">{t('sso.off')}</p>}
      <form className="sso-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('sso.issuer')}
          type="url"
          dir="ltr"
          required
          autoComplete="off"
          hint={t('sso.issuerHint')}
          value={draft.issuer}
          error={errorOf('issuer')}
          onChange={(event) => set('issuer', event.target.value)}
        />
        <TextField
          label={t('sso.clientId')}
          dir="ltr"
          required
          autoComplete="off"
          value={draft.clientId}
          error={errorOf('clientId')}
          onChange={(event) => set('clientId', event.target.value)}
        />
        <TextField
          label={t('sso.clientSecret')}
          type="password"
          dir="ltr"
          required={!answer.sso}
          autoComplete="new-password"
          hint={answer.sso ? t('sso.clientSecretKept') : undefined}
          value={draft.clientSecret}
          error={errorOf('clientSecret')}
          onChange={(event) => set('clientSecret', event.target.value)}
        />
        <div className="field">
          <label htmlFor="sso-domains">
            {t('sso.domains')}
            <span className="required-mark" aria-hidden="true">
              {' *'}
            </span>
          </label>
          <textarea
            id="sso-domains"
            className="field-control"
            dir="ltr"
            rows={3}
            aria-required
            aria-invalid={errorOf('domains') ? true : undefined}
            aria-describedby="sso-domains-hint sso-domains-error"
            value={draft.domains}
            onChange={(event) => set('domains', event.target.value)}
          />
          <p id="sso-domains-hint" className="field-hint">
            {t('sso.domainsHint', { owned })}
          </p>
          {errorOf('domains') && (
            <p id="sso-domains-error" className="field-error" role="alert">
              {errorOf('domains')}
            </p>
          )}
        </div>
        <SelectField
          label={t('sso.defaultRole')}
          hint={t('sso.defaultRoleHint')}
          options={ssoDefaultRoles.map((role) => ({
            value: role,
            label: translate(`members.role.${role}`, lang),
          }))}
          value={draft.defaultRole}
          error={errorOf('defaultRole')}
          onChange={(event) => set('defaultRole', event.target.value as Role)}
        />
        <label className="sso-check">
          <input
            type="checkbox"
            checked={draft.required}
            aria-describedby={requiredHint}
            onChange={(event) => set('required', event.target.checked)}
          />
          {t('sso.required')}
        </label>
        <p id={requiredHint} className="muted">
          {t('sso.requiredHint')}
        </p>
        {otherProblem && (
          <p className="sso-problem" role="alert">
            {problemText(save.error, lang)}
          </p>
        )}
        <div className="sso-actions">
          <button type="submit" className="primary" disabled={save.isPending}>
            {save.isPending ? t('sso.saving') : t('sso.save')}
          </button>
          {answer.sso && (
            <button
              type="button"
              className="secondary"
              disabled={remove.isPending}
              onClick={onRemove}
            >
              {t('sso.remove')}
            </button>
          )}
        </div>
      </form>
    </>
  );
}
