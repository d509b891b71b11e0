import type { AccountType } from '@talentpool/domain/account';

/** spec 2: the 'Login as a company' checkbox choosing the company or the user endpoint. */
export function AccountTypeChoice({
  label,
  type,
  onChange,
}: {
  label: string;
  type: AccountType;
  onChange: (type: AccountType) => void;
}) {
  return (
    <label className="auth-check">
      <input
        type="checkbox"
        checked={type === 'Company'}
        onChange={(event) => onChange(event.target.checked ? 'Company' : 'User')}
      />
      {label}
    </label>
  );
}
