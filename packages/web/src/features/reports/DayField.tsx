// Decision 071 and decision 161: a report's first or last day, chosen as day, month by name and
// year in the page's language (5 مارس 2026 / 5 Mar 2026), instead of the browser's date input,
// which writes the date in the browser's own locale (03/05/2026 on an American Chrome, whatever
// the page's language) and reads ambiguously inside right-to-left text. Three native selects in
// a fieldset: the keyboard (arrows, type-ahead on the month's name) and screen readers ("From,
// group; Month, combo box, March") work as with any select. The value is YYYY-MM-DD; a part left
// empty keeps its place empty ("2026--05"), so the form's schema says the day is not valid;
// all three empty is "" (the server's default applies).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@talentpool/domain/plain/language';
import { formatNumber, monthNames } from '../../lib/format';

const parts = (value: string) => {
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month, day };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The years offered: the last ten and this one, and the value's own if it is outside them. */
export function yearsAround(value: string, thisYear: number): number[] {
  const years = Array.from({ length: 11 }, (_, i) => thisYear - 10 + i);
  const given = Number(parts(value).year);
  if (Number.isInteger(given) && given > 0 && !years.includes(given)) years.push(given);
  return years.sort((a, b) => a - b);
}

export function DayField({
  label,
  value,
  onChange,
  error,
  lang,
  thisYear = new Date().getUTCFullYear(),
}: {
  label: string;
  /** YYYY-MM-DD, "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** Display text, already in the page's language. */
  error?: string;
  lang: Language;
  thisYear?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const current = parts(value);
  const change = (part: 'year' | 'month' | 'day', text: string) => {
    const next = { ...current, [part]: text };
    onChange(next.year || next.month || next.day ? `${next.year}-${next.month}-${next.day}` : '');
  };
  const control = {
    className: 'field-control',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
  } as const;
  return (
    <fieldset className="field day-field" aria-describedby={errorId}>
      <legend>{label}</legend>
      <div className="day-field-parts">
        <label className="visually-hidden" htmlFor={`${id}-day`}>
          {t('reports.filters.day')}
        </label>
        <select
          id={`${id}-day`}
          {...control}
          value={current.day}
          onChange={(e) => change('day', e.target.value)}
        >
          <option value="">{t('reports.filters.day')}</option>
          {Array.from({ length: 31 }, (_, i) => (
            <option key={i} value={pad(i + 1)}>
              {formatNumber(i + 1, lang)}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-month`}>
          {t('reports.filters.month')}
        </label>
        <select
          id={`${id}-month`}
          {...control}
          value={current.month}
          onChange={(e) => change('month', e.target.value)}
        >
          <option value="">{t('reports.filters.month')}</option>
          {monthNames(lang).map((name, i) => (
            <option key={i} value={pad(i + 1)}>
              {name}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-year`}>
          {t('reports.filters.year')}
        </label>
        <select
          id={`${id}-year`}
          {...control}
          value={current.year}
          onChange={(e) => change('year', e.target.value)}
        >
          <option value="">{t('reports.filters.year')}</option>
          {yearsAround(value, thisYear).map((year) => (
            <option key={year} value={String(year)}>
              {/* Latin digits in both languages (decision 071), without a group separator. */}
              {String(year)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
