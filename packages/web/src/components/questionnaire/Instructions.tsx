// spec 2 (Questionnaire): the instructions page: the 1-5 scale explained, guidance and tips,
// 'less than 10min', and Start.
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export function Instructions({
  headingRef,
  scale,
  resume,
  onStart,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  scale: { value: number; label: string }[];
  resume: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="q-instructions">
      <h2 ref={headingRef} tabIndex={-1}>
        {t('isi.questionnaire.instructionsTitle')}
      </h2>
      <p>{t('isi.questionnaire.intro')}</p>
      <p className="q-duration">
        <strong>{t('isi.questionnaire.duration')}</strong>
      </p>
      <h3>{t('isi.questionnaire.scaleTitle')}</h3>
      <p>{t('isi.questionnaire.scaleIntro')}</p>
      <ol className="q-scale-list">
        {scale.map((s) => (
          <li key={s.value}>
            <span className="q-choice-value">{s.value}</span> <span>{s.label}</span>
          </li>
        ))}
      </ol>
      <h3>{t('isi.questionnaire.guidanceTitle')}</h3>
      <ul>
        <li>{t('isi.questionnaire.guidance1')}</li>
        <li>{t('isi.questionnaire.guidance2')}</li>
        <li>{t('isi.questionnaire.guidance3')}</li>
        <li>{t('isi.questionnaire.guidance4')}</li>
      </ul>
      <h3>{t('isi.questionnaire.tipsTitle')}</h3>
      <ul>
        <li>{t('isi.questionnaire.tip1')}</li>
        <li>{t('isi.questionnaire.tip2')}</li>
        <li>{t('isi.questionnaire.tip3')}</li>
      </ul>
      <button type="button" className="button q-start" onClick={onStart}>
        {resume ? t('isi.questionnaire.continue') : t('isi.questionnaire.start')}
      </button>
    </div>
  );
}
