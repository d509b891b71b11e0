// The labelled fields of components/FormField.tsx without react-hook-form (which FormField's
// Bound* fields add, and which re-exports all of this): the job board and the guest apply form's
// screening questions import these, so the pages where strangers land do not download the form
// library (decision 156).
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import './FormField.css';

export interface FieldProps {
  label: string;
  /** Shown under the control and announced; already in the page's language. */
  error?: string;
  hint?: ReactNode;
  /**
   * The characters typed and the most the field takes (the domain schema's max, as the server
   * checks it): without a hint of its own the field says how many are left.
   */
  counter?: { length: number; max: number };
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
  hint: givenHint,
  counter,
  required,
  className,
  describedBy,
  children,
}: FieldBoxProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hint =
    givenHint ??
    (counter
      ? t('formField.charsLeft', { count: Math.max(0, counter.max - counter.length) })
      : undefined);
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
  counter,
  required,
  className,
  id,
  'aria-describedby': describedBy,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <FieldBox {...{ id, label, error, hint, counter, required, className, describedBy }}>
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

/** Choices shown under a heading of their own (an <optgroup>), after the plain options. */
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> &
  FieldProps & {
    options: readonly SelectOption[];
    /** Groups after the options; an empty group is left out. */
    groups?: readonly SelectOptionGroup[];
    /** The first, empty choice ("Choose...", "Any"); none when left out. */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({
  label,
  error,
  hint,
  counter,
  required,
  className,
  id,
  'aria-describedby': describedBy,
  options,
  groups = [],
  placeholder,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <FieldBox {...{ id, label, error, hint, counter, required, className, describedBy }}>
      {(control) => (
        <select {...select} {...control} ref={ref}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {groups
            .filter((group) => group.options.length > 0)
            .map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
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
  counter,
  required,
  className,
  id,
  'aria-describedby': describedBy,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldBox {...{ id, label, error, hint, counter, required, className, describedBy }}>
      {(control) => <textarea dir="auto" rows={3} {...textarea} {...control} ref={ref} />}
    </FieldBox>
  );
}
