// Decision 146 (issue 23): acting on a candidate where a company finds them, rendered by the search
// results' cards and the candidate's profile. Three buttons, each opening a dialog: add to one of
// the company's postings' pipeline (source "sourced"), invite to apply to a published posting
// (the single-use job link, mailed in the candidate's language), and a private note of the
// company. Each says on screen what happened (role=status) or what went wrong (role=alert, the
// choice kept for another try), and a toast repeats a success once the dialog is closed. The
// dialogs are keyboard-operable (FormDialog: focus moved in and kept, Escape closes). Shown to
// the roles the domain's policy allows: search (notes), and manage postings (pipeline, invite).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { candidateNoteLimits } from '@talentpool/domain/candidateActions/schemas';
import { ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../lib/member';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { FormActions } from '../FormActions';
import { FormDialog } from '../FormDialog';
import { SelectField, TextAreaField } from '../FormField';
import {
  useAddCandidateNote,
  useAddCandidateToJob,
  useInviteCandidate,
  useManagedPostings,
} from './candidateActionsApi';
import './candidateActions.css';

type Mode = 'pipeline' | 'invite' | 'note';

export function CandidateActions({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const maySearch = useCan('candidates.search');
  const mayManage = useCan('postings.manage');
  const [open, setOpen] = useState<Mode | null>(null);
  if (!maySearch) return null;
  const button = (mode: Mode) => (
    <button
      type="button"
      className="button secondary"
      aria-haspopup="dialog"
      aria-label={t(`candidateActionsShared.${mode}.buttonNamed`, { name })}
      onClick={() => setOpen(mode)}
    >
      {t(`candidateActionsShared.${mode}.button`)}
    </button>
  );
  return (
    <div className="candidate-actions">
      {mayManage ? button('pipeline') : null}
      {mayManage ? button('invite') : null}
      {button('note')}
      {open === 'note' ? (
        <NoteDialog userId={userId} name={name} onClose={() => setOpen(null)} />
      ) : open ? (
        <PostingDialog mode={open} userId={userId} name={name} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}

/** The message of a refusal, in the recruiter's words where the shared text is the applicant's. */
function failureText(err: unknown, mode: Mode, t: (key: string) => string): string {
  if (err instanceof ApiError) {
    if (err.code === 'ALREADY_APPLIED') return t(`candidateActionsShared.${mode}.already`);
    if (err.code === 'LINK_ALREADY_REQUESTED') return t('candidateActionsShared.invite.linkTaken');
    if (err.code === 'JOB_CLOSED') return t(`candidateActionsShared.${mode}.closed`);
    if (err.code === 'NOT_FOUND') return t('candidateActionsShared.notFound');
  }
  return problemText(err, currentLanguage());
}

function PostingDialog({
  mode,
  userId,
  name,
  onClose,
}: {
  mode: 'pipeline' | 'invite';
  userId: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const postings = useManagedPostings(true);
  const add = useAddCandidateToJob();
  const invite = useInviteCandidate();
  const [jobId, setJobId] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ jobId: string; title: string } | null>(null);
  const busy = add.isPending || invite.isPending;
  // A pipeline takes candidates until the posting is closed; invitations need a published one.
  const choices = (postings.data?.postings ?? []).filter((p) =>
    mode === 'invite' ? p.status === 'published' : p.status !== 'closed',
  );
  const untitled = t('candidateActionsShared.untitled');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!jobId) {
      setFieldError(t('candidateActionsShared.choosePosting'));
      return;
    }
    setFieldError(undefined);
    setFailure(null);
    const title = choices.find((p) => p._id === jobId)?.title || untitled;
    try {
      if (mode === 'pipeline') await add.mutateAsync({ jobId, userId });
      else await invite.mutateAsync({ jobId, userId });
      const message = t(`candidateActionsShared.${mode}.done`, { name, title });
      setDone({ jobId, title });
      notify.success(message);
    } catch (err) {
      setFailure(failureText(err, mode, t));
    }
  };

  return (
    <FormDialog
      title={t(`candidateActionsShared.${mode}.title`, { name })}
      onClose={onClose}
      closeLabel={t('candidateActionsShared.close')}
    >
      {done ? (
        <div className="candidate-action-result">
          <p role="status">
            {t(`candidateActionsShared.${mode}.done`, { name, title: done.title })}
          </p>
          <div className="actions">
            {mode === 'pipeline' ? (
              <Link className="button secondary" to={`/CompanyView/Jobs/${done.jobId}`}>
                {t('candidateActionsShared.pipeline.open', { title: done.title })}
              </Link>
            ) : null}
            <button type="button" className="button primary" onClick={onClose}>
              {t('candidateActionsShared.done')}
            </button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-describedby={failure ? `${ids}-failure` : undefined}
        >
          <p className="muted">{t(`candidateActionsShared.${mode}.intro`)}</p>
          {postings.isError ? (
            <p role="alert" className="form-error">
              {problemText(postings.error, currentLanguage())}
            </p>
          ) : null}
          {postings.isSuccess && choices.length === 0 ? (
            <p role="status">{t(`candidateActionsShared.${mode}.noPostings`)}</p>
          ) : null}
          <SelectField
            label={t('candidateActionsShared.posting')}
            name="jobId"
            value={jobId}
            error={fieldError}
            placeholder={
              postings.isPending
                ? t('candidateActionsShared.loadingPostings')
                : t('candidateActionsShared.choose')
            }
            onChange={(e) => setJobId(e.target.value)}
            options={choices.map((p) => ({ value: p._id, label: p.title || untitled }))}
          />
          {failure ? (
            <p id={`${ids}-failure`} role="alert" className="form-error">
              {failure}
            </p>
          ) : null}
          <FormActions
            submitLabel={t(`candidateActionsShared.${mode}.submit`)}
            cancelLabel={t('candidateActionsShared.cancel')}
            busy={busy}
            onCancel={onClose}
          />
        </form>
      )}
    </FormDialog>
  );
}

function NoteDialog({
  userId,
  name,
  onClose,
}: {
  userId: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const add = useAddCandidateNote(userId);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setFieldError(t('candidateActionsShared.note.required'));
      return;
    }
    setFieldError(undefined);
    setFailure(null);
    try {
      await add.mutateAsync(text.trim());
      setSaved(true);
      notify.success(t('candidateActionsShared.note.done', { name }));
    } catch (err) {
      const field = err instanceof ApiError ? err.fields.text : undefined;
      if (field) setFieldError(field);
      else setFailure(failureText(err, 'note', t));
    }
  };

  return (
    <FormDialog
      title={t('candidateActionsShared.note.title', { name })}
      onClose={onClose}
      closeLabel={t('candidateActionsShared.close')}
    >
      {saved ? (
        <div className="candidate-action-result">
          <p role="status">{t('candidateActionsShared.note.done', { name })}</p>
          <div className="actions">
            <button type="button" className="button primary" onClick={onClose}>
              {t('candidateActionsShared.done')}
            </button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-describedby={failure ? `${ids}-failure` : undefined}
        >
          <TextAreaField
            label={t('candidateActionsShared.note.label')}
            hint={t('candidateActionsShared.note.hint')}
            name="text"
            maxLength={candidateNoteLimits.textMax}
            value={text}
            error={fieldError}
            onChange={(e) => setText(e.target.value)}
          />
          {failure ? (
            <p id={`${ids}-failure`} role="alert" className="form-error">
              {failure}
            </p>
          ) : null}
          <div className="actions">
            <button
              type="submit"
              className="button primary"
              disabled={add.isPending}
              aria-busy={add.isPending || undefined}
            >
              {t('candidateActionsShared.note.submit')}
            </button>
            <button type="button" className="button secondary" onClick={onClose}>
              {t('candidateActionsShared.cancel')}
            </button>
          </div>
        </form>
      )}
    </FormDialog>
  );
}
