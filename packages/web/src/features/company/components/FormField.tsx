// Labelled inputs of the company form: every input has a label, and its error is announced
// (aria-invalid, aria-describedby, role=alert).
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldShellProps {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

function FieldShell({ label, required, error, hint, children }: FieldShellProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required-mark" aria-label={t('company.form.required')}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const ltrTypes = new Set(['tel', 'email', 'url', 'date']);

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
};

export function TextField({
  label,
  error,
  hint,
  required,
  ref,
  ...input
}: TextFieldProps & {
  ref?: React.Ref<HTMLInputElement>;
}) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <input
          id={id}
          ref={ref}
          // Phone numbers, e-mail and web addresses read left to right in Arabic too; free text
          // takes the direction of what is typed.
          dir={ltrTypes.has(input.type ?? '') ? 'ltr' : 'auto'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
};

export function SelectField({
  label,
  error,
  hint,
  required,
  options,
  placeholder,
  ref,
  ...select
}: SelectFieldProps & { ref?: React.Ref<HTMLSelectElement> }) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <select
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
