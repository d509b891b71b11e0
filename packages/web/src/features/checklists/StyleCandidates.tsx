// Beyond the spec (issue 8): under the results, the candidates whose current leadership style is
// the one the checklist points to, strongest first, each linking to their profile. On a tie the
// company picks which of the tied styles to list. The profile's values are stored in English
// (spec 3) and shown with the domain's label of the page's language (issue 23).
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LeadershipStyle } from '@talentpool/domain/checklists/items';
import { isiTypes } from '@talentpool/domain/isi/types';
import {
  faculties,
  hlOfEdu,
  professionalFields,
  yearsOfExp,
} from '@talentpool/domain/profile/enums';
import { Spinner } from '../../components/Spinner';
import { currentLanguage } from '../../lib/i18n';
import { setViewId } from '../../lib/session';
import { candidatesPageSize, useStyleCandidates } from './api';

export function StyleCandidates({ styles }: { styles: LeadershipStyle[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [chosen, setChosen] = useState<LeadershipStyle | null>(null);
  const [page, setPage] = useState(1);
  const style = chosen !== null && styles.includes(chosen) ? chosen : (styles[0] ?? null);
  const query = useStyleCandidates(style, page);
  if (style === null) return null;
  const styleName = isiTypes[style]?.name[lang] ?? '';
  // A capped total (decision 092) is a lower bound: a full page means there may be a next one.
  const lowerBound = query.data?.totalIsLowerBound ?? false;
  const pages = query.data
    ? Math.max(
        1,
        Math.ceil(query.data.total / candidatesPageSize),
        lowerBound && query.data.users.length === candidatesPageSize ? page + 1 : page,
      )
    : 1;

  return (
    <section className="style-candidates" aria-labelledby="candidates-heading">
      <h2 id="candidates-heading">{t('checklists.candidates.heading', { style: styleName })}</h2>
      <p className="muted">{t('checklists.candidates.intro', { style: styleName })}</p>
      {styles.length > 1 && (
        <div
          className="style-switch"
          role="group"
          aria-label={t('checklists.candidates.chooseStyle')}
        >
          {styles.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={s === style}
              onClick={() => {
                setChosen(s);
                setPage(1);
              }}
            >
              {isiTypes[s]?.name[lang]}
            </button>
          ))}
        </div>
      )}
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <div role="alert" className="cl-inline-error">
          <p>{query.error.message || t('checklists.candidates.failed')}</p>
          <button type="button" className="secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : query.data.users.length === 0 ? (
        <p>{t('checklists.candidates.none')}</p>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {t(lowerBound ? 'checklists.candidates.totalMore' : 'checklists.candidates.total', {
              count: query.data.total,
            })}
          </p>
          <ol className="cl-candidate-list" start={(page - 1) * candidatesPageSize + 1}>
            {query.data.users.map((user) => {
              const personality = user.iRes1 === null ? null : isiTypes[user.iRes1];
              return (
                <li key={user._id} className="cl-candidate">
                  <Link
                    to={`/viewProfile/${user._id}`}
                    onClick={() => setViewId(user._id)}
                    className="cl-candidate-name"
                  >
                    {user.name || user.email}
                  </Link>
                  <dl>
                    {user.jobPosition && (
                      <div>
                        <dt>{t('checklists.candidates.field')}</dt>
                        <dd>{professionalFields.labelOf(user.jobPosition, lang)}</dd>
                      </div>
                    )}
                    {user.yearsOfExp && (
                      <div>
                        <dt>{t('checklists.candidates.experience')}</dt>
                        <dd>{yearsOfExp.labelOf(user.yearsOfExp, lang)}</dd>
                      </div>
                    )}
                    {user.HLOfEdu && (
                      <div>
                        <dt>{t('checklists.candidates.education')}</dt>
                        <dd>{hlOfEdu.labelOf(user.HLOfEdu, lang)}</dd>
                      </div>
                    )}
                    {user.faculty && (
                      <div>
                        <dt>{t('checklists.candidates.faculty')}</dt>
                        <dd>{faculties.labelOf(user.faculty, lang)}</dd>
                      </div>
                    )}
                    {personality && (
                      <div>
                        <dt>{t('checklists.candidates.personality')}</dt>
                        <dd>{personality.name[lang]}</dd>
                      </div>
                    )}
                  </dl>
                </li>
              );
            })}
          </ol>
          {pages > 1 && (
            <nav className="cl-pager" aria-label={t('checklists.candidates.pagination')}>
              <button
                type="button"
                className="secondary"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('checklists.candidates.previous')}
              </button>
              <span>
                {lowerBound
                  ? t('checklists.candidates.pageOnly', { page })
                  : t('checklists.candidates.page', { page, pages })}
              </span>
              <button
                type="button"
                className="secondary"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('checklists.candidates.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
