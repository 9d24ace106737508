import { pickText } from './localized.ts';
import type { Localized } from './schemas/content.ts';

/** Between a page's title and the school's name: "Notices · Char Nilkamal Secondary School". */
const SEPARATOR = ' · ';

/**
 * Where the school is, in a word, from its address: the last part before the country
 * ('…, Bhola Sadar, Bhola, Bangladesh' → 'Bhola'); '' without an address.
 */
export function placeOf(address: string): string {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && /^(bangladesh|বাংলাদেশ)\.?$/i.test(parts.at(-1)!)) parts.pop();
  return parts.at(-1) ?? '';
}

/**
 * A page's <title> naming the school (issue 46), in the reader's language (the school's
 * Bangla name on a Bangla page when it has one): "Notices · School", and for the home page
 * (no title of its own) the school's name with where it is, "School · Bhola". What a
 * search result and a shared link show, so a parent knows which school it is. A plain
 * function, so the home page, in every first load, needs no more code for it.
 */
export function schoolTitle(
  school: { name: Localized; address: Localized } | null | undefined,
  language: string,
  title?: string,
): { title: string; school: string } {
  const name = pickText(school?.name, language);
  const tail = title ? name : placeOf(pickText(school?.address, language));
  const head = title || name;
  return { title: [head, tail].filter(Boolean).join(SEPARATOR), school: name };
}
