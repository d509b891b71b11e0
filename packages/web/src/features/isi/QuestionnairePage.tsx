// /Q and /q (spec 2): the questionnaire for a logged-in user. The server scores the answers
// (POST /api/company/test) and 'To Home' leads to the result on /Profile/Avatar.
import { useTranslation } from 'react-i18next';
import { RequireAccount } from '../../components/RequireAccount';
import { Questionnaire } from '../../components/questionnaire/Questionnaire';
import { loadQuestionnaire } from '../../components/questionnaire/loadQuestionnaire';
import { useSession } from '../../lib/session';
import { submitIsi, useInvalidateIsi } from './api';

export function QuestionnairePage() {
  const { t } = useTranslation();
  const session = useSession();
  const invalidate = useInvalidateIsi();
  return (
    <RequireAccount type="User">
      <Questionnaire
        title={t('isi.questionnaire.title')}
        loadItems={loadQuestionnaire}
        submit={async (answers, timings) => {
          await submitIsi(answers, timings);
          await invalidate();
        }}
        homePath="/Profile/Avatar"
        resultsOnAvatar
        storageKey={`isi-answers:${session.id ?? 'anonymous'}`}
      />
    </RequireAccount>
  );
}
