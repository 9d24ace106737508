import type { Localized } from './schemas/content.ts';

/** The text in the reader's language, or in the other one when that is empty. */
export function pickText(value: Localized | null | undefined, language: string): string {
  if (!value) return '';
  const own = language === 'bn' ? value.bn : value.en;
  return own || (language === 'bn' ? value.en : value.bn);
}
