// Issue 41 (decisions.md 20, decision 271): /Company/ApprovalSettings, the company's posting
// approvers in order (setCompanyApprovals; owners and admins). No approver: publishing needs no
// approval. An approver who left the company is marked, so the owner replaces them here.
import { useState, type FormEvent } from 'react';
import type { Member } from '@talentpool/domain/members/schemas';
import type { CompanyApprovals } from '@talentpool/domain/jobs/approval';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useApproverMembers, useCompanyApprovals, useSetCompanyApprovals } from './api';
import './offers.css';

export function ApprovalSettingsPage() {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="approvals.settings"
      title={t('offers.settings.title')}
      notAllowed={t('offers.settings.notAllowed')}
      className="offers-section"
    >
      <ApprovalSettings />
    </RequirePermission>
  );
}

interface Chosen {
  _id: string;
  label: string;
  removed: boolean;
}

const chosenOf = (stored: CompanyApprovals): Chosen[] =>
  stored.postings.approvers.map((a) => ({
    _id: a._id,
    label: a.name || a.email,
    removed: a.removed,
  }));

function ApprovalSettings() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const settings = useCompanyApprovals();
  const members = useApproverMembers();
  if (settings.isPending || members.isPending) return <Spinner />;
  if (settings.isError || members.isError) {
    return (
      <section className="offers-section" aria-labelledby="page-title">
        <h1 id="page-title">{t('offers.settings.title')}</h1>
        <p role="alert">{problemText(settings.error ?? members.error, lang)}</p>
      </section>
    );
  }
  return <ApproverForm stored={settings.data} members={members.data} />;
}

/** The form starts from what is stored; edits stay the member's own until saved. */
function ApproverForm({ stored, members }: { stored: CompanyApprovals; members: Member[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const save = useSetCompanyApprovals();
  const [list, setChosen] = useState<Chosen[]>(() => chosenOf(stored));
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = (index: number, by: number) => {
    const next = [...list];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    setChosen(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const saved = await save.mutateAsync(list.map((c) => c._id));
      setChosen(chosenOf(saved));
      notify.success(t('offers.settings.saved'));
    } catch (err) {
      setError(problemText(err, lang));
    }
  };
  const candidates = members.filter((m) => !list.some((c) => c._id === m._id));
  return (
    <section className="offers-section" aria-labelledby="page-title">
      <h1 id="page-title">{t('offers.settings.title')}</h1>
      <p className="muted">{t('offers.settings.intro')}</p>
      <p role="status">
        {stored.postings.required ? t('offers.settings.on') : t('offers.settings.off')}
      </p>
      <form className="offers-form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset>
          <legend>{t('offers.settings.approvers')}</legend>
          {list.length === 0 ? (
            <p>{t('offers.settings.none')}</p>
          ) : (
            <ol aria-label={t('offers.settings.approvers')}>
              {list.map((c, index) => (
                <li key={c._id}>
                  <bdi>{c.label}</bdi>
                  {c.removed ? ` ${t('offers.section.removed')}` : null}{' '}
                  <button
                    type="button"
                    className="link"
                    disabled={index === 0}
                    aria-label={t('offers.settings.up', { name: c.label })}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="link"
                    disabled={index === list.length - 1}
                    aria-label={t('offers.settings.down', { name: c.label })}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="link"
                    aria-label={t('offers.form.removeApprover', { name: c.label })}
                    onClick={() => setChosen(list.filter((x) => x._id !== c._id))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ol>
          )}
          <div className="offers-row">
            <select
              aria-label={t('offers.form.chooseApprover')}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
            >
              <option value="">{t('offers.form.chooseApprover')}</option>
              {candidates.map((m) => (
                <option key={m._id} value={m._id}>
                  {m.name || m.email}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="secondary"
              disabled={!choice}
              onClick={() => {
                const m = members.find((x) => x._id === choice);
                if (m)
                  setChosen([...list, { _id: m._id, label: m.name || m.email, removed: false }]);
                setChoice('');
              }}
            >
              {t('offers.form.addApprover')}
            </button>
          </div>
        </fieldset>
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <div className="offers-actions">
          <button type="submit" className="primary" disabled={save.isPending}>
            {t('offers.settings.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
