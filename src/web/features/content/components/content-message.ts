import { type FieldErrors, get, useFormContext } from 'react-hook-form';
import { validationMessage } from '../../../lib/error-message.ts';
import { formatDigits } from '../../../lib/format.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';

/**
 * A content field's message in the reader's language: the content schemas' own messages
 * (src/shared/schemas/content.ts) and zod's number checks, then the ones every form knows.
 */
export function contentMessage(
  t: TFunction,
  language: string,
  message: string | undefined,
): string | undefined {
  if (!message) return message;
  const n = (digits: string) => formatDigits(digits, language);
  let m = /^At most (\d+) characters$/.exec(message);
  if (m) return t('content.validation.maxLength', { max: n(m[1]!) });
  if (message === 'Enter a web address starting with https://')
    return t('content.validation.webAddress');
  if (message === 'Enter a valid email') return t('validation.email');
  if (message === 'Unknown image' || message === 'Upload the image again')
    return t('content.validation.image');
  if (message === 'At least 0') return t('content.validation.notNegative');
  m = /^At most (\d+) \w+$/.exec(message);
  if (m) return t('content.validation.maxItems', { max: n(m[1]!) });
  if (/expected number/i.test(message)) return t('content.validation.number');
  if (/expected int/i.test(message)) return t('content.validation.wholeNumber');
  m = /^Too big: expected number to be <=?\s*(\d+)/.exec(message);
  if (m) return t('content.validation.maxNumber', { max: n(m[1]!) });
  if (/^Too small: expected number/.test(message)) return t('content.validation.notNegative');
  return validationMessage(t, message);
}

type FieldErrorAt = { message?: string; root?: { message?: string } } | undefined;

/** The error react-hook-form keeps at a field's path ("items.2.url"), if any. */
export function errorAt(errors: FieldErrors, path: string): FieldErrorAt {
  return get(errors, path) as FieldErrorAt;
}

/** The message of the content form's error at a path ("items.2.url"), in the reader's language. */
export function useContentErrors(): (path: string) => string | undefined {
  const { t, i18n } = useTranslation();
  const {
    formState: { errors },
  } = useFormContext();
  return (path) => contentMessage(t, i18n.language, errorAt(errors, path)?.message);
}
