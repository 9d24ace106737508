import { validationMessage } from '../../../lib/error-message.ts';
import type { TFunction } from '../../../lib/i18n.ts';

/**
 * A field's message in the reader's language: the posts' schemas add 'Choose an image' to
 * the known ones (kept here, not in lib/error-message.ts, which the home page loads).
 */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  return message === 'Choose an image' ? t('validation.image') : validationMessage(t, message);
}
