/**
 * Latin letters a Bangla text may keep: names of formats, brands and the school's identity
 * number, Excel's own words (a school's computer shows them in English: the format to
 * choose and where it is), and the examples a reader must type as they are.
 */
const ALLOWED_LATIN = [
  'EIIN', // the glossary's 'ইআইআইএন (EIIN)': printed on every official paper
  'CSV UTF-8 (Comma delimited)', // Excel's name of the format, in its Save As list
  'CSV UTF-8',
  'CSV',
  'Excel Workbook (.xlsx)', // the same list's workbook
  '.xlsx', // a workbook's file name ends so; an old one's .xls
  '.xls',
  'JPEG',
  'PNG',
  '.png', // a saved picture's file name ends so, whatever the language
  'WebP',
  'SHA-256', // the lottery's hash, named as any tool names it
  'Excel',
  'Google Sheets',
  'File → Save As',
  'https://facebook.com/your.name', // an example link to type as it is
  'https://', // the start of a link, as it must be typed
];

/** The text without the allowed words and the {{placeholders}}. */
export function withoutAllowed(text: string): string {
  let rest = text;
  // Longest first, so a link is removed before its 'https://' prefix.
  for (const word of [...ALLOWED_LATIN].sort((a, b) => b.length - a.length))
    rest = rest.split(word).join(' ');
  return rest.replace(/\{\{[^}]*\}\}/g, ' ');
}

/** The Latin words a Bangla text has beyond the allowed ones. */
export function latinLeft(text: string): string[] {
  return withoutAllowed(text).match(/[A-Za-z]+/g) ?? [];
}
