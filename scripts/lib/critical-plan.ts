import { type CompactPlan, type CompiledRule, compileSheet, encodePlan } from 'beasties/compiler';

/**
 * A selector made of pseudo-classes alone: `:where(:root)` (daisyUI's theme colours),
 * `:where(.space-y-4>:not(:last-child))` (Tailwind's space-y), `::selection`. Beasties
 * strips pseudo-classes with what they hold before matching, finds nothing left and
 * drops the selector, so the page would lose them.
 */
const ONLY_PSEUDO = /^(?:::?[a-z-]+(?:\(.+\))?)+$/i;
/** `:where(X)` or `:is(X)`, then pseudo-classes without arguments (`:before`): X. */
const WRAPPED = /^:(?:where|is)\((.+)\)(?:::?[a-z-]+)*$/i;

/** A selector list's selectors: split at the commas outside parentheses. */
const listed = (selector: string) => {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (const [i, c] of [...selector].entries()) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(from, i));
      from = i + 1;
    }
  }
  return [...parts, selector.slice(from)].map((part) => part.trim());
};

type Condition = Exclude<NonNullable<CompiledRule['match']>[number], true>;
const TOKENS = ['classes', 'ids', 'tags', 'attrs'] as const;

/**
 * What must be in a page for one of `selectors` to match it: the tokens (classes, ids,
 * tags, attributes) that every one of them needs, or null when they share none.
 */
function sharedNeeds(selectors: string[]): Condition | null {
  const needs: Condition[] = [];
  for (const selector of selectors) {
    const condition = compileSheet(`${selector}{x:y}`).rules[0]?.match?.[0];
    if (!condition || condition === true) return null;
    needs.push(condition);
  }
  if (needs.length === 1) return needs[0]!;
  const shared: Condition = {};
  for (const token of TOKENS) {
    const common = needs
      .map((need) => need[token] ?? [])
      .reduce((a, b) => a.filter((value) => b.includes(value)));
    if (common.length) shared[token] = common;
  }
  return TOKENS.some((token) => shared[token]) ? shared : null;
}

/**
 * The first load's stylesheet compiled for src/server/plugins/critical-styles.ts (the
 * build writes it to critical-css.json, vite.config.ts), with three corrections to what
 * beasties 0.5 does with Tailwind's and daisyUI's CSS:
 * - A selector of pseudo-classes alone (ONLY_PSEUDO) is kept. When it wraps selectors,
 *   `:where(.space-y-4>…)`, `:is(.select,.select select)`, it goes with the pages that
 *   have what all of them need (`.space-y-4`, `.select`); otherwise (`:root`,
 *   `::placeholder`) with every page.
 * - An at-rule block is written without the `;` beasties puts after it (`@property
 *   --x{…};`): the parser takes that `;` as the start of the next rule's selector and
 *   drops that rule (it was daisyUI's theme colours).
 * - A rule that names a font's family in a custom property (styles.css: --font-sans) is
 *   marked as using that font, so a page whose text needs the font (its unicode-range: a
 *   Bangla page) gets its @font-face: beasties sees only font-family declarations.
 */
export function criticalPlan(css: string, href: string): { plan: CompactPlan; warnings: string[] } {
  const sheet = compileSheet(css, { href, allowRules: [ONLY_PSEUDO] });
  for (const rule of sheet.rules) {
    for (const [i, selector] of (rule.selectors ?? []).entries()) {
      if (rule.match?.[i] !== true || !ONLY_PSEUDO.test(selector)) continue;
      const inner = selector.match(WRAPPED)?.[1];
      const needs = inner ? sharedNeeds(listed(inner)) : null;
      if (needs) rule.match[i] = needs;
    }
    if (rule.css?.endsWith('};')) rule.css = rule.css.slice(0, -1);
  }
  const unquoted = (family: string) => family.replace(/["']/g, '').trim().toLowerCase();
  const families = [
    ...new Set(
      sheet.rules.flatMap((rule) => (rule.fontFace?.family ? [rule.fontFace.family] : [])),
    ),
  ];
  for (const rule of sheet.rules) {
    if (rule.fontFace) continue;
    const text = (rule.body ?? rule.css ?? '').toLowerCase();
    for (const family of families)
      if (/--[\w-]+\s*:/.test(text) && text.includes(unquoted(family)))
        rule.fontsUsed = [...new Set([...(rule.fontsUsed ?? []), family])];
  }
  return { plan: encodePlan(sheet), warnings: sheet.warnings };
}
