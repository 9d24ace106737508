import { pickText } from './localized.ts';

/**
 * A person's text kept in both languages (issue 19): a Bangla reader sees the Bangla one
 * where it is not empty, else the English; an English reader the English, else the Bangla.
 * Teachers on /teachers, the dashboard's account cards and their forms all pick by it.
 */
export function inLanguage(
  en: string | null | undefined,
  bn: string | null | undefined,
  language: string,
): string {
  return pickText({ en: en ?? '', bn: bn ?? '' }, language);
}

/**
 * A person's name in the reader's language (`name`, `nameBn`): every name a page shows goes
 * through it, the signed-in user's too (the dashboard's greeting, a new post's author).
 */
export function nameIn(person: { name: string; nameBn: string }, language: string): string {
  return inLanguage(person.name, person.nameBn, language);
}

/** A person's designation in the reader's language (`designation`, `designationBn`). */
export function designationIn(
  person: { designation: string | null; designationBn: string },
  language: string,
): string {
  return inLanguage(person.designation, person.designationBn, language);
}

/**
 * The designations a Bangladeshi secondary school gives its teachers, in both languages:
 * choosing one fills both fields of a form (any other is typed in).
 */
export const DESIGNATIONS: readonly { en: string; bn: string }[] = [
  { en: 'Head Teacher', bn: 'প্রধান শিক্ষক' },
  { en: 'Assistant Head Teacher', bn: 'সহকারী প্রধান শিক্ষক' },
  { en: 'Senior Teacher', bn: 'সিনিয়র শিক্ষক' },
  { en: 'Senior Assistant Teacher', bn: 'সিনিয়র সহকারী শিক্ষক' },
  { en: 'Assistant Teacher', bn: 'সহকারী শিক্ষক' },
  { en: 'Physical Education Teacher', bn: 'শরীরচর্চা শিক্ষক' },
  { en: 'Part-time Teacher', bn: 'খণ্ডকালীন শিক্ষক' },
];
