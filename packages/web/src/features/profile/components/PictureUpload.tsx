// spec 2 (Profile image upload): Choose file, Upload, then a loader with 'Please wait, Large file
// photo size will take more time uploading'; Cancel closes. Instead of reloading the page, the
// profile is fetched again; a failure is shown (decisions.md 8) and the dialog stays open.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@talentpool/domain/limits';
import { FileInput } from '../../../components/FileInput';
import { notify } from '../../../lib/notify';
import { useUploadPicture } from '../api';
import { Dialog } from './Dialog';
// The error reads as that of the labelled fields.
import '../../../components/FormField.css';

export function PictureUpload() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadPicture();

  const close = () => {
    if (upload.isPending) return;
    setOpen(false);
    setFile(null);
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(t('profile.picture.noFile'));
    if (file.size > limits.uploadMaxBytes) return setProblem(t('profile.picture.tooLarge'));
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => {
        notify.success(t('profile.picture.done'));
        setOpen(false);
        setFile(null);
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <>
      <button type="button" className="secondary" onClick={() => setOpen(true)}>
        {t('profile.page.changePicture')}
      </button>
      <Dialog open={open} onClose={close} labelledBy="picture-title">
        <form onSubmit={submit} className="picture-form">
          <h2 id="picture-title">{t('profile.picture.title')}</h2>
          <div className="file-field">
            <FileInput
              id="picture-file"
              label={t('profile.picture.choose')}
              accept="image/jpeg,image/png,image/webp"
              aria-describedby="picture-hint"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              disabled={upload.isPending}
            />
            <small id="picture-hint" className="muted">
              {t('profile.picture.hint')}
            </small>
          </div>
          {upload.isPending ? (
            <div className="upload-wait" role="status">
              <span className="spinner small" aria-hidden="true" />
              {t('profile.picture.wait')}
            </div>
          ) : null}
          {problem ? (
            <p className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="primary" disabled={upload.isPending}>
              {t('profile.picture.upload')}
            </button>
            <button type="button" className="secondary" onClick={close} disabled={upload.isPending}>
              {t('profile.picture.cancel')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
