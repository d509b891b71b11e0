// One labelled input of the auth forms. The error text is announced (role=alert), linked with
// aria-describedby, and the input is marked aria-invalid. Errors are message keys of the domain.
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { authMessage } from './lazyValidation';
import './auth.css';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, id, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="auth-field-error" role="alert">
          {authMessage(error)}
        </p>
      )}
    </div>
  );
});
