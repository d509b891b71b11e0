// Decision 137 (issue 21): saved searches on the search page. "Save this search" keeps the
// filters and free text in force (not the order or page) under a name, with a daily e-mail of
// new matching candidates on by default; the list opens a saved search, turns its alert on or off
// and deletes it. A link from an alert mail (?saved=<id>) opens that search once it is loaded.
// Rendered by the company feature's search page; the calls are shared (poolsApi.ts).
// Deleting asks first, in the row, as a description card does (Delete gives way to the question
// with the focus on Cancel; Cancel or Escape bring Delete back focused); once deleted, the row's
// buttons are gone, so the focus goes to the list's heading.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '@talentpool/domain/pools/schemas';
import { poolLimits } from '@talentpool/domain/pools/schemas';
import { ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { ConfirmDelete } from '../ConfirmDelete';
import { FormActions } from '../FormActions';
import { TextField } from '../FormField';
import {
  useCreateSavedSearch,
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from './poolsApi';
import './pools.css';

/** The filters of a saved search as the search page's URL parameters (strings). */
export type SavedFilters = Record<string, string>;

export function filtersAsParams(search: SavedSearch): SavedFilters {
  return Object.fromEntries(
    Object.entries(search.filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

export function SavedSearches({
  filters,
  openId,
  onOpen,
}: {
  /** The filters and free text of the search on screen (only filled ones). */
  filters: SavedFilters;
  /** A saved search to open as soon as the list is loaded (the alert mail's link). */
  openId?: string | null;
  onOpen: (filters: SavedFilters, id: string) => void;
}) {
  const { t } = useTranslation();
  const list = useSavedSearches();
  const [saving, setSaving] = useState(false);
  const opened = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const searches = list.data?.savedSearches ?? [];

  useEffect(() => {
    if (!openId || opened.current === openId) return;
    const found = list.data?.savedSearches.find((s) => s._id === openId);
    if (!found) return;
    opened.current = openId;
    onOpen(filtersAsParams(found), found._id);
  }, [openId, list.data, onOpen]);

  return (
    <section className="saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title" ref={heading} tabIndex={-1}>
        {t('poolShared.saved.title')}
      </h2>
      {saving ? (
        <SaveSearchForm filters={filters} onDone={() => setSaving(false)} />
      ) : (
        <button
          type="button"
          className="button secondary"
          onClick={() => setSaving(true)}
          disabled={searches.length >= poolLimits.savedSearchesMax}
        >
          {t('poolShared.saved.save')}
        </button>
      )}
      {list.isError ? (
        <p role="alert" className="form-error">
          {problemText(list.error, currentLanguage())}
        </p>
      ) : null}
      {searches.length === 0 ? (
        list.isSuccess ? (
          <p className="muted">{t('poolShared.saved.empty')}</p>
        ) : null
      ) : (
        <ul className="saved-search-list">
          {searches.map((search) => (
            <SavedSearchRow
              key={search._id}
              search={search}
              onOpen={onOpen}
              onDeleted={() => heading.current?.focus()}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SaveSearchForm({ filters, onDone }: { filters: SavedFilters; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateSavedSearch();
  const [name, setName] = useState('');
  const [alert, setAlert] = useState(true);
  const [error, setError] = useState<{ name?: string; form?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError({ name: t('poolShared.saved.nameRequired') });
      return;
    }
    try {
      await create.mutateAsync({ name: name.trim(), filters, alert });
      notify.success(t('poolShared.saved.savedToast', { name: name.trim() }));
      onDone();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      setError(fields.name ? { name: fields.name } : { form: problemText(err, currentLanguage()) });
    }
  };
  return (
    <form className="saved-search-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('poolShared.saved.name')}
        name="savedSearchName"
        maxLength={poolLimits.nameMax}
        value={name}
        error={error.name}
        onChange={(e) => setName(e.target.value)}
        autoFocus
      />
      <label className="check-row">
        <input type="checkbox" checked={alert} onChange={(e) => setAlert(e.target.checked)} />
        <span>{t('poolShared.saved.alert')}</span>
      </label>
      {error.form ? (
        <p role="alert" className="form-error">
          {error.form}
        </p>
      ) : null}
      <FormActions
        submitLabel={t('poolShared.saved.submit')}
        cancelLabel={t('poolShared.cancel')}
        busy={create.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

function SavedSearchRow({
  search,
  onOpen,
  onDeleted,
}: {
  search: SavedSearch;
  onOpen: (filters: SavedFilters, id: string) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  // While saving, the switch shows the choice being saved.
  const alertOn =
    update.isPending && update.variables?.alert !== undefined
      ? update.variables.alert
      : search.alert;
  const toggle = (alert: boolean) =>
    update.mutate(
      { id: search._id, alert },
      { onError: (err) => notify.error(problemText(err, currentLanguage())) },
    );
  const del = (close: () => void) =>
    remove.mutate(search._id, {
      onSuccess: () => {
        notify.success(t('poolShared.saved.deleted', { name: search.name }));
        onDeleted();
      },
      onError: (err) => {
        close();
        notify.error(problemText(err, currentLanguage()));
      },
    });
  return (
    <li>
      <span className="saved-name" dir="auto">
        {search.name}
      </span>
      <button
        type="button"
        className="button secondary"
        onClick={() => onOpen(filtersAsParams(search), search._id)}
        aria-label={t('poolShared.saved.openNamed', { name: search.name })}
      >
        {t('poolShared.saved.open')}
      </button>
      <label className="check-row">
        <input
          type="checkbox"
          role="switch"
          checked={alertOn}
          disabled={update.isPending}
          onChange={(e) => toggle(e.target.checked)}
          aria-label={t('poolShared.saved.alertNamed', { name: search.name })}
        />
        <span aria-hidden="true">{t('poolShared.saved.alertShort')}</span>
      </label>
      <ConfirmDelete
        label={t('poolShared.saved.delete')}
        ariaLabel={t('poolShared.saved.deleteNamed', { name: search.name })}
        question={t('poolShared.saved.confirmDelete', { name: search.name })}
        confirmLabel={t('poolShared.saved.confirm')}
        cancelLabel={t('poolShared.cancel')}
        onConfirm={del}
        pending={remove.isPending}
        buttonClassName="button secondary"
        dangerClassName="button danger"
        className="saved-search-confirm"
      />
    </li>
  );
}
