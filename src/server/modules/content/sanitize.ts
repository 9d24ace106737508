import sanitizeHtml from 'sanitize-html';

/** The four escapes sanitize-html writes into text, read back in one pass. */
const ESCAPES: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&' };

/** One pass of sanitize-html with no tags allowed, giving text, not HTML. */
function stripTags(value: string): string {
  // Every '&' is escaped first, so the parser reads what was typed as text: '&lt;' stays
  // the four characters '&lt;' and never becomes a '<' that could start a tag.
  const html = sanitizeHtml(value.replaceAll('&', '&amp;'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return html.replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ESCAPES[name]!);
}

/** Passes before giving up on nested markup ('<<b>script>' is a tag once '<b>' is gone). */
const MAX_PASSES = 4;

/**
 * The site's texts are plain paragraphs: any markup an admin pastes (from a word processor
 * or a web page) is removed, and the content of script and style elements with it. What
 * was typed otherwise is kept exactly, entities such as '&lt;' included. Tags are removed
 * until none is left, so the stored text holds no markup for any later reader (another
 * pass of this function leaves it as it is). The texts are shown by React as text, so
 * this is a second wall, not the only one.
 */
export function plainText(value: string): string {
  let text = value;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    if (!text.includes('<')) return text;
    const stripped = stripTags(text);
    if (stripped === text) return text;
    text = stripped;
  }
  // Markup nested deeper than anyone types: no '<' is kept, so no tag can be left.
  return text.replaceAll('<', '');
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
