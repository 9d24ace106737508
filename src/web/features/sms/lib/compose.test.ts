import { describe, expect, it } from 'vitest';
import { newClientKey } from './client-key.ts';
import { composerProblems, emptyComposer, previewInputOf } from './compose.ts';
import { takaAmount } from './money.ts';

const PERIOD = '00000000-0000-4000-8000-000000000001';

describe('what the composer asks the server', () => {
  it('sends every class’s guardians as no classes, and the chosen ones in the classes’ order', () => {
    expect(previewInputOf({ ...emptyComposer(), textEn: ' Hello ' })).toEqual({
      audience: { kind: 'guardians', classes: [] },
      message: { kind: 'text', textEn: 'Hello', textBn: '', from: null },
    });
    const values = emptyComposer();
    const chosen = {
      ...values,
      audience: 'classes' as const,
      grades: ['ix' as const, 'vi' as const],
      sections: { ...values.sections, vi: ' B ', vii: 'A' },
      textBn: 'কাল ছুটি',
    };
    expect(previewInputOf(chosen).audience).toEqual({
      kind: 'guardians',
      classes: [
        { grade: 'vi', section: 'B' },
        { grade: 'ix', section: '' },
      ],
    });
  });

  it('sends the applicants an admission template, whatever the boxes hold', () => {
    expect(
      previewInputOf({
        ...emptyComposer(),
        audience: 'applicants',
        periodId: PERIOD,
        template: 'lottery',
        textEn: 'left from before',
      }),
    ).toEqual({
      audience: { kind: 'applicants', periodId: PERIOD },
      message: { kind: 'admission', template: 'lottery' },
    });
  });

  it('finds what is missing before it asks', () => {
    expect(composerProblems(emptyComposer())).toEqual({ textEn: 'sms.compose.errors.text' });
    expect(composerProblems({ ...emptyComposer(), textBn: 'কাল ছুটি' })).toEqual({});
    expect(composerProblems({ ...emptyComposer(), audience: 'classes', textEn: 'x' })).toEqual({
      grades: 'sms.compose.errors.classes',
    });
    expect(composerProblems({ ...emptyComposer(), audience: 'person', textEn: 'x' })).toEqual({
      person: 'sms.compose.errors.person',
    });
    // A template needs no words, only its period.
    expect(composerProblems({ ...emptyComposer(), audience: 'applicants' })).toEqual({
      periodId: 'sms.compose.errors.period',
    });
    expect(composerProblems({ ...emptyComposer(), audience: 'teachers', textEn: '  ' })).toEqual({
      textEn: 'sms.compose.errors.text',
    });
  });
});

describe('taka from poisha', () => {
  it('writes two decimals, grouped, in the reader’s digits', () => {
    expect(takaAmount(0, 'en')).toBe('0.00');
    expect(takaAmount(35, 'en')).toBe('0.35');
    expect(takaAmount(4270, 'en')).toBe('42.70');
    expect(takaAmount(123456789, 'en')).toBe('1,234,567.89');
    expect(takaAmount(123456789, 'bn')).toBe('১২,৩৪,৫৬৭.৮৯');
    expect(takaAmount(5, 'bn')).toBe('০.০৫');
  });
});

describe('a message’s key', () => {
  it('is a new UUID v4 each time, with crypto.randomUUID or without it', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const a = newClientKey();
    expect(a).toMatch(v4);
    expect(newClientKey()).not.toBe(a);
    const original = crypto.randomUUID;
    try {
      // A page over plain http has no randomUUID.
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const b = newClientKey();
      expect(b).toMatch(v4);
      expect(newClientKey()).not.toBe(b);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
