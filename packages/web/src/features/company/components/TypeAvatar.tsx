// The avatar of an ISI type (spec 3: filter avatars; 0-3 personality, 4-7 leadership): the type's
// image when the web app has it, on the type's colour with its initial, and the type's name.
import { useState } from 'react';
import { isiTypeOf } from '@talentpool/domain/isi/types';
import { currentLanguage } from '../../../lib/i18n';

export function TypeAvatar({
  index,
  size = 48,
  showName = true,
}: {
  index: number;
  size?: number;
  showName?: boolean;
}) {
  const [imageFailed, setImageFailed] = useState(false);
  const type = isiTypeOf(index);
  if (!type) return null;
  const name = type.name[currentLanguage()];
  return (
    <span className="type-avatar">
      <span
        className="type-avatar-circle"
        style={{
          inlineSize: size,
          blockSize: size,
          background: type.tint,
          borderColor: type.color,
          color: type.color,
        }}
        aria-hidden="true"
      >
        {imageFailed ? (
          <span className="type-avatar-initial">{name.replace(/^ال/, '').slice(0, 1)}</span>
        ) : (
          <img src={`/isi/${type.slug}.svg`} alt="" onError={() => setImageFailed(true)} />
        )}
      </span>
      {showName ? <span className="type-avatar-name">{name}</span> : null}
    </span>
  );
}
