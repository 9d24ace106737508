import { pickText } from '../../shared/localized.ts';
import type { Localized } from '../../shared/schemas/content.ts';
import { useTranslation } from './i18n.ts';

export { pickText };

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
