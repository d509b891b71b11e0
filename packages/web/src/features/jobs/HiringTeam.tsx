// Decision 110 (decisions.md 11, issue 18): a posting's hiring team, at the top of its pipeline
// where a recruiter works on it. Everyone who may open the pipeline sees who is on the team (name
// and role); a member the domain's policy lets manage the posting (postings.manage, on its team
// for a hiring manager) chooses the team among the company's active members and saves exactly
// those (setJobTeam). Whom to choose from: getJobTeam's `candidates` when the server sends them
// (recruiters and hiring managers may set a team but not list members); else listMembers for a
// role that may read members; else the team shows read-only. A refusal (403, an unknown member)
// is said next to the choices, which stay as ticked.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@talentpool/domain/messages';
import type { Member } from '@talentpool/domain/members/schemas';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useCan } from '../../lib/member';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { teamCandidatesOf, useJobTeam, useMembersForTeam, useSetJobTeam } from './api';
import { actorName } from './pipeline';

/** The members one may choose: the candidates, and whoever is on the team already, by name. */
export function teamChoices(candidates: readonly Member[], team: readonly Member[]): Member[] {
  const byId = new Map<string, Member>(team.map((member) => [member._id, member]));
  for (const member of candidates) {
    // Only active members can be put on a team (an invited one has not joined yet).
    if (member.status === 'active' && !byId.has(member._id)) byId.set(member._id, member);
  }
  return [...byId.values()].sort((a, b) => actorName(a).localeCompare(actorName(b)));
}

export function HiringTeam({ postingId, canEdit }: { postingId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const team = useJobTeam(postingId);
  const mayReadMembers = useCan('members.read');
  const serverCandidates = team.data ? teamCandidatesOf(team.data) : null;
  const members = useMembersForTeam(
    canEdit && team.isSuccess && serverCandidates === null && mayReadMembers,
  );
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const candidates = serverCandidates ?? members.data?.members ?? null;
  const closeEditor = () => {
    setEditing(false);
    // The editor goes away with the focused control: the focus goes back to its button.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <section className="jobs-team" aria-labelledby="team-heading">
      <h2 id="team-heading">{t('jobs.team.heading')}</h2>
      <p className="muted jobs-small">{t('jobs.team.intro')}</p>
      {team.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : team.isError ? (
        <div role="alert">
          <p>
            {t('jobs.team.loadFailed')} {problemText(team.error, lang)}
          </p>
          <button type="button" className="jobs-button" onClick={() => void team.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : editing && candidates ? (
        <TeamEditor
          postingId={postingId}
          team={team.data.members}
          choices={teamChoices(candidates, team.data.members)}
          onDone={closeEditor}
        />
      ) : (
        <>
          {team.data.members.length === 0 ? (
            <p>{t('jobs.team.empty')}</p>
          ) : (
            <ul className="jobs-team-list" aria-labelledby="team-heading">
              {team.data.members.map((member) => (
                <li key={member._id}>
                  <bdi className="jobs-team-name">{actorName(member)}</bdi>{' '}
                  <span className="muted jobs-small">
                    {translate(`members.role.${member.role}`, lang)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {canEdit && candidates ? (
            <button
              ref={editButton}
              type="button"
              className="jobs-button"
              onClick={() => setEditing(true)}
            >
              {t('jobs.team.edit')}
            </button>
          ) : canEdit && members.isPending && members.fetchStatus !== 'idle' ? (
            <p className="muted jobs-small">{t('common.loading')}</p>
          ) : canEdit && members.isError ? (
            <p className="jobs-field-error" role="alert">
              {t('jobs.team.candidatesFailed')} {problemText(members.error, lang)}
            </p>
          ) : canEdit ? (
            <p className="muted jobs-small">{t('jobs.team.readOnly')}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

function TeamEditor({
  postingId,
  team,
  choices,
  onDone,
}: {
  postingId: string;
  team: readonly Member[];
  choices: readonly Member[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const save = useSetJobTeam(postingId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(team.map((member) => member._id)),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const hintId = useId();

  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    // In the order shown, so the same choice always sends the same body.
    const memberIds = choices.filter((m) => chosen.has(m._id)).map((m) => m._id);
    save.mutate(memberIds, {
      onSuccess: () => {
        notify.success(t('jobs.team.saved'));
        onDone();
      },
      onError: (err) => {
        const text =
          err instanceof ApiError && err.fields.memberIds
            ? err.fields.memberIds
            : problemText(err, lang);
        setProblem(text);
        notify.error(text);
      },
    });
  };

  return (
    <form className="jobs-team-form" onSubmit={submit} noValidate>
      <fieldset aria-describedby={problem ? `${hintId} ${problemId}` : hintId}>
        <legend>{t('jobs.team.choose')}</legend>
        <p id={hintId} className="muted jobs-small">
          {t('jobs.team.chosen', { count: chosen.size })}
        </p>
        <ul className="jobs-team-choices">
          {choices.map((member) => (
            <li key={member._id}>
              <label className="jobs-check">
                <input
                  type="checkbox"
                  checked={chosen.has(member._id)}
                  onChange={(event) => toggle(member._id, event.target.checked)}
                />
                <span>
                  <bdi>{actorName(member)}</bdi>{' '}
                  <span className="muted jobs-small">
                    {translate(`members.role.${member.role}`, lang)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {problem && (
          <p id={problemId} className="jobs-field-error" role="alert">
            {problem}
          </p>
        )}
      </fieldset>
      <div className="jobs-actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          {save.isPending ? t('jobs.team.saving') : t('jobs.team.save')}
        </button>
        <button type="button" className="jobs-button" onClick={onDone} disabled={save.isPending}>
          {t('jobs.team.cancel')}
        </button>
      </div>
    </form>
  );
}
