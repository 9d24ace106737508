import { decodeRule, encodeRule, MESSAGE_RULES } from '../../shared/api/rules.ts';
import type { FieldError } from './api.ts';
import { ruleMessage } from './error-message.ts';
import type { TFunction } from './i18n.ts';

/**
 * The message a form keeps for a field the server refused (react-hook-form's setError):
 * the rule it broke, worded when shown by validationMessage.
 */
export function formMessage(field: FieldError): string {
  return field.rule ? encodeRule(field.rule) : field.message;
}

/**
 * A field's message in the reader's language. A form's messages come three ways, all
 * worded from their rule (src/shared/api/rules.ts): the browser's own checks, written as
 * rules by zod-config.ts; the shared schemas' own English messages (MESSAGE_RULES); and
 * the server's refusals (formMessage). Anything else is a message the form worded itself
 * (an upload's refusal, errorMessage's) and is shown as it is: error-message.test.ts checks
 * that every message of the schemas and the server has its rule, so none is English.
 */
export function validationMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const rule = decodeRule(message) ?? MESSAGE_RULES[message];
  return rule ? ruleMessage(t, rule) : message;
}
