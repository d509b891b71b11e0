import { useTranslation } from 'react-i18next';

/** Lets a person check what they typed: long passphrases are easy to mistype unseen. */
export function ShowPasswords({
  shown,
  onChange,
  single = false,
}: {
  shown: boolean;
  /** One password field (login): 'Show password'. */
  single?: boolean;
  onChange: (shown: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="auth-check">
      <input type="checkbox" checked={shown} onChange={(event) => onChange(event.target.checked)} />
      {t(single ? 'auth.fields.showPassword' : 'auth.fields.showPasswords')}
    </label>
  );
}
