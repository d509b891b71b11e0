// Decision 146 (issue 23): the company's own notes on a candidate, on the candidate's profile as a
// company sees it, newest first, with who wrote each and when. Written with "Add a note"
// (CandidateActions); a failed load says so and can be retried. For roles that may search.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../lib/member';
import { problemText } from '../../lib/problemText';
import { useCandidateNotes } from './candidateActionsApi';
import './candidateActions.css';

export function CandidateNotes({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const allowed = useCan('candidates.search');
  const notes = useCandidateNotes(userId, allowed);
  if (!allowed) return null;
  return (
    <section className="candidate-notes" aria-labelledby="candidate-notes-title">
      <h2 id="candidate-notes-title">{t('candidateActionsShared.notes.title')}</h2>
      {notes.isPending ? (
        <p className="muted">{t('candidateActionsShared.notes.loading')}</p>
      ) : null}
      {notes.isError ? (
        <div role="alert">
          <p>{problemText(notes.error, currentLanguage())}</p>
          <button type="button" className="button secondary" onClick={() => void notes.refetch()}>
            {t('candidateActionsShared.notes.retry')}
          </button>
        </div>
      ) : null}
      {notes.isSuccess && notes.data.notes.length === 0 ? (
        <p className="muted">{t('candidateActionsShared.notes.empty')}</p>
      ) : null}
      {notes.isSuccess && notes.data.notes.length > 0 ? (
        <ul>
          {notes.data.notes.map((note) => (
            <li key={note._id}>
              <p dir="auto">{note.text}</p>
              <p className="muted">
                {t('candidateActionsShared.notes.by', {
                  who:
                    note.by?.name ||
                    note.by?.email ||
                    t('candidateActionsShared.notes.formerMember'),
                  when: formatDateTime(note.createdAt),
                })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
