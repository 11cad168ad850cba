// The form kit: react-hook-form with the zod resolver, labelled fields, the submit button, the
// form-level alert and the one reading of a failed submit.
export { EmailInput, FormField, SelectInput, TextInput } from './form-field.tsx';
export { failureNotice, readFailure, type Failure, type FailureKind } from './read-failure.ts';
export { SubmitButton } from './submit-button.tsx';
export {
  fieldProps,
  showFieldErrors,
  useSchemaForm,
  type FormSchema,
  type FormValues,
} from './use-schema-form.ts';
export { NoticeAlert as FormAlert, type Notice } from '../notice-alert.tsx';
