// Issue 41 (decisions.md 20): the offers of an application in its detail panel (the pipeline
// page takes this among its `applicationExtras`). A member who may make offers on the posting
// makes one (salary, start date, expiry, approvers in order, the letter or the company's
// template), sees its status and approval chain (whose turn it is, an approver who left), sends
// it once approved and withdraws it; the approver whose turn it is approves or rejects here too.
// Members the policy refuses salary figures (interviewers) never see this section.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@talentpool/domain/members/policy';
import { formatSalary } from '@talentpool/domain/offers/letter';
import type { CompanyOffer, SalaryPeriod } from '@talentpool/domain/offers/schemas';
import { salaryPeriods } from '@talentpool/domain/jobs/reach';
import { Spinner } from '../../components/Spinner';
import { formatDate, formatDay } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { useMember } from '../../lib/member';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useApplicationOffers, useApproverCandidates, useCreateOffer, useOfferAction } from './api';
import './offers.css';

export interface ApplicationOffersProps {
  applicationId: string;
  jobId: string;
  applicantName: string;
  /** postings.manage on this posting (the same team rule as offers.manage). */
  canManage: boolean;
}

const isOpen = (status: CompanyOffer['status']) =>
  status === 'draft' || status === 'pendingApproval' || status === 'approved' || status === 'sent';

