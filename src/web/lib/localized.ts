import type { Localized } from '../../shared/schemas/content.ts';
import { useTranslation } from './i18n.ts';

/** The text in the reader's language, or in the other one when that is empty. */
export function pickText(value: Localized | null | undefined, language: string): string {
  if (!value) return '';
  const own = language === 'bn' ? value.bn : value.en;
  return own || (language === 'bn' ? value.en : value.bn);
}

/** `pick(localized)` in the page's language. */
export function useLocalized() {
  const { i18n } = useTranslation();
  return (value: Localized | null | undefined) => pickText(value, i18n.language);
}

/** Paragraphs of a long text: separated by one or more blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A paragraph cut into plain text and http(s) addresses (shown as links). */
export function linkParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const m of text.matchAll(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/gi)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: m[0], href: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
