// Decision 137 (issue 21): /Company/Pools, the company's talent pools: named lists of job seekers
// shared by its members, by name with their sizes, a page at a time; create, rename and delete
// (the candidates themselves are untouched). For roles that may search candidates.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Pool } from '@talentpool/domain/pools/schemas';
import { poolLimits } from '@talentpool/domain/pools/schemas';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/FormField';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { useCreatePool, usePools } from '../../components/pools/poolsApi';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useDeletePool, useRenamePool } from './api';
import './pools.css';

const pageSize = 20;

export function PoolsPage() {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="candidates.search"
      title={t('pools.list.title')}
      notAllowed={t('pools.notAllowed')}
      className="page pools-page"
    >
      <Pools />
    </RequirePermission>
  );
}

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function Pools() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const pools = usePools({ page, pageSize });
  const pages = Math.max(1, Math.ceil((pools.data?.total ?? 0) / pageSize));
  return (
    <section className="page pools-page" aria-labelledby="pools-title">
      <h1 id="pools-title">{t('pools.list.title')}</h1>
      <p className="muted">{t('pools.list.intro')}</p>
      <CreatePoolForm />
      {pools.isPending ? <Spinner /> : null}
      {pools.isError ? (
        <div role="alert">
          <p>{problemText(pools.error, currentLanguage())}</p>
          <button type="button" className="button primary" onClick={() => void pools.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {pools.data && pools.data.pools.length === 0 ? (
        <p className="empty-state">{t('pools.list.empty')}</p>
      ) : null}
      {pools.data && pools.data.pools.length > 0 ? (
        <ul className="pool-list">
          {pools.data.pools.map((pool) => (
            <PoolRow key={pool._id} pool={pool} />
          ))}
        </ul>
      ) : null}
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

function CreatePoolForm() {
  const { t } = useTranslation();
  const create = useCreatePool();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('pools.list.nameRequired'));
      return;
    }
    try {
      const pool = await create.mutateAsync(name.trim());
      notify.success(t('pools.list.created', { name: pool.name }));
      setName('');
      setError(undefined);
    } catch (err) {
      setError(
        err instanceof ApiError && err.fields.name
          ? err.fields.name
          : problemText(err, currentLanguage()),
      );
    }
  };
  return (
    <form className="pool-create" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('pools.list.newName')}
        name="name"
        maxLength={poolLimits.nameMax}
        value={name}
        error={error}
        onChange={(e) => setName(e.target.value)}
      />
      <button
        type="submit"
        className="button primary"
        disabled={create.isPending}
        aria-busy={create.isPending || undefined}
      >
        {t('pools.list.create')}
      </button>
    </form>
  );
}

function PoolRow({ pool }: { pool: Pool }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <li className="pool-row">
      <div className="pool-main">
        <Link to={`/Company/Pools/${pool._id}`} className="pool-name" dir="auto">
          {pool.name}
        </Link>
        <span className="muted">
          {t('pools.list.count', { count: pool.count })}
          {' · '}
          {pool.by
            ? t('pools.list.createdBy', {
                name: pool.by.name || pool.by.email,
                date: formatDate(pool.createdAt, lang),
              })
            : formatDate(pool.createdAt, lang)}
        </span>
      </div>
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => setRenaming(true)}
          aria-label={t('pools.list.renameNamed', { name: pool.name })}
        >
          {t('pools.list.rename')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => setDeleting(true)}
          aria-label={t('pools.list.deleteNamed', { name: pool.name })}
        >
          {t('pools.list.delete')}
        </button>
      </div>
      {renaming ? <RenameDialog pool={pool} onClose={() => setRenaming(false)} /> : null}
      {deleting ? <DeleteDialog pool={pool} onClose={() => setDeleting(false)} /> : null}
    </li>
  );
}

function RenameDialog({ pool, onClose }: { pool: Pool; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenamePool();
  const [name, setName] = useState(pool.name);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('pools.list.nameRequired'));
      return;
    }
    try {
      await rename.mutateAsync({ id: pool._id, name: name.trim() });
      onClose();
    } catch (err) {
      setError(
        err instanceof ApiError && err.fields.name
          ? err.fields.name
          : problemText(err, currentLanguage()),
      );
    }
  };
  return (
    <FormDialog title={t('pools.list.renameTitle')} onClose={onClose} closeLabel={t('pools.close')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('pools.list.newName')}
          name="name"
          maxLength={poolLimits.nameMax}
          value={name}
          error={error}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="form-dialog-actions">
          <button type="submit" className="button primary" disabled={rename.isPending}>
            {t('pools.list.save')}
          </button>
          <button type="button" className="button secondary" onClick={onClose}>
            {t('pools.cancel')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}

function DeleteDialog({ pool, onClose }: { pool: Pool; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePool();
  const [error, setError] = useState<string | undefined>();
  const confirm = async () => {
    try {
      await remove.mutateAsync(pool._id);
      notify.success(t('pools.list.deleted', { name: pool.name }));
      onClose();
    } catch (err) {
      setError(problemText(err, currentLanguage()));
    }
  };
  return (
    <FormDialog title={t('pools.list.deleteTitle')} onClose={onClose} closeLabel={t('pools.close')}>
      <p>{t('pools.list.deleteBody', { name: pool.name, count: pool.count })}</p>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <div className="form-dialog-actions">
        <button
          type="button"
          className="button danger"
          onClick={() => void confirm()}
          disabled={remove.isPending}
        >
          {t('pools.list.deleteConfirm')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('pools.cancel')}
        </button>
      </div>
    </FormDialog>
  );
}
