// The profile form's fields: the app's labelled fields (components/FormField) bound to the form's
// react-hook-form context by name. Each gets the field's registration, a stable id
// (`field-<name>`, which the tests and the e2e journeys find) and its error, a message key of the
// domain (spec 5 wording) translated here.
import { get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translate } from '@talentpool/domain/messages';
import { languageSchema } from '@talentpool/domain/language';
import {
  SelectField,
  TextAreaField,
  TextField,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '../../../components/FormField';

export const fieldId = (name: string) => `field-${name.replaceAll('.', '-')}`;

export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const { i18n } = useTranslation();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  if (!message) return undefined;
  const lang = languageSchema.catch('en').parse(i18n.language);
  return translate(message, lang);
}

/** What a bound field takes: its name in the form, and no id, error or value of its own. */
type Bound<Props> = Omit<
  Props,
  'name' | 'id' | 'error' | 'value' | 'onChange' | 'onBlur' | 'ref'
> & {
  name: string;
};

export function BoundTextField({ name, ...field }: Bound<TextFieldProps>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <TextField {...field} {...register(name)} id={fieldId(name)} error={error} />;
}

export function BoundSelectField({ name, ...field }: Bound<SelectFieldProps>) {
  const { register } = useFormContext();
  const { t } = useTranslation();
  const error = useFieldError(name);
  return (
    <SelectField
      placeholder={t('profile.form.choose')}
      {...field}
      {...register(name)}
      id={fieldId(name)}
      error={error}
    />
  );
}

/** With a maxLength, the hint counts the characters left. */
export function BoundTextAreaField({ name, hint, maxLength, ...field }: Bound<TextAreaFieldProps>) {
  const { register } = useFormContext();
  const { t } = useTranslation();
  const error = useFieldError(name);
  // useWatch re-renders only this field on typing, not the whole form.
  const value = (useWatch({ name }) as string | undefined) ?? '';
  const counter =
    maxLength !== undefined
      ? t('profile.form.charsLeft', { count: Math.max(0, maxLength - value.length) })
      : undefined;
  return (
    <TextAreaField
      {...field}
      {...register(name)}
      id={fieldId(name)}
      hint={hint ?? counter}
      error={error}
    />
  );
}
