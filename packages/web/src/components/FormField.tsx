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
import { createContext, useContext } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import {
  SelectField,
  TextAreaField,
  TextField,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './Field';

export * from './Field';

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
