// A type or style with its image, colour and short result text (spec 2, My Avatar).
import { isiTypes } from '@talentpool/domain/isi/types';
import { isiTypeTexts } from '@talentpool/domain/isi/typeTexts';
import { useLanguage } from '../../../lib/i18n';

export function TypeCard({ index, heading }: { index: number; heading: string }) {
  const lang = useLanguage();
  const type = isiTypes[index];
  const texts = isiTypeTexts[index];
  if (!type || !texts) return null;
  return (
    <article
      className="isi-type-card"
      style={{ borderColor: type.color, background: type.tint }}
      data-type={index}
    >
      <img src={`/isi/${type.slug}.svg`} alt="" width={96} height={96} />
      <div>
        <p className="isi-type-heading">{heading}</p>
        <h2 style={{ color: type.color }}>{type.name[lang]}</h2>
        <p>{texts.short[lang]}</p>
      </div>
    </article>
  );
}
