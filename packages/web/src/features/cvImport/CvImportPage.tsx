// Decision 142: /Company/jobs/{id}/import, a recruiter drops CVs (or picks them) onto a posting.
// A progress bar follows the queue; each file's outcome is listed (an applicant, a failure with
// its reason, or the same person as an applicant already there, waiting for Merge or Dismiss).
// Decision 144: below, the posting's earlier imports (when, who, and the counts), paged; opening
// one shows its files again, or only its failures, with their reasons and the kept files.
// Decision 153: an import of 50 or 200 files stays readable: the files waiting for the
// recruiter's decision are listed first, on their own, and the table of files is paged.
// Decision 162: a progress bar follows the upload itself, and a screen reader hears a running
// import only when something worth hearing changes (importAnnouncements), not on every poll.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { cvLimits, type CvImportItem, type CvImportList } from '@talentpool/domain/cv/schemas';
import { translate } from '@talentpool/domain/messages';
import { ApiError } from '../../lib/api';
import { formatDateTime, formatPercent } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import {
  downloadImportFile,
  filesPageSize,
  importsPageSize,
  useCreateImport,
  useImport,
  useImports,
  useResolve,
} from './api';
import { importAnnouncements, type ImportCounts } from './importAnnouncements';
import './cvImport.css';

