import { describe, expect, it } from 'vitest';
import type { ClassTeachers } from '../../../../shared/schemas/class-teachers.ts';
import { i18n } from '../../../lib/i18n.ts';
import { setLanguage } from '../../../lib/language.ts';
import {
  isDate,
  markUnsectioned,
  pickOf,
  registerName,
  registerOfPick,
  registersOf,
} from './registers.ts';

const ME = 'me';
const LIST: ClassTeachers = {
  items: [
    { grade: 'vi', section: '', teacherId: ME, teacherName: 'Me' },
    { grade: 'vii', section: 'B', teacherId: ME, teacherName: 'Me' },
    { grade: 'vii', section: 'A', teacherId: 'other', teacherName: 'Other' },
    { grade: 'ix', section: '', teacherId: ME, teacherName: 'Me' },
    { grade: 'ix', section: '2', teacherId: ME, teacherName: 'Me' },
    // A section no student is in any more (the server lists it with the sections).
    { grade: 'x', section: 'C', teacherId: ME, teacherName: 'Me' },
  ],
  sections: { vi: [], vii: ['A', 'B'], viii: [], ix: ['1', '2'], x: ['C'] },
  unsectioned: [],
};

const picks = (teacherId: string | null) => registersOf(LIST, teacherId).map(pickOf);

describe('the registers a reader takes', () => {
  it('gives a teacher their classes’ registers: a split class by section, once each', () => {
    expect(picks(ME)).toEqual(['vi:', 'vii:B', 'ix:1', 'ix:2', 'x:C']);
    expect(picks('other')).toEqual(['vii:A']);
    expect(picks('nobody')).toEqual([]);
  });

  it('gives an admin every class’s registers, a split class’s by section only', () => {
    expect(picks(null)).toEqual(['vi:', 'vii:A', 'vii:B', 'viii:', 'ix:1', 'ix:2', 'x:C']);
  });

  it('gives a split class’s students with no section yet a register after the sections’, to an admin and the whole class’s teacher', () => {
    const partly = { ...LIST, unsectioned: ['vii' as const, 'ix' as const] };
    expect(registersOf(partly, null).map(pickOf)).toEqual([
      'vi:',
      'vii:A',
      'vii:B',
      'vii:',
      'viii:',
      'ix:1',
      'ix:2',
      'ix:',
      'x:C',
    ]);
    expect(registersOf(partly, null).find((r) => pickOf(r) === 'vii:')).toEqual({
      grade: 'vii',
      section: '',
      unsectioned: true,
    });
    // The whole of Nine is mine; of Seven, only section B.
    expect(registersOf(partly, ME).map(pickOf)).toEqual([
      'vi:',
      'vii:B',
      'ix:1',
      'ix:2',
      'ix:',
      'x:C',
    ]);
    expect(registersOf(partly, 'other').map(pickOf)).toEqual(['vii:A']);
  });

  it('names a register as the screens do, a class’s students with no section yet so', async () => {
    const { t } = i18n;
    expect(registerName(t, { grade: 'vii', section: 'B' }, 'en')).toBe(
      'Class Seven (vii), section B',
    );
    expect(registerName(t, { grade: 'vi', section: '' }, 'en')).toBe('Class Six (vi)');
    expect(registerName(t, { grade: 'vii', section: '', unsectioned: true }, 'en')).toBe(
      'Class Seven (vii), no section yet',
    );
    // Today's list from the server: the class's other registers tell that it is split.
    expect(
      markUnsectioned([
        { grade: 'vi', section: '' },
        { grade: 'vii', section: 'A' },
        { grade: 'vii', section: '' },
      ]),
    ).toEqual([
      { grade: 'vi', section: '' },
      { grade: 'vii', section: 'A' },
      { grade: 'vii', section: '', unsectioned: true },
    ]);
    await setLanguage('bn');
    try {
      expect(registerName(i18n.t, { grade: 'ix', section: '2' }, 'bn')).toBe('নবম শ্রেণি, শাখা ২');
      expect(registerName(i18n.t, { grade: 'vii', section: '', unsectioned: true }, 'bn')).toBe(
        'সপ্তম শ্রেণি, শাখা এখনো ঠিক হয়নি',
      );
    } finally {
      await setLanguage('en');
    }
  });

  it('reads a register back from the select, and tells a whole date from one being typed', () => {
    expect(registerOfPick('vii:B')).toEqual({ grade: 'vii', section: 'B' });
    expect(registerOfPick('vi:')).toEqual({ grade: 'vi', section: '' });
    expect(isDate('2026-05-04')).toBe(true);
    expect(isDate('04/05/20')).toBe(false);
  });
});
