// Decision 137 (issue 21): /Company/Pools/{id}, one talent pool: its candidates, most recently
// added first, a page at a time, each with the company's note (editable), who added them and
// when, and a way to take them out; and "Invite the pool to a posting", which sends each
// candidate the posting's single-use invitation and shows who was invited and who was skipped,
// and why. A candidate who chose not to be found shows as hidden, with the note kept (decision
// 128). For roles that may search candidates; inviting also needs the posting (postings.manage).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { InvitePoolAnswer, PoolEntry } from '@talentpool/domain/pools/schemas';
import { poolLimits } from '@talentpool/domain/pools/schemas';
import { professionalFields, yearsOfExp } from '@talentpool/domain/profile/enums';
import { SelectField, TextAreaField } from '../../components/FormField';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../lib/member';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { setViewId } from '../../lib/session';
import {
  entriesPageSize,
  useInvitePool,
  usePoolEntries,
  usePublishedPostings,
  useRemoveEntry,
  useSetNote,
} from './api';
import './pools.css';

export function PoolPage() {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="candidates.search"
      title={t('pools.pool.title')}
      notAllowed={t('pools.notAllowed')}
      className="page pools-page"
    >
      <PoolView />
    </RequirePermission>
  );
}

function PoolView() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const entries = usePoolEntries(id, page);
  if (entries.isPending) return <Spinner />;
  if (entries.isError) {
    const missing = entries.error instanceof ApiError && entries.error.status === 404;
    return (
      <section className="page pools-page" aria-labelledby="pool-title">
        <h1 id="pool-title">{t('pools.pool.title')}</h1>
        <p role="alert">
          {missing ? t('pools.pool.notFound') : problemText(entries.error, currentLanguage())}
        </p>
        <Link to="/Company/Pools">{t('pools.pool.back')}</Link>
      </section>
    );
  }
  const { pool, total } = entries.data;
  const pages = Math.max(1, Math.ceil(total / entriesPageSize));
  return (
    <section className="page pools-page" aria-labelledby="pool-title">
      <p>
        <Link to="/Company/Pools">{t('pools.pool.back')}</Link>
      </p>
      <h1 id="pool-title" dir="auto">
        {pool.name}
      </h1>
      <p className="muted" role="status">
        {t('pools.list.count', { count: total })}
      </p>
      {total > 0 ? <InvitePanel poolId={pool._id} entries={entries.data.entries} /> : null}
      {entries.data.entries.length === 0 ? (
        <p className="empty-state">{t('pools.pool.empty')}</p>
      ) : (
        <ul className="pool-entries">
          {entries.data.entries.map((entry) => (
            <li key={entry.userId}>
              <EntryCard poolId={pool._id} entry={entry} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="pager" aria-label={t('pools.paging')}>
          <button
            type="button"
            className="button secondary"
            disabled={page <= 1}
            onClick={() => setParams({ page: String(page - 1) })}
          >
            {t('pools.previous')}
          </button>
          <span>{t('pools.pageOf', { page, pages })}</span>
          <button
            type="button"
            className="button secondary"
            disabled={page >= pages}
            onClick={() => setParams({ page: String(page + 1) })}
          >
            {t('pools.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function EntryCard({ poolId, entry }: { poolId: string; entry: PoolEntry }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const setNote = useSetNote(poolId);
  const remove = useRemoveEntry(poolId);
  const [note, setNoteText] = useState(entry.note);
  const [error, setError] = useState<string | undefined>();
  const candidate = entry.candidate;
  const name = candidate?.name || t('pools.pool.hiddenName');
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await setNote.mutateAsync({ userId: entry.userId, note });
      setError(undefined);
      notify.success(t('pools.pool.noteSaved'));
    } catch (err) {
      setError(
        err instanceof ApiError && err.fields.note
          ? err.fields.note
          : problemText(err, currentLanguage()),
      );
    }
  };
  const takeOut = () =>
    remove.mutate(entry.userId, {
      onSuccess: () => notify.success(t('pools.pool.removed', { name })),
      onError: (err) => notify.error(problemText(err, currentLanguage())),
    });
  return (
    <article className="pool-entry" aria-label={name}>
      <h2 dir="auto">
        {candidate ? (
          <Link to={`/viewProfile/${entry.userId}`} onClick={() => setViewId(entry.userId)}>
            {name}
          </Link>
        ) : (
          name
        )}
      </h2>
      {candidate ? (
        <p className="muted">
          {[
            candidate.jobPosition && professionalFields.labelOf(candidate.jobPosition, lang),
            candidate.yearsOfExp && yearsOfExp.labelOf(candidate.yearsOfExp, lang),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : (
        <p className="muted">{t('pools.pool.hidden')}</p>
      )}
      <p className="muted">
        {entry.by
          ? t('pools.pool.addedBy', {
              name: entry.by.name || entry.by.email,
              date: formatDate(entry.addedAt, lang),
            })
          : t('pools.pool.addedOn', { date: formatDate(entry.addedAt, lang) })}
      </p>
      <form className="pool-note" onSubmit={(e) => void save(e)} noValidate>
        <TextAreaField
          label={t('pools.pool.note', { name })}
          name="note"
          maxLength={poolLimits.noteMax}
          value={note}
          error={error}
          onChange={(e) => setNoteText(e.target.value)}
        />
        <div className="actions">
          <button
            type="submit"
            className="button secondary"
            disabled={setNote.isPending || note === entry.note}
          >
            {t('pools.pool.saveNote')}
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={takeOut}
            disabled={remove.isPending}
            aria-label={t('pools.pool.removeNamed', { name })}
          >
            {t('pools.pool.remove')}
          </button>
        </div>
      </form>
    </article>
  );
}

function InvitePanel({ poolId, entries }: { poolId: string; entries: PoolEntry[] }) {
  const { t } = useTranslation();
  const canInvite = useCan('postings.manage');
  const postings = usePublishedPostings(canInvite);
  const invite = useInvitePool(poolId);
  const [jobId, setJobId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<InvitePoolAnswer | null>(null);
  if (!canInvite) return null;
  const list = postings.data?.postings ?? [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!jobId) {
      setError(t('pools.invite.choose'));
      return;
    }
    setError(undefined);
    try {
      setResult(await invite.mutateAsync(jobId));
    } catch (err) {
      setResult(null);
      setError(problemText(err, currentLanguage()));
    }
  };
  const names = new Map(entries.map((e) => [e.userId, e.candidate?.name ?? '']));
  return (
    <section className="pool-invite" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('pools.invite.title')}</h2>
      <p className="muted">{t('pools.invite.intro')}</p>
      {postings.isSuccess && list.length === 0 ? (
        <p>{t('pools.invite.noPostings')}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <SelectField
            label={t('pools.invite.posting')}
            name="jobId"
            value={jobId}
            placeholder={t('pools.invite.choose')}
            error={error}
            onChange={(e) => setJobId(e.target.value)}
            options={list.map((p) => ({ value: p._id, label: p.title }))}
          />
          <button
            type="submit"
            className="button primary"
            disabled={invite.isPending}
            aria-busy={invite.isPending || undefined}
          >
            {t('pools.invite.submit')}
          </button>
        </form>
      )}
      {result ? (
        <div className="pool-invite-result" role="status">
          <p>{t('pools.invite.invited', { count: result.invited.length })}</p>
          {result.skipped.length > 0 ? (
            <ul>
              {result.skipped.map((s) => (
                <li key={s.userId}>
                  {t(`pools.invite.skip.${s.reason}`, {
                    name: names.get(s.userId) || t('pools.invite.someone'),
                  })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
