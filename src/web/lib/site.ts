import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { useTranslation } from './i18n.ts';
import { pickText } from './localized.ts';

export function getSite(signal?: AbortSignal) {
  return api('site.get', {}, { signal });
}

/** The school's identity; main.tsx fetches it before the first render (index.html preloads it). */
export const siteQuery = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => getSite(signal),
});

/** The school's identity, headline, logo and newest blog titles (header, footer, home). */
export function useSite() {
  return useQuery(siteQuery);
}

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
 * A page's <title> naming the school, in the reader's language (the school's Bangla name
 * on a Bangla page when it has one): "Notices · School", and for the home page (no title
 * of its own) the school's name with where it is, "School · Bhola". What a search result
 * and a shared link show, so a parent knows which school it is.
 */
export function useSchoolTitle(title?: string): { title: string; school: string } {
  const { i18n } = useTranslation();
  const school = useSite().data?.school;
  const name = pickText(school?.name, i18n.language);
  const tail = title ? name : placeOf(pickText(school?.address, i18n.language));
  const head = title || name;
  return { title: [head, tail].filter(Boolean).join(SEPARATOR), school: name };
}
