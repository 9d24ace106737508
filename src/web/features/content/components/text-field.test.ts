import { describe, expect, it } from 'vitest';
import { countOf } from './text-field.tsx';

describe('a count typed in a content form', () => {
  it('takes Bangla or English digits, with spaces and commas between groups', () => {
    expect(countOf('১২০')).toBe(120);
    expect(countOf('১,২০০')).toBe(1200);
    expect(countOf(' 45 ')).toBe(45);
    expect(countOf(7)).toBe(7);
  });

  it('gives NaN for anything else, which the schema refuses as "Enter a number"', () => {
    for (const typed of ['', 'বারো', '12.5', '-3', '১২ক']) expect(countOf(typed), typed).toBeNaN();
  });
});
