import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  encodeRule,
  MESSAGE_RULES,
  RULE_NAMES,
  ruleOf,
} from '../../shared/api/rules.ts';
import { newAccountInputSchema } from '../../shared/schemas/users.ts';
import { bn } from '../locales/bn.ts';
import { bnPublicForms } from '../locales/bn-public-forms.ts';
import { enPages } from '../locales/en-pages.ts';
import { latinLeft, withoutAllowed } from '../test/bangla-text.ts';
import { ApiError, apiError } from './api.ts';
import { errorMessage, ruleMessage } from './error-message.ts';
import { validationMessage } from './field-message.ts';
import { i18n } from './i18n.ts';
import './zod-config.ts';

/** Every `{{name}}` of an English text given a value: a figure 25 (`{{n, number}}`), else the text '২৫'. */
function sampleParams(text: string): Record<string, number | string> {
  return Object.fromEntries(
    [...text.matchAll(/\{\{\s*(\w+)\s*(,\s*number)?/g)].map((m) => [m[1]!, m[2] ? 25 : '২৫']),
  );
}

const root = path.resolve(__dirname, '../../..');
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe('every refusal of the server, to a Bangla reader', () => {
  beforeEach(() => {
    i18n.addResources('bn', { ...bn, ...bnPublicForms });
    i18n.changeLanguage('bn');
  });

  it('has its own Bangla words, with its figures in Bangla digits and no Latin sentence', () => {
    const english = enPages.apiErrors as Record<string, string>;
    for (const code of ERROR_CODES) {
      if (code === 'internal_error') continue; // a 5xx: the server's own sentence, common.serverError
      // A wait in minutes is worded by its count: `code_one`, `code_other` (25 is `other`).
      const key = english[code] === undefined ? `${code}_other` : code;
      const params = sampleParams(english[key] ?? '');
      const worded = errorMessage(
        i18n.t,
        new ApiError(400, 'bad_request', 'English', [], { reason: code, params }),
      );
      expect(english[key], `apiErrors.${key} in en-pages.ts`).toBeDefined();
      expect(worded, code).toBe(
        (bn.apiErrors as Record<string, string>)[key]!.replace(/\{\{[^}]*\}\}/g, '২৫'),
      );
      expect(latinLeft(worded), `${code}: ${worded}`).toEqual([]);
      expect(withoutAllowed(worded), code).not.toMatch(/[0-9]/);
    }
  });

  it('words a 5xx, an unreachable server and an unknown code without the server’s English', () => {
    for (const error of [
      new ApiError(500, 'internal_error', 'Something went wrong. Please try again.'),
      new ApiError(0, 'network_error', 'The server could not be reached.'),
      new ApiError(418, 'a_code_from_later', 'A sentence from a later server.'),
      new ApiError(404, 'http_error', 'Request failed (404)'),
      new TypeError('x is not a function'),
    ]) {
      const worded = errorMessage(i18n.t, error);
      expect(latinLeft(worded), worded).toEqual([]);
      expect(worded.length).toBeGreaterThan(5);
    }
  });

  it('words every rule a field can break, with its bound in Bangla digits', () => {
    for (const name of RULE_NAMES) {
      const worded = ruleMessage(i18n.t, { name, n: 12 });
      expect(worded, name).toBe(
        (bnPublicForms.validation as Record<string, string>)[name]!.replace(/\{\{[^}]*\}\}/, '১২'),
      );
      expect(latinLeft(worded), `${name}: ${worded}`).toEqual([]);
    }
  });

  it('words a 400 from its first field’s rule, never from the field’s English', () => {
    const error = apiError(400, {
      error: {
        code: 'validation_failed',
        message: 'title: Too big: expected string to have <=200 characters',
        details: {
          fields: [
            {
              field: 'title',
              message: 'Too big: expected string to have <=200 characters',
              rule: { name: 'tooLong', n: 200 },
            },
          ],
        },
      },
    });
    expect(errorMessage(i18n.t, error)).toBe('সর্বোচ্চ ২০০টি অক্ষর দিন');
  });

  it('words the browser’s own checks: zod’s kinds as rules, the schemas’ messages by name', () => {
    const parsed = newAccountInputSchema.safeParse({ loginId: 'ক খ', password: 'short' });
    expect(parsed.success).toBe(false);
    const words = parsed.error!.issues.map((issue) => validationMessage(i18n.t, issue.message));
    expect(words).toEqual([
      'শুধু ইংরেজি অক্ষর, অঙ্ক, ডট, ড্যাশ বা আন্ডারস্কোর ব্যবহার করুন',
      'অন্তত ১২টি অক্ষর দিন',
    ]);
    expect(validationMessage(i18n.t, encodeRule({ name: 'tooMany', n: 30 }))).toBe(
      'এই তালিকায় সর্বোচ্চ ৩০টি',
    );
    // A message the form worded itself (an upload's refusal) is shown as it is.
    expect(validationMessage(i18n.t, 'ছবিটি আপলোড করা যায়নি।')).toBe('ছবিটি আপলোড করা যায়নি।');
  });
});

describe('the rules of the shared schemas', () => {
  it('lists every message a shared schema or the server gives a field', () => {
    const messages = [
      ...sources('src/shared/schemas'),
      ...sources('src/server/modules'),
      ...sources('src/server/plugins'),
    ].flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return [
        ...text.matchAll(/\berror: '([^']+)'/g),
        ...text.matchAll(/\bfield(?:s)?[^\n]*message: '([^']+)'/g),
      ].map((m) => m[1]!);
    });
    expect(messages.length).toBeGreaterThan(30);
    for (const message of messages) expect(MESSAGE_RULES[message], message).toBeDefined();
  });

  it('reads a rule and its bound from each kind of zod issue', () => {
    expect(ruleOf({ code: 'too_big', origin: 'string', maximum: 200 })).toEqual({
      name: 'tooLong',
      n: 200,
    });
    expect(ruleOf({ code: 'too_big', origin: 'array', maximum: 30 })).toEqual({
      name: 'tooMany',
      n: 30,
    });
    expect(ruleOf({ code: 'too_small', origin: 'number', minimum: 0 })).toEqual({
      name: 'tooSmall',
      n: 0,
    });
    expect(ruleOf({ code: 'too_small', origin: 'string', minimum: 1 })).toEqual({
      name: 'required',
    });
    expect(ruleOf({ code: 'invalid_type', expected: 'string', input: undefined })).toEqual({
      name: 'required',
    });
    expect(ruleOf({ code: 'invalid_type', expected: 'number', input: 'x' })).toEqual({
      name: 'number',
    });
    expect(ruleOf({ code: 'invalid_format', format: 'email' })).toEqual({ name: 'email' });
    expect(ruleOf({ code: 'custom', message: 'Unknown album' })).toEqual({
      name: 'unknownItem',
    });
  });
});
