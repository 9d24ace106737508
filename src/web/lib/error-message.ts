import { ApiError } from './api.ts';
import type { TFunction } from './i18n.ts';

/** What to tell the visitor about a failed call: the server's own words for 4xx. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('common.networkError');
    if (error.status >= 500) return t('common.serverError');
    return error.message;
  }
  return t('common.loadFailed');
}

const VALIDATION_KEYS = {
  'This field is required': 'validation.required',
  'Enter a valid email address': 'validation.email',
  'Enter a mobile number like 01712345678': 'validation.mobile',
  'Choose a class from six to ten': 'validation.grade',
  'Use at least 12 characters': 'validation.minPassword',
  'This password is too common. Choose another': 'validation.commonPassword',
  'Do not use your id as the password': 'validation.passwordIsId',
  'The current password is not right.': 'validation.wrongPassword',
  'Use letters, digits, dot, dash or underscore': 'validation.loginId',
  'Enter a link starting with https://': 'validation.link',
  'Enter a valid date': 'validation.date',
  'Choose a photo': 'validation.photo',
  'The two new passwords are not the same': 'validation.passwordsDiffer',
} as const;

/** The shared schemas speak English; translate their known messages, pass others through. */
export function validationMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = VALIDATION_KEYS[message as keyof typeof VALIDATION_KEYS];
  return key ? t(key) : message;
}
