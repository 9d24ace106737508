import { describe, expect, it } from 'vitest';
import { newClientKey } from '../../../lib/client-key.ts';
import {
  classOptionsOf,
  composerProblems,
  emptyComposer,
  inClasses,
  previewInputOf,
} from './compose.ts';
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

describe('a class teacher’s classes (issues 47 and 48)', () => {
  const ME = '00000000-0000-4000-8000-000000000009';
  const row = (grade: 'vi' | 'vii' | 'ix', section: string, teacherId = ME) => ({
    grade,
    section,
    teacherId,
    teacherName: '',
  });
  const options = classOptionsOf(
    {
      items: [
        row('ix', 'B'),
        row('vi', 'A'),
        row('vi', ''),
        row('vii', '', 'someone else'),
        row('ix', 'A'),
        row('vii', 'A', 'someone else'),
        row('ix', 'C', 'someone else'),
      ],
      sections: { vi: ['A', 'B'], vii: ['A'], viii: [], ix: ['A', 'B', 'C'], x: [] },
      unsectioned: [],
    },
    ME,
  );

  it('offers a whole class once, else each of its sections they have, in the classes’ order', () => {
    expect(options).toEqual([
      { grade: 'vi', section: '' },
      { grade: 'ix', section: 'A' },
      { grade: 'ix', section: 'B' },
    ]);
  });

  it('takes a student of any section of a whole class, and of their own sections only', () => {
    const student = (grade: 'vi' | 'vii' | 'ix' | null, section: string) => ({ grade, section });
    expect(inClasses(student('vi', 'B'), options)).toBe(true);
    expect(inClasses(student('vi', ''), options)).toBe(true);
    expect(inClasses(student('ix', 'A'), options)).toBe(true);
    expect(inClasses(student('ix', 'C'), options)).toBe(false);
    expect(inClasses(student('ix', ''), options)).toBe(false);
    expect(inClasses(student('vii', 'A'), options)).toBe(false);
    expect(inClasses(student(null, ''), options)).toBe(false);
  });

  it('asks for the classes ticked, in the classes’ order, a whole class’s section as written', () => {
    const values = emptyComposer('mine');
    expect(composerProblems({ ...values, textEn: 'Hi' })).toEqual({
      picks: 'sms.compose.errors.classes',
    });
    expect(
      previewInputOf({
        ...values,
        picks: ['ix:B', 'vi:', 'ix:A'],
        sections: { ...values.sections, vi: ' c ', ix: 'Z' },
        textEn: 'Hi',
      }).audience,
    ).toEqual({
      kind: 'guardians',
      classes: [
        { grade: 'vi', section: 'c' },
        { grade: 'ix', section: 'A' },
        { grade: 'ix', section: 'B' },
      ],
    });
  });
});