export function CvImportPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { id = '' } = useParams();
  const create = useCreateImport(id);
  const [importId, setImportId] = useState<string | null>(null);
  const [onlyFailed, setOnlyFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [filesPage, setFilesPage] = useState(1);
  const earlier = useImports(id, page);
  const current = useImport(importId, onlyFailed);
  const detail = useRef<HTMLHeadingElement>(null);
  const resolve = useResolve(importId);
  const [dragging, setDragging] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  /** The import just sent from this page: its first sight is announced (decision 162). */
  const fresh = useRef<string | null>(null);

  const send = (files: File[]) => {
    if (files.length === 0) return;
    setTooMany(files.length > cvLimits.importMaxFiles);
    if (files.length > cvLimits.importMaxFiles) return;
    create.mutate(files, {
      onSuccess: (answer) => {
        setOnlyFailed(false);
        setFilesPage(1);
        fresh.current = answer._id;
        setImportId(answer._id);
      },
    });
  };
  const focusDetail = useRef(false);
  const open = (chosen: string) => {
    setOnlyFailed(false);
    setFilesPage(1);
    setImportId(chosen);
    focusDetail.current = true;
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send([...event.dataTransfer.files]);
  };

  const data = current.data;
  // What the live region says: only the changes importAnnouncements picks, compared with the
  // counts of the last poll seen (the visible counts below are not live, they change each poll).
  const seen = useRef<ImportCounts | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!data) return;
    const said = importAnnouncements(seen.current, data, fresh.current === data._id);
    seen.current = data;
    if (fresh.current === data._id) fresh.current = null;
    if (said.length > 0) {
      setAnnouncement(said.map((a) => t(`cvImport.announce.${a.key}`, a.values)).join(' '));
    }
  }, [data, t]);
  // An import opened from the list takes the focus once it is shown (keyboard and screen reader
  // users land on what they opened).
  useEffect(() => {
    if (!focusDetail.current || !data || data._id !== importId) return;
    focusDetail.current = false;
    detail.current?.focus();
  }, [data, importId]);
  const finished = data ? data.total - data.queued : 0;
  // The decisions first, whatever page of the files is shown.
  const waiting = data ? data.items.filter((item) => item.status === 'duplicate') : [];
  const filesPages = data ? Math.max(1, Math.ceil(data.items.length / filesPageSize)) : 1;
  const shownPage = Math.min(filesPage, filesPages);
  const shown = data
    ? data.items.slice((shownPage - 1) * filesPageSize, shownPage * filesPageSize)
    : [];
  const createError =
    create.error instanceof ApiError && create.error.fields.cvs
      ? create.error.fields.cvs
      : create.isError
        ? problemText(create.error, lang)
        : null;

  return (
    <section className="page cv-import" aria-labelledby="cv-import-title">
      <h1 id="cv-import-title">{t('cvImport.title')}</h1>
      <p>{t('cvImport.intro', { max: cvLimits.importMaxFiles })}</p>
      <div
        className={`cv-import-drop${dragging ? ' dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{t('cvImport.drop')}</p>
        <label htmlFor="cv-import-files" className="visually-hidden">
          {t('cvImport.pick')}
        </label>
        <input
          id="cv-import-files"
          ref={picker}
          type="file"
          multiple
          accept=".pdf,.docx"
          className="visually-hidden"
          tabIndex={-1}
          onChange={(e) => send([...(e.target.files ?? [])])}
        />
        <button
          type="button"
          className="secondary"
          onClick={() => picker.current?.click()}
          disabled={create.isPending}
        >
          {t('cvImport.pick')}
        </button>
      </div>
      {tooMany ? (
        <p className="form-error" role="alert">
          {translate('cv.tooManyFiles', lang)}
        </p>
      ) : null}
      {createError ? (
        <p className="form-error" role="alert">
          {createError}
        </p>
      ) : null}
      {create.isPending ? (
        <div className="cv-import-upload">
          <p role="status">{t('cvImport.sending')}</p>
          {create.upload ? <UploadProgressBar {...create.upload} /> : null}
        </div>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {data ? (
        <>
          <h2 id="cv-import-detail" tabIndex={-1} ref={detail}>
            {t('cvImport.detailTitle', { date: formatDateTime(data.createdAt, lang) })}
          </h2>
          <label htmlFor="cv-import-progress">
            {t('cvImport.progress', { done: finished, count: data.total })}
          </label>
          <progress id="cv-import-progress" max={data.total} value={finished} />
          <p>
            {t('cvImport.summary', {
              done: data.done,
              failed: data.failed,
              duplicates: data.duplicates,
            })}
          </p>
          {waiting.length > 0 ? (
            <section className="cv-import-waiting" aria-labelledby="cv-import-waiting-title">
              <h3 id="cv-import-waiting-title">
                {t('cvImport.waitingTitle', { count: waiting.length })}
              </h3>
              <ul>
                {waiting.map((item) => (
                  <li key={item._id}>
                    <strong dir="auto">{item.fileName}</strong>
                    <Outcome
                      item={item}
                      importId={data._id}
                      onResolve={(action) => resolve.mutate({ itemId: item._id, action })}
                      busy={resolve.isPending}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {resolve.isError ? (
            <p className="form-error" role="alert">
              {problemText(resolve.error, lang)}
            </p>
          ) : null}
          <label className="cv-import-only-failed">
            <input
              type="checkbox"
              checked={onlyFailed}
              onChange={(e) => {
                setOnlyFailed(e.target.checked);
                setFilesPage(1);
              }}
            />{' '}
            {t('cvImport.onlyFailed')}
          </label>
          <table className="cv-import-items">
            <caption className="visually-hidden">{t('cvImport.files')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cvImport.file')}</th>
                <th scope="col">{t('cvImport.outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((item) => (
                <tr key={item._id} data-status={item.status}>
                  <th scope="row" dir="auto">
                    {item.fileName}
                  </th>
                  <td>
                    {item.status === 'duplicate' ? (
                      t('cvImport.waitingAbove')
                    ) : (
                      <Outcome
                        item={item}
                        importId={data._id}
                        onResolve={(action) => resolve.mutate({ itemId: item._id, action })}
                        busy={resolve.isPending}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {filesPages > 1 ? (
            <nav className="cv-import-pages" aria-label={t('cvImport.filesPages')}>
              <button
                type="button"
                className="secondary"
                disabled={shownPage <= 1}
                onClick={() => setFilesPage(shownPage - 1)}
              >
                {t('cvImport.earlier.previous')}
              </button>
              <span>
                {t('cvImport.filesRange', {
                  from: (shownPage - 1) * filesPageSize + 1,
                  to: Math.min(shownPage * filesPageSize, data.items.length),
                  total: data.items.length,
                })}
              </span>
              <button
                type="button"
                className="secondary"
                disabled={shownPage >= filesPages}
                onClick={() => setFilesPage(shownPage + 1)}
              >
                {t('cvImport.earlier.next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
      <EarlierImports
        list={earlier.data}
        error={earlier.isError ? problemText(earlier.error, lang) : null}
        page={page}
        onPage={setPage}
        openId={importId}
        onOpen={open}
      />
      <Link to={`/CompanyView/Jobs/${id}`}>{t('cvImport.toPipeline')}</Link>
    </section>
  );
}

/** The bytes of the files sent so far; at the end, the server is making the import. */
function UploadProgressBar({ loaded, total }: { loaded: number; total: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  return (
    <>
      <label htmlFor="cv-import-upload">
        {loaded >= total && total > 0
          ? t('cvImport.uploaded')
          : t('cvImport.uploading', { percent: formatPercent(percent, lang) })}
      </label>
      <progress id="cv-import-upload" max={100} value={percent} />
    </>
  );
}

/** The posting's earlier imports, newest first: when, who, and what became of the files. */
function EarlierImports({
  list,
  error,
  page,
  onPage,
  openId,
  onOpen,
}: {
  list: CvImportList | undefined;
  error: string | null;
  page: number;
  onPage: (page: number) => void;
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const pages = list ? Math.max(1, Math.ceil(list.total / importsPageSize)) : 1;
  return (
    <section className="cv-import-earlier" aria-labelledby="cv-import-earlier-title">
      <h2 id="cv-import-earlier-title">{t('cvImport.earlier.title')}</h2>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {list && list.total === 0 ? <p className="muted">{t('cvImport.earlier.none')}</p> : null}
      {list && list.imports.length > 0 ? (
        <div className="cv-import-scroll">
          <table className="cv-import-items">
            <caption className="visually-hidden">{t('cvImport.earlier.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cvImport.earlier.when')}</th>
                <th scope="col">{t('cvImport.earlier.by')}</th>
                <th scope="col">{t('cvImport.earlier.files')}</th>
                <th scope="col">{t('cvImport.earlier.created')}</th>
                <th scope="col">{t('cvImport.earlier.merged')}</th>
                <th scope="col">{t('cvImport.earlier.failed')}</th>
                <th scope="col">{t('cvImport.earlier.waiting')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('cvImport.earlier.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.imports.map((entry) => {
                const when = formatDateTime(entry.createdAt, lang);
                return (
                  <tr key={entry._id} aria-current={entry._id === openId ? 'true' : undefined}>
                    <th scope="row">{when}</th>
                    <td dir="auto">
                      {entry.by ? entry.by.name || entry.by.email : t('cvImport.earlier.former')}
                    </td>
                    <td>{entry.files}</td>
                    <td>{entry.created}</td>
                    <td>{entry.merged}</td>
                    <td>{entry.failed}</td>
                    <td>{entry.duplicates + entry.queued}</td>
                    <td>
                      <button type="button" className="secondary" onClick={() => onOpen(entry._id)}>
                        {t('cvImport.earlier.openOne', { when })}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {list && pages > 1 ? (
        <nav className="cv-import-pages" aria-label={t('cvImport.earlier.pages')}>
          <button
            type="button"
            className="secondary"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('cvImport.earlier.previous')}
          </button>
          <span>{t('cvImport.earlier.page', { page, pages })}</span>
          <button
            type="button"
            className="secondary"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('cvImport.earlier.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function Outcome({
  item,
  importId,
  onResolve,
  busy,
}: {
  item: CvImportItem;
  importId: string;
  onResolve: (action: 'merge' | 'dismiss') => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const reason = item.reason ? translate(`cv.reason.${item.reason}`, lang) : '';
  switch (item.status) {
    case 'queued':
      return <>{t('cvImport.queued')}</>;
    case 'done': {
      // What the CV did not give is said, not made up from the file's name (issue 37).
      const missing = (item.fields.missing ?? [])
        .map((field) => translate(`cv.missing.${field}`, lang))
        .join(' ');
      return (
        <>
          {item.fields.name
            ? t('cvImport.added', { name: item.fields.name })
            : t('cvImport.addedNoName')}
          {reason ? ` (${t('cvImport.noFields', { reason })})` : ''}
          {missing ? ` ${missing}` : ''}
        </>
      );
    }
    case 'failed':
      return (
        <>
          <span className="form-error">
            {item.fileKept
              ? t('cvImport.failed', { reason })
              : t('cvImport.failedGone', { reason })}
          </span>
          {item.fileKept ? (
            <>
              {' '}
              <button
                type="button"
                className="secondary"
                onClick={() => void downloadImportFile(importId, item._id, item.fileName)}
              >
                {t('cvImport.download', { file: item.fileName })}
              </button>
            </>
          ) : null}
        </>
      );
    case 'merged':
      return <>{t('cvImport.merged')}</>;
    case 'dismissed':
      return <>{t('cvImport.dismissed')}</>;
    case 'duplicate':
      return (
        <div className="cv-import-duplicate">
          <p>
            {t('cvImport.duplicate', {
              name: item.duplicateOf?.name ?? '',
              on: t(`cvImport.matchedOn.${item.duplicateOf?.matchedOn ?? 'email'}`),
            })}
          </p>
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => onResolve('merge')}
          >
            {t('cvImport.merge', { file: item.fileName })}
          </button>{' '}
          <button
            type="button"
            className="secondary"
            disabled={busy}
            onClick={() => onResolve('dismiss')}
          >
            {t('cvImport.dismiss', { file: item.fileName })}
          </button>
        </div>
      );
  }
}
