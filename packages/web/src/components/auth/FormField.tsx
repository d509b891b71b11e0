// The auth forms' field: the app's labelled text field (components/FormField: label, announced
// error, aria-invalid and aria-describedby), with the error given as a message key of the domain
// and translated by authMessage, whose messages load lazily (decision 104).
import { TextField, type TextFieldProps } from '../FormField';
import { authMessage } from './lazyValidation';

export type FormFieldProps = TextFieldProps;

export function FormField({ error, ...field }: FormFieldProps) {
  return <TextField {...field} error={error ? authMessage(error) : undefined} />;
}
