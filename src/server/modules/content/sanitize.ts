import sanitizeHtml from 'sanitize-html';

/**
 * The site's texts are plain paragraphs: any markup an admin pastes (from a word processor
 * or a web page) is removed, and the content of script and style elements with it. The
 * texts are shown by React as text, so this is a second wall, not the only one.
 */
export function plainText(value: string): string {
  if (!/[<&]/.test(value)) return value;
  const stripped = sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} });
  // sanitize-html escapes these four when it writes text back out; the stored text is plain.
  return stripped
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

/**
 * Every string in a JSON value, made plain. Content is a few levels deep; anything deeper
 * is left as it is for the schema to refuse (and a hostile deep body cannot exhaust the stack).
 */
export function plainTexts<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return plainText(value) as T;
  if (depth > 16 || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => plainTexts(v, depth + 1)) as T;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, plainTexts(v, depth + 1)]),
  ) as T;
}
