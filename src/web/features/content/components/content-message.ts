import { type FieldErrors, get, useFormContext } from 'react-hook-form';
import { validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type FieldErrorAt = { message?: string; root?: { message?: string } } | undefined;

/** The error react-hook-form keeps at a field's path ("items.2.url"), if any. */
export function errorAt(errors: FieldErrors, path: string): FieldErrorAt {
  return get(errors, path) as FieldErrorAt;
}

/** The message of the content form's error at a path ("items.2.url"), in the reader's language. */
export function useContentErrors(): (path: string) => string | undefined {
  const { t } = useTranslation();
  const {
    formState: { errors },
  } = useFormContext();
  return (path) => validationMessage(t, errorAt(errors, path)?.message);
}
