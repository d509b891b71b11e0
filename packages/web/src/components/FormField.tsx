// The labelled form fields every form of the app uses (decision 111): a text input, a select and
// a text area, each with its label tied to the control, an optional hint, and an error that is
// announced (role=alert), linked with aria-describedby and marks the control aria-invalid.
// A required field shows an asterisk that screen readers skip; the control says aria-required,
// which they read instead (no native `required`: the forms validate and word the errors).
// The error is display text: a form whose errors are message keys translates them first (the
// profile form's BoundFields, the auth forms' FormField). Phone numbers, e-mail and web
// addresses and dates read left to right in Arabic too; free text takes the direction of what is
// typed (decision 073). The stylesheet uses logical properties only, so Arabic mirrors.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './FormField.css';

export interface FieldProps {
  label: string;
  /** Shown under the control and announced; already in the page's language. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** A class of the field's box (label, control, hint and error), for the form's layout. */
  className?: string;
}

/** What the box gives its control: the id the label points at, and the state attributes. */
interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FieldBoxProps extends FieldProps {
  /** The control's id; one is made up when none is given. */
  id: string | undefined;
  /** The control's own aria-describedby, kept before the hint and the error. */
  describedBy: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

function FieldBox({
  id: givenId,
  label,
  error,
  hint,
  required,
  className,
  describedBy,
  children,
}: FieldBoxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required-mark" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id,
        className: 'field-control',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-required': required || undefined,
      })}
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

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> &
  FieldProps & { ref?: Ref<HTMLInputElement> };

export function TextField({
  label,
  error,
  hint,
  required,
  className,
  id,
  'aria-describedby': describedBy,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <FieldBox {...{ id, label, error, hint, required, className, describedBy }}>
      {(control) => (
        <input
          dir={ltrTypes.has(input.type ?? '') ? 'ltr' : 'auto'}
          {...input}
          {...control}
          ref={ref}
        />
      )}
    </FieldBox>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> &
  FieldProps & {
    options: readonly SelectOption[];
    /** The first, empty choice ("Choose...", "Any"); none when left out. */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  id,
  'aria-describedby': describedBy,
  options,
  placeholder,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <FieldBox {...{ id, label, error, hint, required, className, describedBy }}>
      {(control) => (
        <select {...select} {...control} ref={ref}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldBox>
  );
}

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> &
  FieldProps & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  id,
  'aria-describedby': describedBy,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldBox {...{ id, label, error, hint, required, className, describedBy }}>
      {(control) => <textarea dir="auto" rows={3} {...textarea} {...control} ref={ref} />}
    </FieldBox>
  );
}
