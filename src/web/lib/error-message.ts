import type { FieldRule } from '../../shared/api/rules.ts';
import { ApiError } from './api.ts';
import type { TFunction, TranslationKey } from './i18n.ts';

/** `key`'s text, or null when no text of the loaded ones has it (t gives the key back). */
function known(t: TFunction, key: string, options?: Record<string, unknown>): string | null {
  const text = t(key as TranslationKey, options);
  return text === key ? null : text;
}

/**
 * A rule a field broke (src/shared/api/rules.ts) in the reader's language. Figures are
 * written `{{n, number}}` in the texts: in the reader's digits.
 */
export function ruleMessage(t: TFunction, rule: FieldRule): string {
  return known(t, `validation.${rule.name}`, { n: rule.n }) ?? t('validation.invalid');
}

/**
 * What to tell a person about a failed call, in their language, never the server's English
 * (issue 18): the server's code, or the reason it gives for one of several refusals of that
 * code (`apiErrors.<reason>`, with the figures it sends), else the first refused field's
 * rule, else the code's words. The texts of the codes come with the public pages' and the
 * forms' (locales/pages.ts); before they have loaded (the home page), or for a code this
 * browser's texts do not know, "Could not load this" (common.loadFailed).
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('common.loadFailed');
  if (error.status === 0) return t('common.networkError');
  if (error.status >= 500) return t('common.serverError');
  const params = error.details.params;
  const reason = error.details.reason;
  const rule = error.fields[0]?.rule;
  const worded =
    (reason ? known(t, `apiErrors.${reason}`, params) : null) ??
    (rule ? ruleMessage(t, rule) : null) ??
    known(t, `apiErrors.${error.code}`, params);
  if (worded) return worded;
  return t('common.loadFailed');
}
