import { describe, expect, it } from 'vitest';
import type { ClassTeachers } from '../../../../shared/schemas/class-teachers.ts';
import { isDate, pickOf, registerOfPick, registersOf } from './registers.ts';

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

  it('reads a register back from the select, and tells a whole date from one being typed', () => {
    expect(registerOfPick('vii:B')).toEqual({ grade: 'vii', section: 'B' });
    expect(registerOfPick('vi:')).toEqual({ grade: 'vi', section: '' });
    expect(isDate('2026-05-04')).toBe(true);
    expect(isDate('04/05/20')).toBe(false);
  });
});
