import { describe, expect, it } from 'vitest';
import {
  displayBdMobile,
  maskBdMobile,
  normalizeBdMobile,
  SMS_TEXT_MAX,
  type SmsParts,
  smsParts,
} from './sms.ts';

const english = (n: number) => 'a'.repeat(n);
const bangla = (n: number) => 'ক'.repeat(n);
const emoji = '😀';

describe('smsParts: how a gateway counts a message', () => {
  it.each<[string, string, Partial<SmsParts>]>([
    ['empty text', '', { encoding: 'gsm7', units: 0, parts: 0, perPart: 160, remaining: 160 }],
    ['English 1', english(1), { encoding: 'gsm7', units: 1, parts: 1, remaining: 159 }],
    ['English 160', english(160), { encoding: 'gsm7', parts: 1, perPart: 160, remaining: 0 }],
    ['English 161', english(161), { encoding: 'gsm7', parts: 2, perPart: 153, remaining: 145 }],
    ['English 306', english(306), { encoding: 'gsm7', parts: 2, remaining: 0 }],
    ['English 307', english(307), { encoding: 'gsm7', parts: 3, remaining: 152 }],
    ['Bangla 70', bangla(70), { encoding: 'ucs2', units: 70, parts: 1, perPart: 70, remaining: 0 }],
    ['Bangla 71', bangla(71), { encoding: 'ucs2', parts: 2, perPart: 67, remaining: 63 }],
    ['Bangla 134', bangla(134), { encoding: 'ucs2', parts: 2, remaining: 0 }],
    ['Bangla 135', bangla(135), { encoding: 'ucs2', parts: 3, remaining: 66 }],
    ['English with one Bangla letter', 'School closed ক', { encoding: 'ucs2', units: 15 }],
    ['English with one Bangla digit', 'Fee due on ৫ June', { encoding: 'ucs2', units: 17 }],
    ['English with one emoji', `Well done ${emoji}`, { encoding: 'ucs2', units: 12, parts: 1 }],
    ['braces take 2 units each', '{}', { encoding: 'gsm7', units: 4, parts: 1 }],
    ['every extension char', '^{}\\[~]|€\f', { encoding: 'gsm7', units: 20 }],
    ['GSM letters: ç, é, Ø, Δ, ¿', 'ç é Ø Δ ¿', { encoding: 'gsm7', units: 9 }],
    ['á is not in the GSM table', 'Adiós á', { encoding: 'ucs2', units: 7 }],
    ['curly quote is not GSM', 'It’s', { encoding: 'ucs2', units: 4 }],
    ['newlines count one each', 'a\nb\r\nc', { encoding: 'gsm7', units: 6 }],
    [
      'a real Bangla school notice',
      'আগামীকাল ঘূর্ণিঝড়ের কারণে বিদ্যালয় বন্ধ থাকবে।',
      { encoding: 'ucs2', units: 48, parts: 1, perPart: 70, remaining: 22 },
    ],
    [
      '160 units with an extension char stays one part',
      `${english(158)}€`,
      { encoding: 'gsm7', units: 160, parts: 1, remaining: 0 },
    ],
    [
      'an extension char at a part boundary moves whole to the next part',
      `${english(152)}{${english(152)}`,
      { encoding: 'gsm7', units: 306, parts: 3, perPart: 153, remaining: 152 },
    ],
    [
      'an emoji at a part boundary is not split',
      `${bangla(66)}${emoji}${bangla(66)}`,
      { encoding: 'ucs2', units: 134, parts: 3, perPart: 67, remaining: 66 },
    ],
    [
      'an emoji that just fits ends the part',
      `${bangla(65)}${emoji}${bangla(67)}`,
      { encoding: 'ucs2', units: 134, parts: 2, remaining: 0 },
    ],
  ])('%s', (_name, text, expected) => {
    expect(smsParts(text)).toMatchObject(expected);
  });

  it('gives every field for a split message', () => {
    expect(smsParts(english(200))).toEqual({
      encoding: 'gsm7',
      units: 200,
      parts: 2,
      perPart: 153,
      remaining: 106,
    });
  });

  it('counts the longest accepted Bangla message', () => {
    expect(SMS_TEXT_MAX).toBe(1000);
    expect(smsParts(bangla(SMS_TEXT_MAX)).parts).toBe(15);
  });
});

describe('normalizeBdMobile: a mobile number as people and spreadsheets write it', () => {
  it.each<[string, string | null]>([
    ['01712345678', '8801712345678'],
    ['০১৭১২ ৩৪৫৬৭৮', '8801712345678'],
    ['+880 1712-345678', '8801712345678'],
    ['+88 01712-345678', '8801712345678'],
    ['+৮৮০ ১৭১২ ৩৪৫৬৭৮', '8801712345678'],
    ['8801712345678', '8801712345678'],
    ['0088 01712345678', '8801712345678'],
    ['1712345678', '8801712345678'],
    ['(017) 1234 5678', '8801712345678'],
    ['017.1234.5678', '8801712345678'],
    [' 01912345678 ', '8801912345678'],
    ['01312345678', '8801312345678'],
    ['', null],
    ['abc', null],
    ['0171234567', null],
    ['017123456789', null],
    ['01112345678', null],
    ['01212345678', null],
    ['0171234567a', null],
    ['+1712345678', null],
    ['+8817123456789', null],
    ['02-9876543', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeBdMobile(input)).toBe(expected);
  });
});

describe('displayBdMobile and maskBdMobile: a stored number shown', () => {
  it.each<[string, string, string]>([
    ['8801712345678', '01712-345678', '01712-•••678'],
    ['8801312000999', '01312-000999', '01312-•••999'],
    ['01712345678', '01712345678', '•••'],
    ['', '', '•••'],
  ])('%j → %j, %j', (stored, shown, masked) => {
    expect(displayBdMobile(stored)).toBe(shown);
    expect(maskBdMobile(stored)).toBe(masked);
  });
});
