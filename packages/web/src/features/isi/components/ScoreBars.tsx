// The eight percentage bars of a result (spec 2, My Avatar), in two groups.
import {
  isiPerceptionalScales,
  isiScaleGroupNames,
  isiScaleNames,
  isiThinkingScales,
  isiTypes,
  type IsiResult,
  type IsiScaleKey,
} from '@talentpool/domain/isi/types';
import { formatPercent } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

const colorOf = (scale: IsiScaleKey) => isiTypes.find((t) => t.scale === scale)?.color ?? '#1f4e79';

export function ScoreBars({ result }: { result: IsiResult }) {
  const lang = useLanguage();
  const groups = [
    { key: 'thinking', name: isiScaleGroupNames.thinking[lang], scales: isiThinkingScales },
    {
      key: 'perceptional',
      name: isiScaleGroupNames.perceptional[lang],
      scales: isiPerceptionalScales,
    },
  ] as const;
  return (
    <div className="isi-bars">
      {groups.map((group) => (
        <div key={group.key} className="isi-bar-group">
          <h3>{group.name}</h3>
          <ul>
            {group.scales.map((scale) => {
              const value = result[scale];
              const labelId = `isi-bar-${scale}`;
              return (
                <li key={scale} className="isi-bar" data-scale={scale}>
                  <span id={labelId} className="isi-bar-name">
                    {isiScaleNames[scale][lang]}
                  </span>
                  <span
                    className="isi-bar-track"
                    role="meter"
                    aria-labelledby={labelId}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={value}
                    aria-valuetext={formatPercent(value, lang)}
                  >
                    <span
                      className="isi-bar-fill"
                      style={{ inlineSize: `${value}%`, background: colorOf(scale) }}
                    />
                  </span>
                  <span className="isi-bar-value">{formatPercent(value, lang)}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
