// One of the eight ISI types as a small avatar: its image, colour and name. `label` (for example
// 'Personality type:') is read by screen readers before the name where the context does not say it.
import { isiTypeOf } from '@talentpool/domain/isi/types';
import { currentLanguage } from '../../lib/i18n';

export function IsiAvatar({ index, label }: { index: number | null; label?: string }) {
  const type = index === null ? undefined : isiTypeOf(index);
  if (!type) return null;
  return (
    <span className="isi-avatar" style={{ borderColor: type.color, background: type.tint }}>
      <img src={`/isi/${type.slug}.svg`} alt="" width={32} height={32} />
      <span className="isi-avatar-name" style={{ color: type.color }}>
        {label && <span className="visually-hidden">{label} </span>}
        {type.name[currentLanguage()]}
      </span>
    </span>
  );
}
