// A chart of the two groups of scales (spec 2, My Avatar): vertical bars, thinking styles then
// perceptional styles, drawn as SVG so it scales and mirrors for Arabic.
import {
  isiPerceptionalScales,
  isiScaleGroupNames,
  isiScaleNames,
  isiThinkingScales,
  isiTypes,
  type IsiResult,
} from '@talentpool/domain/isi/types';
import { formatPercent } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

const W = 560;
const H = 260;
const BASE = 200;
const SCALE = 1.6;

export function GroupChart({
  result,
  title,
  description,
}: {
  result: IsiResult;
  title: string;
  description: string;
}) {
  const lang = useLanguage();
  const rtl = lang === 'ar';
  const scales = [...isiThinkingScales, ...isiPerceptionalScales];
  const slot = (i: number) => {
    const x = 30 + i * 62 + (i >= 4 ? 24 : 0);
    return rtl ? W - x - 40 : x;
  };
  return (
    <figure className="isi-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="isi-chart-title isi-chart-desc">
        <title id="isi-chart-title">{title}</title>
        <desc id="isi-chart-desc">
          {description}{' '}
          {scales
            .map((k) => `${isiScaleNames[k][lang]} ${formatPercent(result[k], lang)}`)
            .join(', ')}
        </desc>
        {[0, 25, 50, 75, 100].map((g) => (
          <g key={g}>
            <line
              x1={20}
              x2={W - 10}
              y1={BASE - g * SCALE}
              y2={BASE - g * SCALE}
              stroke="#e1e6eb"
            />
          </g>
        ))}
        {scales.map((k, i) => {
          const type = isiTypes.find((t) => t.scale === k);
          const h = result[k] * SCALE;
          const x = slot(i);
          return (
            <g key={k}>
              <rect
                x={x}
                y={BASE - h}
                width={40}
                height={Math.max(h, 1)}
                rx={5}
                fill={type?.color}
              />
              <text
                x={x + 20}
                y={BASE - h - 6}
                textAnchor="middle"
                fontSize="13"
                fontWeight="700"
                fill="#1b1f24"
              >
                {result[k]}
              </text>
              <text x={x + 20} y={BASE + 18} textAnchor="middle" fontSize="11" fill="#4f5a66">
                {isiScaleNames[k][lang]}
              </text>
            </g>
          );
        })}
        <line x1={20} x2={W - 10} y1={BASE} y2={BASE} stroke="#4f5a66" strokeWidth={2} />
        <text
          x={rtl ? W - 150 : 150}
          y={H - 8}
          textAnchor="middle"
          fontSize="13"
          fontWeight="700"
          fill="#1f4e79"
        >
          {isiScaleGroupNames.thinking[lang]}
        </text>
        <text
          x={rtl ? 150 : W - 150}
          y={H - 8}
          textAnchor="middle"
          fontSize="13"
          fontWeight="700"
          fill="#1f4e79"
        >
          {isiScaleGroupNames.perceptional[lang]}
        </text>
      </svg>
      <figcaption className="visually-hidden">{title}</figcaption>
    </figure>
  );
}
