// Issue 20 (decision 130, Stages; decision 132): /Company/Process/templates/new and
// /Company/Process/templates/{id}: a stage template's name and its stages (the shared stage list
// editor: names in English and Arabic, kind, add, remove, reorder with buttons and the keyboard).
// The domain's checks run before sending and every problem is shown on screen in the page's
// language; the server's refusals land on the same fields, and nothing typed is lost.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { translate } from '@talentpool/domain/messages';
import { stageTemplateBodySchema, type StageTemplate } from '@talentpool/domain/process/schemas';
import { defaultStages } from '@talentpool/domain/process/stages';
import { TextField } from '../../components/FormField';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { StageListEditor } from '../../components/StageListEditor';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useStageTemplates } from '../../lib/processQueries';
import {
  checkStageRows,
  rowsOf,
  type StageListErrors,
  type StageRow,
} from '../../lib/stageListForm';
import { useSaveStageTemplate } from './api';
import { processPath } from './paths';
import './process.css';

export function StageTemplatePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <RequirePermission
      action="process.manage"
      title={t(id ? 'process.editor.editTitle' : 'process.editor.createTitle')}
      notAllowed={t('process.notAllowed')}
      className="page process-page"
    >
      {id ? <EditTemplate id={id} /> : <TemplateForm template={null} />}
    </RequirePermission>
  );
}

function EditTemplate({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const templates = useStageTemplates();
  if (templates.isPending) return <Spinner />;
  const template = templates.data?.templates.find((x) => x._id === id && !x.isDefault);
  if (!template) {
    return (
      <section className="page process-page" aria-labelledby="template-title">
        <h1 id="template-title">{t('process.editor.editTitle')}</h1>
        <p role="alert">
          {templates.isError ? problemText(templates.error, lang) : t('process.editor.notFound')}
        </p>
        {templates.isError ? (
          <button type="button" className="process-button" onClick={() => void templates.refetch()}>
            {t('common.retry')}
          </button>
        ) : null}
        <p>
          <Link to={processPath}>{t('process.editor.back')}</Link>
        </p>
      </section>
    );
  }
  return <TemplateForm key={template._id} template={template} />;
}

/** A server refusal's fields on the form: `name`, the list (`stages`), a stage's own field. */
function errorsOfServer(
  fields: Record<string, string>,
  rows: readonly StageRow[],
): { name?: string; stages: StageListErrors } {
  const stages: StageListErrors = { list: [], rows: {} };
  let name: string | undefined;
  for (const [path, message] of Object.entries(fields)) {
    const row = /^stages\.(\d+)\.(?:name\.)?(en|ar|kind)$/.exec(path);
    const rowId = row ? rows[Number(row[1])]?.id : undefined;
    if (row && rowId) {
      const field = row[2] as 'en' | 'ar' | 'kind';
      stages.rows[rowId] = { ...stages.rows[rowId], [field]: message };
    } else if (path === 'name') {
      name = message;
    } else {
      stages.list.push(message);
    }
  }
  return { name, stages };
}

function TemplateForm({ template }: { template: StageTemplate | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const save = useSaveStageTemplate(template?._id ?? null);
  const [name, setName] = useState(template?.name ?? '');
  const [rows, setRows] = useState<StageRow[]>(() => rowsOf(template?.stages ?? defaultStages));
  const [nameError, setNameError] = useState<string | undefined>();
  const [stageErrors, setStageErrors] = useState<StageListErrors | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    document
      .querySelector<HTMLElement>(
        '.process-template-form [aria-invalid="true"], .stage-editor-problems',
      )
      ?.focus();
  }, [attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = checkStageRows(rows);
    const nameCheck = stageTemplateBodySchema.shape.name.safeParse(name);
    const nameProblem = nameCheck.success
      ? undefined
      : translate(nameCheck.error.issues[0]?.message ?? '', lang);
    setNameError(nameProblem);
    if (!checked.ok || nameProblem) {
      setStageErrors(checked.ok ? null : checked.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setStageErrors(null);
    save.mutate(
      { name, stages: checked.stages },
      {
        onSuccess: () => {
          notify.success(t('process.editor.saved'));
          void navigate(processPath);
        },
        onError: (err) => {
          if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
            const fromServer = errorsOfServer(err.fields, rows);
            setNameError(fromServer.name);
            setStageErrors(fromServer.stages);
            setAttempt((n) => n + 1);
          } else {
            setProblem(
              err instanceof ApiError ? problemText(err, lang) : t('process.editor.saveFailed'),
            );
          }
        },
      },
    );
  };
  const hasErrors =
    Boolean(nameError) ||
    Boolean(
      stageErrors && (stageErrors.list.length > 0 || Object.keys(stageErrors.rows).length > 0),
    );

  return (
    <section className="page process-page" aria-labelledby="template-title">
      <p>
        <Link to={processPath}>{t('process.editor.back')}</Link>
      </p>
      <h1 id="template-title">
        {t(template ? 'process.editor.editTitle' : 'process.editor.createTitle')}
      </h1>
      <form className="process-template-form" onSubmit={submit} noValidate>
        {hasErrors ? (
          <p className="process-field-error" role="alert">
            {t('process.editor.fixErrors')}
          </p>
        ) : null}
        <TextField
          label={t('process.editor.name')}
          required
          maxLength={80}
          value={name}
          error={nameError}
          onChange={(e) => setName(e.target.value)}
        />
        <StageListEditor
          legend={t('process.editor.stages')}
          rows={rows}
          onChange={(next) => {
            setRows(next);
            // After a first attempt, the problems follow the edits (a fixed one goes away).
            if (stageErrors) {
              const checked = checkStageRows(next);
              setStageErrors(checked.ok ? null : checked.errors);
            }
          }}
          errors={stageErrors}
        />
        <div className="process-actions process-form-actions">
          <button
            type="submit"
            className="process-button process-button-primary"
            disabled={save.isPending}
          >
            {save.isPending ? t('process.editor.saving') : t('process.editor.save')}
          </button>
          <Link to={processPath} className="process-button">
            {t('process.editor.cancel')}
          </Link>
        </div>
        {problem ? (
          <p className="process-field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </section>
  );
}
