// Decision 130 (Reject reasons; decision 132): moving applicants to a stage of kind rejected asks
// for the reason (the company's current reasons, listRejectReasons) and whether to e-mail them.
// Used for one card (a drag, the stage select, the keyboard) and for a bulk rejection. Cancel,
// Escape or the close button leave everything where it was; a refusal of the server is said in
// the dialog with the choice kept.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@talentpool/domain/messages';
import type { StageDefinition } from '@talentpool/domain/process/stages';
import { DialogLoadFailed } from '../../components/DialogLoadFailed';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { useLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { useRejectReasons } from '../../lib/processQueries';

export interface RejectChoice {
  reasonId: string;
  notify: boolean;
  /** The rejected stage chosen (a list may have more than one). */
  stage: string;
}

export interface RejectDialogProps {
  /** The dialog's title ("Reject Mona Ali", "Reject 12 applicants"). */
  title: string;
  /** The posting's stages of kind rejected; the first is chosen unless `stage` says. */
  rejectedStages: readonly StageDefinition[];
  stage?: string;
  /** The switch's first position (the board's "notify" switch). */
  notifyDefault: boolean;
  /** The switch's label: one applicant or many. */
  notifyLabel: string;
  pending: boolean;
  /** A refusal of the server, in the page's language. */
  problem: string | null;
  onConfirm: (choice: RejectChoice) => void;
  onCancel: () => void;
}

export function RejectDialog({
  title,
  rejectedStages,
  stage: givenStage,
  notifyDefault,
  notifyLabel,
  pending,
  problem,
  onConfirm,
  onCancel,
}: RejectDialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const reasons = useRejectReasons();
  const [reasonId, setReasonId] = useState('');
  const [notify, setNotify] = useState(notifyDefault);
  const [stage, setStage] = useState(givenStage ?? rejectedStages[0]?.key ?? '');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const choices = reasons.data?.reasons.filter((r) => !r.archived) ?? [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choices.some((r) => r._id === reasonId)) {
      setReasonError(translate('process.reasonRequired', lang));
      event.currentTarget.querySelector<HTMLElement>('select[aria-invalid="true"]')?.focus();
      return;
    }
    setReasonError(undefined);
    onConfirm({ reasonId, notify, stage });
  };

  return (
    <FormDialog title={title} onClose={onCancel} closeLabel={t('dialog.close')}>
      {reasons.isPending ? (
        <Spinner />
      ) : reasons.isError ? (
        <DialogLoadFailed
          message={`${t('jobs.reject.loadFailed')} ${problemText(reasons.error, lang)}`}
          onRetry={() => void reasons.refetch()}
          cancelLabel={t('jobs.reject.cancel')}
          onCancel={onCancel}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          {rejectedStages.length > 1 && givenStage === undefined ? (
            <SelectField
              label={t('jobs.reject.stage')}
              options={rejectedStages.map((s) => ({ value: s.key, label: s.name[lang] }))}
              value={stage}
              onChange={(e) => setStage(e.target.value)}
            />
          ) : null}
          {choices.length === 0 ? (
            <p className="form-dialog-error" role="alert">
              {t('jobs.reject.noReasons')}
            </p>
          ) : null}
          <SelectField
            label={t('jobs.reject.reason')}
            required
            placeholder={t('jobs.reject.choose')}
            options={choices.map((r) => ({ value: r._id, label: r.name[lang] }))}
            value={reasonId}
            error={reasonError}
            onChange={(e) => setReasonId(e.target.value)}
          />
          <label className="form-dialog-check">
            <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
            <span>{notifyLabel}</span>
          </label>
          {problem ? (
            <p className="form-dialog-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="form-dialog-actions">
            <button type="submit" className="primary" disabled={pending}>
              {pending ? t('jobs.reject.saving') : t('jobs.reject.confirm')}
            </button>
            <button type="button" className="secondary" onClick={onCancel}>
              {t('jobs.reject.cancel')}
            </button>
          </div>
        </form>
      )}
    </FormDialog>
  );
}
