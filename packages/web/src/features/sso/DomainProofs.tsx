// Decision 289: on the single sign-on screen, an owner shows the company holds a domain by a DNS
// TXT record: asks for the record of a domain, publishes it at their DNS host, and checks it. A
// domain found joins the domains the settings above may list. What the server said is shown
// on the domain's field or on the proof; nothing is decided here.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SsoDomainProof } from '@talentpool/domain/sso/schemas';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { TextField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import {
  useCheckDomainProof,
  useCreateDomainProof,
  useDomainProofs,
  useRemoveDomainProof,
} from './api';

export function DomainProofs() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const proofs = useDomainProofs();
  const create = useCreateDomainProof();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    create.mutate(domain.trim(), {
      onSuccess: () => setDomain(''),
      onError: (err) =>
        setError(
          err instanceof ApiError && err.fields.domain ? err.fields.domain : problemText(err, lang),
        ),
    });
  };

  return (
    <section className="sso-proofs" aria-labelledby="sso-proofs-title">
      <h2 id="sso-proofs-title">{t('sso.proofs.title')}</h2>
      <p className="muted">{t('sso.proofs.intro')}</p>
      <form className="sso-proofs-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('sso.proofs.domain')}
          dir="ltr"
          autoComplete="off"
          value={domain}
          error={error}
          onChange={(event) => setDomain(event.target.value)}
        />
        <button type="submit" className="secondary" disabled={create.isPending}>
          {create.isPending ? t('sso.proofs.asking') : t('sso.proofs.ask')}
        </button>
      </form>
      {proofs.isPending && <Spinner />}
      {proofs.isError && (
        <p role="alert" className="sso-problem">
          {t('sso.proofs.loadFailed')} {problemText(proofs.error, lang)}
        </p>
      )}
      {proofs.data && proofs.data.proofs.length > 0 && (
        <ul className="sso-proof-list" aria-label={t('sso.proofs.listLabel')}>
          {proofs.data.proofs.map((proof) => (
            <ProofItem key={proof.domain} proof={proof} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ProofItem({ proof }: { proof: SsoDomainProof }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const check = useCheckDomainProof();
  const remove = useRemoveDomainProof();
  const status = proof.verifiedAt
    ? t('sso.proofs.verified', { when: formatDateTime(proof.verifiedAt, lang) })
    : proof.lastCheck === 'failed'
      ? t('sso.proofs.failed')
      : proof.lastCheck === 'notFound'
        ? t('sso.proofs.notFound', { when: formatDateTime(proof.checkedAt ?? '', lang) })
        : t('sso.proofs.notChecked');
  const onCheck = () =>
    check.mutate(proof.domain, {
      onSuccess: ({ proof: checked }) => {
        if (checked.lastCheck === 'found') notify.success(t('sso.proofs.foundNow'));
      },
      onError: (err) => notify.error(problemText(err, lang)),
    });
  return (
    <li className="sso-proof">
      <h3 dir="ltr">{proof.domain}</h3>
      <p role="status" className={proof.verifiedAt ? 'sso-proof-ok' : 'muted'}>
        {status}
      </p>
      <TextField
        label={t('sso.proofs.recordName')}
        value={proof.recordName}
        readOnly
        dir="ltr"
        onFocus={(event) => event.currentTarget.select()}
      />
      <TextField label={t('sso.proofs.recordType')} value={proof.recordType} readOnly dir="ltr" />
      <TextField
        label={t('sso.proofs.recordValue')}
        value={proof.recordValue}
        readOnly
        dir="ltr"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="sso-actions">
        <button
          type="button"
          className="primary"
          disabled={check.isPending}
          aria-label={t('sso.proofs.checkNamed', { domain: proof.domain })}
          onClick={onCheck}
        >
          {check.isPending ? t('sso.proofs.checking') : t('sso.proofs.check')}
        </button>
        <ConfirmDelete
          label={t('sso.proofs.remove')}
          ariaLabel={t('sso.proofs.removeNamed', { domain: proof.domain })}
          question={t('sso.proofs.removeQuestion', { domain: proof.domain })}
          confirmLabel={t('sso.proofs.removeConfirm')}
          cancelLabel={t('sso.proofs.cancel')}
          pending={remove.isPending}
          onConfirm={(close) =>
            remove.mutate(proof.domain, {
              onError: (err) => {
                notify.error(problemText(err, lang));
                close();
              },
            })
          }
        />
      </div>
    </li>
  );
}
