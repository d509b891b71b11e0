// Labelled inputs bound to react-hook-form: every error is shown at its field, announced
// (role=alert) and tied to the input (aria-invalid, aria-describedby). Errors carry message keys
// of the domain (spec 5 wording), translated here.
import type { ReactNode } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Option } from '@talentpool/domain/profile/enums';
import { translate } from '@talentpool/domain/messages';
import { languageSchema } from '@talentpool/domain/language';

export const fieldId = (name: string) => `field-${name.replaceAll('.', '-')}`;

export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const { i18n } = useTranslation();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  if (!message) return undefined;
  const lang = languageSchema.catch('en').parse(i18n.language);
  return translate(message, lang);
}

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

function FieldShell({
  name,
  label,
  required,
  hint,
  className,
  children,
}: FieldProps & { children: (aria: Record<string, unknown>) => ReactNode }) {
  const id = fieldId(name);
  const error = useFieldError(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`form-field ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  type = 'text',
  readOnly,
  placeholder,
  autoComplete,
  inputMode,
  dir,
  ...props
}: FieldProps & {
  type?: 'text' | 'date' | 'tel' | 'email' | 'url';
  readOnly?: boolean;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'url' | 'text';
  dir?: 'ltr' | 'rtl';
}) {
  const { register } = useFormContext();
  return (
    <FieldShell {...props}>
      {(aria) => (
        <input
          {...aria}
          {...register(props.name)}
          type={type}
          readOnly={readOnly}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          dir={dir}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  placeholder,
  maxLength,
  ...props
}: FieldProps & { placeholder?: string; maxLength?: number }) {
  const { register } = useFormContext();
  const { t } = useTranslation();
  // useWatch re-renders only this field on typing, not the whole form.
  const value = (useWatch({ name: props.name }) as string | undefined) ?? '';
  const counter =
    maxLength !== undefined
      ? t('profile.form.charsLeft', { count: Math.max(0, maxLength - value.length) })
      : undefined;
  return (
    <FieldShell {...props} hint={props.hint ?? counter}>
      {(aria) => (
        <textarea {...aria} {...register(props.name)} rows={3} placeholder={placeholder} />
      )}
    </FieldShell>
  );
}

export function SelectField({
  options,
  disabled,
  ...props
}: FieldProps & { options: Option[]; disabled?: boolean }) {
  const { register } = useFormContext();
  const { t } = useTranslation();
  return (
    <FieldShell {...props}>
      {(aria) => (
        <select {...aria} {...register(props.name)} disabled={disabled}>
          <option value="">{t('profile.form.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
