// spec 2 (Profile image upload): Choose file, Upload, a loader with the spec's wait text, Cancel
// closes. Instead of reloading the page the new picture replaces the old one; a failure is shown
// (decisions.md section 8) and the dialog stays open to retry.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@talentpool/domain/limits';
import { FileInput } from '../../../components/FileInput';
import { ApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useUploadCompanyPicture } from '../api';
// The hint and error read as those of the labelled fields (on a page without one).
import '../../../components/FormField.css';

export function CompanyPictureUpload() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadCompanyPicture();
  const titleId = useId();
  const errorId = useId();

  const close = () => {
    setOpen(false);
    setError(null);
    upload.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setError(t('company.picture.noFile'));
      return;
    }
    if (file.size > limits.uploadMaxBytes) {
      setError(t('company.picture.tooLarge'));
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: () => {
        notify.success(t('company.picture.uploaded'));
        close();
      },
      onError: (err) => setError(err instanceof ApiError ? err.message : String(err)),
    });
  };

  if (!open) {
    return (
      <button type="button" className="button secondary" onClick={() => setOpen(true)}>
        {t('company.picture.change')}
      </button>
    );
  }
  return (
    <form
      className="picture-upload"
      role="group"
      aria-labelledby={titleId}
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !upload.isPending) close();
      }}
    >
      <h3 id={titleId}>{t('company.picture.dialogTitle')}</h3>
      <FileInput
        id={`${titleId}-file`}
        label={t('company.picture.choose')}
        inputRef={fileInput}
        name="pic"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        disabled={upload.isPending}
        autoFocus
      />
      <p className="field-hint">{t('company.picture.hint')}</p>
      {upload.isPending ? (
        <p className="upload-wait" role="status">
          <span className="spinner small" aria-hidden="true" /> {t('company.picture.uploading')}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="button primary" disabled={upload.isPending}>
          {t('company.picture.upload')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={close}
          disabled={upload.isPending}
        >
          {t('company.picture.cancel')}
        </button>
      </div>
    </form>
  );
}
