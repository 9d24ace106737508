import { describe, expect, it } from 'vitest';
import { pluralForm } from './i18n.ts';

describe('pluralForm', () => {
  it('gives the form Intl.PluralRules gives in English and Bangla', () => {
    for (const lng of ['en', 'bn'])
      for (const count of [0, 0.5, 1, 1.5, 2, 3, 5, 11, 21, 100, 101, -1, -2])
        expect([lng, count, pluralForm(lng, count)]).toEqual([
          lng,
          count,
          new Intl.PluralRules(lng).select(count),
        ]);
  });
});
