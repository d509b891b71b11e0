// The Results chart of spec 2 (Find a Boss / Job Match): one bar per leadership style (types
// 4..7, in their names and colours), drawn as SVG so that no chart library reaches the bundle.
// The picture is role="img" with a title and a description that reads out every value; the
// values are also listed in text beside it. Bars follow the reading direction (mirrored in Arabic).
// Shown by the checklists' results and by the job postings' requirement profile (decision 111).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { leadershipStyles } from '@talentpool/domain/checklists/items';
import { displayPercent, type LeadershipProfile } from '@talentpool/domain/checklists/scoring';
import { isiTypes } from '@talentpool/domain/plain/isi';
import { directionOf } from '@talentpool/domain/plain/language';
import { formatPercent } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import './LeadershipChart.css';

const width = 400;
const height = 260;
const plot = { top: 28, bottom: 200, start: 44, end: 392 };
const ticks = [0, 25, 50, 75, 100];

export function LeadershipChart({ profile }: { profile: LeadershipProfile }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const rtl = directionOf(lang) === 'rtl';
  const id = useId();
  const slot = (plot.end - plot.start) / leadershipStyles.length;
  const barWidth = slot * 0.56;
  const y = (value: number) => plot.bottom - ((plot.bottom - plot.top) * value) / 100;
  // In Arabic the first style sits on the right, and the axis on the right too.
  const x = (i: number) =>
    rtl ? width - (plot.start + slot * i + slot / 2) : plot.start + slot * i + slot / 2;
  const axisX = rtl ? width - plot.start : plot.start;

  const values = leadershipStyles.map((style) => ({
    style,
    info: isiTypes[style],
    value: displayPercent(profile[`${style}`]),
  }));
  const summary = values
    .map((v) => `${v.info?.name[lang]} ${formatPercent(v.value, lang)}`)
    .join(', ');

  return (
    <figure className="leadership-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
        // Positions are computed for both directions here, so text anchors must not flip too.
        direction="ltr"
      >
        <title id={`${id}-title`}>{t('leadershipChart.title')}</title>
        <desc id={`${id}-desc`}>{t('leadershipChart.description', { values: summary })}</desc>
        {ticks.map((tick) => (
          <g key={tick} aria-hidden="true">
            <line
              x1={plot.start - 4}
              x2={plot.end}
              y1={y(tick)}
              y2={y(tick)}
              transform={rtl ? `translate(${width},0) scale(-1,1)` : undefined}
              className={tick === 0 ? 'chart-axis' : 'chart-grid'}
            />
            <text
              x={rtl ? axisX + 8 : axisX - 8}
              y={y(tick)}
              dy="0.35em"
              textAnchor={rtl ? 'start' : 'end'}
              className="chart-tick"
            >
              {formatPercent(tick, lang)}
            </text>
          </g>
        ))}
        {values.map(({ style, info, value }, i) => {
          const cx = x(i);
          const top = y(value);
          return (
            <g key={style} aria-hidden="true" data-style={style}>
              <rect
                x={cx - barWidth / 2}
                y={top}
                width={barWidth}
                height={Math.max(0, plot.bottom - top)}
                rx="4"
                fill={info?.color}
              />
              <text x={cx} y={top - 8} textAnchor="middle" className="chart-value">
                {formatPercent(value, lang)}
              </text>
              <text x={cx} y={plot.bottom + 20} textAnchor="middle" className="chart-label">
                {(info?.name[lang] ?? '').split(' ').map((word, line) => (
                  <tspan key={line} x={cx} dy={line === 0 ? 0 : '1.2em'}>
                    {word}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="chart-legend">
          {values.map(({ style, info, value }) => (
            <li key={style} data-testid={`style-${style}`}>
              <span
                className="chart-swatch"
                style={{ background: info?.color }}
                aria-hidden="true"
              />
              <span className="chart-legend-name">{info?.name[lang]}</span>{' '}
              <strong className="chart-legend-value">{formatPercent(value, lang)}</strong>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
