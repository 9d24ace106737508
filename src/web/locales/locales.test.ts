import { describe, expect, it } from 'vitest';
import { latinLeft, withoutAllowed } from '../test/bangla-text.ts';
import { bn } from './bn.ts';
import { bnForms } from './bn-forms.ts';
import { bnPublicForms } from './bn-public-forms.ts';
import { en } from './en.ts';
import { enForms } from './en-forms.ts';
import { enPages } from './en-pages.ts';
import { enPublicForms } from './en-public-forms.ts';

/** Every text as 'a.b.c' → value (arrays as a.b.0, a.b.1 …). */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node))
      for (const [key, value] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(key, value);
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ['bn.ts', { ...en, ...enPages }, bn],
  ['bn-public-forms.ts', enPublicForms, bnPublicForms],
  ['bn-forms.ts', enForms, bnForms],
])('%s', (_name, english, bangla) => {
  const enTexts = leaves(english);
  const bnTexts = leaves(bangla);

  it('has every English key, and no other', () => {
    expect([...bnTexts.keys()].sort()).toEqual([...enTexts.keys()].sort());
  });

  it('keeps the same {{placeholders}}', () => {
    for (const [key, text] of enTexts)
      expect(placeholders(bnTexts.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('is translated: no text left as the English one, no Latin letters but the allowed', () => {
    for (const [key, text] of bnTexts) {
      expect(text, key).not.toBe(enTexts.get(key));
      expect(latinLeft(text), `${key}: ${text}`).toEqual([]);
    }
  });

  it('writes digits in Bangla, the examples to type too (the forms take Bangla digits)', () => {
    for (const [key, text] of bnTexts) expect(withoutAllowed(text), key).not.toMatch(/[0-9]/);
  });
});

describe('the texts files', () => {
  // i18n.addResources adds a file's texts by their first key: a key in two files would
  // leave only the texts of the one added last.
  it('share no first key, in either language', () => {
    for (const files of [
      [en, enPages, enPublicForms, enForms],
      [bn, bnPublicForms, bnForms],
    ]) {
      const keys = files.flatMap((file) => Object.keys(file));
      expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    }
  });
});