export function ApplicationOffers({
  applicationId,
  jobId,
  applicantName,
  canManage,
}: ApplicationOffersProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const member = useMember();
  const mayMake = canManage && member !== null && can(member.role, 'offers.manage');
  const list = useApplicationOffers(applicationId);
  const [making, setMaking] = useState(false);
  if (!mayMake) return null;
  const headingId = `offers-${applicationId}`;
  const open = list.data?.offers.some((o) => isOpen(o.status)) ?? false;
  return (
    <section className="offers-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('offers.section.title')}</h3>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p role="alert">
          {t('offers.section.loadFailed')} {problemText(list.error, lang)}
        </p>
      ) : (
        <>
          {list.data.offers.length === 0 ? (
            <p className="muted">{t('offers.section.none')}</p>
          ) : (
            list.data.offers.map((offer) => (
              <OfferItem key={offer._id} offer={offer} applicationId={applicationId} />
            ))
          )}
          {!open && !making ? (
            <button type="button" className="primary" onClick={() => setMaking(true)}>
              {t('offers.section.make')}
            </button>
          ) : null}
          {making ? (
            <OfferForm
              applicationId={applicationId}
              jobId={jobId}
              applicantName={applicantName}
              onDone={() => setMaking(false)}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function OfferItem({ offer, applicationId }: { offer: CompanyOffer; applicationId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const member = useMember();
  const action = useOfferAction(applicationId);
  const [reason, setReason] = useState('');
  const mine = offer.approvals.find((a) => a.current && a.approver._id === member?._id);
  const run = async (
    what: 'approve' | 'reject' | 'send' | 'withdraw',
    done: string,
    body?: unknown,
  ) => {
    try {
      await action.mutateAsync({ offerId: offer._id, action: what, body });
      notify.success(done);
    } catch (err) {
      notify.error(problemText(err, lang));
    }
  };
  return (
    <div className="offers-item" data-offer-status={offer.status}>
      <p>
        <strong>
          {t('offers.section.status', { status: t(`offers.statuses.${offer.status}`) })}
        </strong>
      </p>
      <ul>
        {offer.salary ? (
          <li>{t('offers.section.salary', { salary: formatSalary(offer.salary, lang) })}</li>
        ) : null}
        <li>{t('offers.section.startDate', { date: formatDay(offer.startDate, lang) })}</li>
        <li>{t('offers.section.expiresAt', { date: formatDate(offer.expiresAt, lang) })}</li>
        {offer.link ? (
          <li>
            <a href={offer.link} target="_blank" rel="noreferrer">
              {t('offers.section.link')}
            </a>
          </li>
        ) : null}
        {offer.signature ? (
          <li>
            {t('offers.section.signedBy', {
              name: offer.signature.fullName,
              date: formatDate(offer.signature.at, lang),
            })}
          </li>
        ) : null}
        {offer.declineReason ? (
          <li>{t('offers.section.declineReason', { reason: offer.declineReason })}</li>
        ) : null}
      </ul>
      <p>{t('offers.section.chain')}</p>
      {offer.approvals.length === 0 ? (
        <p className="muted">{t('offers.section.noApprovers')}</p>
      ) : (
        <ol aria-label={t('offers.section.chain')}>
          {offer.approvals.map((a) => (
            <li key={a.position} data-decision={a.decision ?? 'waiting'}>
              {a.approver.name || a.approver.email}
              {' — '}
              {a.decision
                ? t(`offers.section.${a.decision === 'approved' ? 'approved' : 'rejected'}`)
                : a.current
                  ? t('offers.section.turn')
                  : '…'}
              {a.approver.removed ? ` ${t('offers.section.removed')}` : null}
              {a.reason ? ` (${a.reason})` : null}
            </li>
          ))}
        </ol>
      )}
      <div className="offers-actions">
        {mine ? (
          <>
            <button
              type="button"
              className="primary"
              disabled={action.isPending}
              onClick={() => void run('approve', t('offers.section.approved'))}
            >
              {t('offers.section.approve')}
            </button>
            <label>
              {t('offers.section.rejectReason')}
              <input value={reason} onChange={(e) => setReason(e.target.value)} dir="auto" />
            </label>
            <button
              type="button"
              className="secondary"
              disabled={action.isPending}
              onClick={() => void run('reject', t('offers.section.rejected'), { reason })}
            >
              {t('offers.section.reject')}
            </button>
          </>
        ) : null}
        {offer.status === 'approved' ? (
          <button
            type="button"
            className="primary"
            disabled={action.isPending}
            onClick={() => void run('send', t('offers.section.sent'))}
          >
            {t('offers.section.send')}
          </button>
        ) : null}
        {isOpen(offer.status) ? (
          <button
            type="button"
            className="secondary"
            disabled={action.isPending}
            onClick={() => void run('withdraw', t('offers.section.withdrawn'))}
          >
            {t('offers.section.withdraw')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function OfferForm({
  applicationId,
  jobId,
  applicantName,
  onDone,
}: {
  applicationId: string;
  jobId: string;
  applicantName: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const member = useMember();
  const people = useApproverCandidates(jobId, member !== null && can(member.role, 'members.read'));
  const create = useCreateOffer(applicationId);
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('SAR');
  const [period, setPeriod] = useState<SalaryPeriod>('month');
  const [startDate, setStartDate] = useState(isoDay(30));
  const [expiresOn, setExpiresOn] = useState(isoDay(14));
  const [approvers, setApprovers] = useState<string[]>([]);
  const [choice, setChoice] = useState('');
  const [letter, setLetter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameOf = (id: string) => {
    const m = people.data?.find((p) => p._id === id);
    return m ? m.name || m.email : id;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await create.mutateAsync({
        salary: { amount: Number(amount), currency: currency.trim().toUpperCase(), period },
        startDate,
        // The end of the chosen day in the browser's zone.
        expiresAt: new Date(`${expiresOn}T23:59:00`).toISOString(),
        approverIds: approvers,
        ...(letter.trim() ? { body: letter } : {}),
      });
      notify.success(t('offers.form.created'));
      onDone();
    } catch (err) {
      setError(problemText(err, lang));
    }
  };
  const idOf = (name: string) => `offer-${applicationId}-${name}`;
  return (
    <form className="offers-form" onSubmit={(e) => void submit(e)} noValidate>
      <h4>{t('offers.form.title', { name: applicantName })}</h4>
      <div className="offers-row">
        <span>
          <label htmlFor={idOf('amount')}>{t('offers.form.amount')}</label>
          <input
            id={idOf('amount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </span>
        <span>
          <label htmlFor={idOf('currency')}>{t('offers.form.currency')}</label>
          <input
            id={idOf('currency')}
            value={currency}
            maxLength={3}
            onChange={(e) => setCurrency(e.target.value)}
          />
        </span>
        <span>
          <label htmlFor={idOf('period')}>{t('offers.form.period')}</label>
          <select
            id={idOf('period')}
            value={period}
            onChange={(e) => setPeriod(e.target.value as SalaryPeriod)}
          >
            {salaryPeriods.map((p) => (
              <option key={p} value={p}>
                {t(`offers.periods.${p}`)}
              </option>
            ))}
          </select>
        </span>
      </div>
      <div className="offers-row">
        <span>
          <label htmlFor={idOf('start')}>{t('offers.form.startDate')}</label>
          <input
            id={idOf('start')}
            type="date"
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
          />
        </span>
        <span>
          <label htmlFor={idOf('expires')}>{t('offers.form.expiresAt')}</label>
          <input
            id={idOf('expires')}
            type="date"
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
          />
        </span>
      </div>
      <fieldset>
        <legend>{t('offers.form.approvers')}</legend>
        {approvers.length > 0 ? (
          <ol>
            {approvers.map((id) => (
              <li key={id}>
                {nameOf(id)}{' '}
                <button
                  type="button"
                  className="link"
                  aria-label={t('offers.form.removeApprover', { name: nameOf(id) })}
                  onClick={() => setApprovers(approvers.filter((a) => a !== id))}
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        <div className="offers-row">
          <select
            aria-label={t('offers.form.chooseApprover')}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
          >
            <option value="">{t('offers.form.chooseApprover')}</option>
            {(people.data ?? [])
              .filter((p) => !approvers.includes(p._id))
              .map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name || p.email}
                </option>
              ))}
          </select>
          <button
            type="button"
            className="secondary"
            disabled={!choice}
            onClick={() => {
              setApprovers([...approvers, choice]);
              setChoice('');
            }}
          >
            {t('offers.form.addApprover')}
          </button>
        </div>
      </fieldset>
      <label htmlFor={idOf('letter')}>{t('offers.form.letter')}</label>
      <textarea
        id={idOf('letter')}
        rows={4}
        dir="auto"
        value={letter}
        onChange={(e) => setLetter(e.target.value)}
      />
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <div className="offers-actions">
        <button type="submit" className="primary" disabled={create.isPending}>
          {t('offers.form.submit')}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          {t('offers.form.cancel')}
        </button>
      </div>
    </form>
  );
}
