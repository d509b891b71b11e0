// Issue 40 (docs/fit-score.md): a posting's recruiter changes the weight of each part of the fit
// score and the must-haves, and sees the ranked list follow. Validated by the domain's
// postingFitSettingsSchema here and on the server (one schema).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fitParts,
  fitSettingsLimits,
  postingFitSettingsSchema,
  type JobFitSettingsAnswer,
  type PostingFitSettings,
} from '@talentpool/domain/fit/settings';
import { LoadFailed } from '../../../components/LoadFailed';
import { Spinner } from '../../../components/Spinner';
import { useFitSettings, useSaveFitSettings } from '../api';

export function FitSettingsPanel({ postingId, canEdit }: { postingId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const current = useFitSettings(postingId, canEdit);
  if (!canEdit) return null;
  // Decision 300: the folded panel is there from the list's first frame; arriving with its
  // settings, after the list, it pushed the list down under a press.
  return (
    <details className="jobs-fit-settings" data-testid="fit-settings">
      <summary>{t('jobs.fitRank.settingsTitle')}</summary>
      {current.data ? (
        <FitSettingsForm postingId={postingId} answer={current.data} />
      ) : current.isError ? (
        <LoadFailed message={t('jobs.fitRank.loadFailed')} onRetry={() => void current.refetch()} />
      ) : (
        <Spinner />
      )}
    </details>
  );
}

function FitSettingsForm({
  postingId,
  answer,
}: {
  postingId: string;
  answer: JobFitSettingsAnswer;
}) {
  const { t } = useTranslation();
  const save = useSaveFitSettings(postingId);
  const [weights, setWeights] = useState(answer.settings.weights);
  const [skills, setSkills] = useState(answer.settings.mustHaves.skills.join(', '));
  const [must, setMust] = useState(answer.settings.mustHaves);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  function submit(settings: PostingFitSettings | Record<string, never>) {
    setSaved(false);
    setError(null);
    save.mutate(settings, {
      // The form shows what the server stored (the defaults after a reset).
      onSuccess: (stored) => {
        setWeights(stored.settings.weights);
        setSkills(stored.settings.mustHaves.skills.join(', '));
        setMust(stored.settings.mustHaves);
        setSaved(true);
      },
      onError: () => setError(t('jobs.fitRank.saveFailed')),
    });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = postingFitSettingsSchema.safeParse({
      weights,
      skills: answer.settings.skills,
      mustHaves: {
        ...must,
        skills: skills
          .split(/[,،]/)
          .map((s) => s.trim())
          .filter(Boolean),
      },
    });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'jobs.fitRank.saveFailed'));
      return;
    }
    submit(parsed.data);
  }

  return (
    <form className="jobs-fit-settings-form" onSubmit={onSubmit} noValidate>
      <p className="muted jobs-small">{t('jobs.fitRank.settingsIntro')}</p>
      <p className="jobs-small" dir="auto">
        {answer.skills.length > 0
          ? t('jobs.fitRank.skillsAsked', { skills: answer.skills.join(', ') })
          : t('jobs.fitRank.noSkillsAsked')}
      </p>
      <div className="jobs-fit-weights">
        {fitParts.map((part) => (
          <label key={part}>
            {t(`jobs.fitRank.weight.${part}`)}
            <input
              type="number"
              min={0}
              max={fitSettingsLimits.weightMax}
              step={1}
              name={`weight-${part}`}
              value={weights[part]}
              onChange={(e) => setWeights({ ...weights, [part]: Number(e.target.value) })}
            />
          </label>
        ))}
      </div>
      <label>
        {t('jobs.fitRank.mustHaveSkills')}
        <input
          type="text"
          name="mustHaveSkills"
          dir="auto"
          value={skills}
          onChange={(e) => setSkills(e.target.value)}
        />
      </label>
      {(['education', 'experience', 'location'] as const).map((key) => (
        <label key={key} className="jobs-checkbox">
          <input
            type="checkbox"
            name={`mustHave-${key}`}
            checked={must[key]}
            onChange={(e) => setMust({ ...must, [key]: e.target.checked })}
          />{' '}
          {t(
            key === 'education'
              ? 'jobs.fitRank.mustHaveEducation'
              : key === 'experience'
                ? 'jobs.fitRank.mustHaveExperience'
                : 'jobs.fitRank.mustHaveLocation',
          )}
        </label>
      ))}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {saved ? <p role="status">{t('jobs.fitRank.saved')}</p> : null}
      <p>
        <button type="submit" className="primary" disabled={save.isPending}>
          {t('jobs.fitRank.save')}
        </button>{' '}
        <button type="button" disabled={save.isPending} onClick={() => submit({})}>
          {t('jobs.fitRank.reset')}
        </button>
      </p>
    </form>
  );
}
