import { paths } from './paths.ts';
import { SIGN_IN_FAILURES } from './sign-in-failures.ts';

/** A list's page in the address (`?page=2`): the first page has none. */
const pageNumber = (value: string) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? String(page) : null;
};

/**
 * A sign-in page the server sent its form back to (sign-in-form.routes.ts): why, and the
 * wait in minutes (1, 5, 10 or 15).
 */
function signInReturn(): Record<string, (value: string) => string | null> {
  return {
    failed: (value) => SIGN_IN_FAILURES.find((f) => f === value) ?? null,
    minutes: (value) => (/^(1|5|10|15)$/.test(value) ? value : null),
  };
}

/**
 * The query parameters each public page reads, with how it reads them (the value that
 * means the same, or null for the page's default), as its screen does (the notices'
 * `page`, the home page's `events`, the gallery's `album`). Anything else in an address's
 * query is nothing to the page: the server draws and keeps a page by these alone, so
 * `/?b=1`, `/?b=2`… are the home page, drawn once.
 */
const pageQuery: Record<string, Record<string, (value: string) => string | null>> = {
  [paths.root]: { events: pageNumber },
  [paths.home]: { events: pageNumber },
  [paths.notice]: { page: pageNumber },
  [paths.sportGallery]: { album: (value) => (value && value !== 'sport' ? value : null) },
  [paths.studentLogin]: signInReturn(),
  [paths.teacherLogin]: signInReturn(),
  [paths.admin]: signInReturn(),
};

/**
 * A page's address as its screen reads it: the path without a trailing slash, and only
 * the parameters it reads, each as it means it, in a fixed order.
 */
export function pageAddress(url: string): string {
  const [rawPath = '/', rawQuery = ''] = url.split('?', 2);
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
  const reads = pageQuery[pathname];
  if (!reads || !rawQuery) return pathname;
  const given = new URLSearchParams(rawQuery);
  const kept = new URLSearchParams();
  for (const [name, read] of Object.entries(reads)) {
    const value = given.get(name);
    const meant = value === null ? null : read(value);
    if (meant !== null) kept.set(name, meant);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
