// Decision 142: /Company/jobs/{id}/import, a recruiter drops CVs (or picks them) onto a posting.
// A progress bar follows the queue; each file's outcome is listed (an applicant, a failure with
// its reason, or the same person as an applicant already there, waiting for Merge or Dismiss).
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { cvLimits, type CvImportItem } from '@talentpool/domain/cv/schemas';
import { translate } from '@talentpool/domain/messages';
import { ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { useCreateImport, useImport, useResolve } from './api';
import './cvImport.css';

export function CvImportPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { id = '' } = useParams();
  const create = useCreateImport(id);
  const [importId, setImportId] = useState<string | null>(null);
  const current = useImport(importId);
  const resolve = useResolve(importId);
  const [dragging, setDragging] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const send = (files: File[]) => {
    if (files.length === 0) return;
    setTooMany(files.length > cvLimits.importMaxFiles);
    if (files.length > cvLimits.importMaxFiles) return;
    create.mutate(files, { onSuccess: (answer) => setImportId(answer._id) });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send([...event.dataTransfer.files]);
  };

  const data = current.data;
  const finished = data ? data.total - data.queued : 0;
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
      {create.isPending ? <p role="status">{t('cvImport.sending')}</p> : null}
      {data ? (
        <>
          <label htmlFor="cv-import-progress">
            {t('cvImport.progress', { done: finished, total: data.total })}
          </label>
          <progress id="cv-import-progress" max={data.total} value={finished} />
          <p role="status">
            {t('cvImport.summary', {
              done: data.done,
              failed: data.failed,
              duplicates: data.duplicates,
            })}
          </p>
          <table className="cv-import-items">
            <caption className="visually-hidden">{t('cvImport.files')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cvImport.file')}</th>
                <th scope="col">{t('cvImport.outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item._id} data-status={item.status}>
                  <th scope="row">{item.fileName}</th>
                  <td>
                    <Outcome
                      item={item}
                      onResolve={(action) => resolve.mutate({ itemId: item._id, action })}
                      busy={resolve.isPending}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {resolve.isError ? (
            <p className="form-error" role="alert">
              {problemText(resolve.error, lang)}
            </p>
          ) : null}
        </>
      ) : null}
      <Link to={`/CompanyView/Jobs/${id}`}>{t('cvImport.toPipeline')}</Link>
    </section>
  );
}

function Outcome({
  item,
  onResolve,
  busy,
}: {
  item: CvImportItem;
  onResolve: (action: 'merge' | 'dismiss') => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const reason = item.reason ? translate(`cv.reason.${item.reason}`, lang) : '';
  switch (item.status) {
    case 'queued':
      return <>{t('cvImport.queued')}</>;
    case 'done':
      return (
        <>
          {t('cvImport.added', { name: item.fields.name ?? item.fileName })}
          {reason ? ` (${t('cvImport.noFields', { reason })})` : ''}
        </>
      );
    case 'failed':
      return <span className="form-error">{t('cvImport.failed', { reason })}</span>;
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
