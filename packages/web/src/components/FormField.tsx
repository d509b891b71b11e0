// The labelled form fields every form of the app uses (decisions 111 and 146): a text input, a
// select and a text area, each with its label tied to the control, an optional hint, and an error
// that is announced (role=alert), linked with aria-describedby and marks the control aria-invalid.
// A required field shows an asterisk that screen readers skip; the control says aria-required,
// which they read instead (no native `required`: the forms validate and word the errors).
// The error is display text. The Bound* fields bind the same fields to a react-hook-form context
// by name, and turn the form's error, a message key of the domain, into text with the
// FieldMessages the form provides (the domain's translate; the auth forms translate their keys
// with authMessage, decision 104, so the first screen never loads every message). A counted field
// says how many characters are left of the schema's maximum (issue 23). Phone numbers, e-mail
// and web addresses and dates read left to right in Arabic too; free text takes the direction of
// what is typed (decision 073). The stylesheet uses logical properties only, so Arabic mirrors.
import {
  createContext,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
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
  counter,
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
    <FieldBox {...{ id, label, error, hint, counter, required, className, describedBy }}>
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

/**
 * How a form's errors become text: the profile and checklist forms give the domain's translate in
 * the page's language. Without a provider an error is shown as it is.
 */
export const FieldMessages = createContext<(message: string) => string>((message) => message);

export const fieldId = (name: string) => `field-${name.replaceAll('.', '-')}`;

/** The error of a bound field, as text. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const text = useContext(FieldMessages);
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return message ? text(message) : undefined;
}

/** What a bound field takes: its name in the form, and no id, error or value of its own. */
type Bound<Props> = Omit<
  Props,
  'name' | 'id' | 'error' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'counter'
> & {
  name: string;
};

/** A field bound by name; with a maxLength, it counts the characters left (no hard stop). */
export function BoundTextField({ name, maxLength, ...field }: Bound<TextFieldProps>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const counter = useCounter(name, maxLength);
  return (
    <TextField {...field} {...register(name)} id={fieldId(name)} error={error} counter={counter} />
  );
}

export function BoundSelectField({ name, ...field }: Bound<SelectFieldProps>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <SelectField {...field} {...register(name)} id={fieldId(name)} error={error} />;
}

/** A text area bound by name; with a maxLength, it counts the characters left (no hard stop). */
export function BoundTextAreaField({ name, maxLength, ...field }: Bound<TextAreaFieldProps>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const counter = useCounter(name, maxLength);
  return (
    <TextAreaField
      {...field}
      {...register(name)}
      id={fieldId(name)}
      error={error}
      counter={counter}
    />
  );
}

// useWatch re-renders only the counted field on typing, not the whole form. The count is of what
// the server keeps: the schemas trim before they check the length.
function useCounter(name: string, max: number | undefined) {
  const value = (useWatch({ name }) as string | undefined) ?? '';
  return max === undefined ? undefined : { length: value.trim().length, max };
}
