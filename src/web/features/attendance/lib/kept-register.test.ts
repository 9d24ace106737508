import { afterEach, describe, expect, it } from 'vitest';
import type { Register } from '../../../../shared/schemas/attendance.ts';
import { forgetKeptOffline } from '../../../lib/session.ts';
import {
  keepDaysOff,
  keepList,
  keepRoster,
  keptAttendance,
  registerOnPhone,
} from './kept-register.ts';

const NASRIN = { id: 'u-nasrin', role: 'teacher' as const, name: 'Nasrin Akter', nameBn: '' };
const KAMAL = { id: 'u-kamal', role: 'teacher' as const, name: 'Kamal Uddin', nameBn: '' };

const LIST = {
  items: [{ grade: 'vi' as const, section: '', teacherId: NASRIN.id, teacherName: 'Nasrin' }],
  sections: { vi: [], vii: [], viii: [], ix: [], x: [] },
  unsectioned: [],
};

/** Class Six's register as the server sends it, Rahim marked absent and saved. */
const SIX: Register = {
  grade: 'vi',
  section: '',
  date: '2026-11-25',
  closed: null,
  editable: true,
  students: [
    {
      id: 's1',
      name: 'Rahim Uddin',
      nameBn: 'রহিম উদ্দিন',
      roll: '1',
      section: '',
      mark: 'absent',
      reason: '',
    },
    { id: 's2', name: 'Sadia', nameBn: '', roll: '2', section: '', mark: 'leave', reason: 'Ill' },
  ],
  saved: { at: '2026-11-25T03:00:00.000Z', byName: 'Nasrin Akter', version: 2 },
};

afterEach(() => localStorage.clear());

describe('the Attendance screen’s copy on the phone (issue 48)', () => {
  it('draws a day’s register from the students last loaded: everyone present, not saved', () => {
    keepList(NASRIN, LIST);
    keepRoster(NASRIN, SIX);
    const kept = keptAttendance(NASRIN.id)!;
    expect(kept.user).toEqual(NASRIN);
    expect(kept.value.list).toEqual(LIST);
    const today = registerOnPhone(kept, { grade: 'vi', section: '', date: '2026-11-26' });
    expect(today).toEqual({
      grade: 'vi',
      section: '',
      date: '2026-11-26',
      closed: null,
      editable: true,
      students: [
        { ...SIX.students[0], mark: 'present', reason: '' },
        { ...SIX.students[1], mark: 'present', reason: '' },
      ],
      saved: null,
    });
    // No roster of a register never loaded on this phone.
    expect(registerOnPhone(kept, { grade: 'vi', section: 'A', date: '2026-11-26' })).toBeNull();
  });

  it('keeps no mark and no reason, only names and rolls', () => {
    keepRoster(NASRIN, SIX);
    const stored = localStorage.getItem(`offline:${NASRIN.id}:attendance`) ?? '';
    expect(stored).toContain('Rahim Uddin');
    expect(stored).not.toMatch(/absent|leave|Ill|version/);
  });

  it('knows the school’s days off: a weekly day off or a holiday has no register', () => {
    keepRoster(NASRIN, SIX);
    keepDaysOff(NASRIN, {
      weeklyOff: [5],
      holidays: [
        { id: 'h', from: '2026-12-16', to: '2026-12-16', name: 'Victory Day', nameBn: 'বিজয় দিবস' },
      ],
    });
    const kept = keptAttendance()!;
    const on = (date: string) => registerOnPhone(kept, { grade: 'vi', section: '', date })?.closed;
    expect(on('2026-11-27')).toEqual({ kind: 'weekly' }); // a Friday
    expect(on('2026-12-16')).toEqual({
      kind: 'holiday',
      name: 'Victory Day',
      nameBn: 'বিজয় দিবস',
    });
    expect(on('2026-11-26')).toBeNull();
  });

  it('is forgotten at sign-out, and when someone else signs in on the phone', () => {
    keepRoster(NASRIN, SIX);
    localStorage.setItem('attendance-save:vi::2026-11-26', '{}');
    forgetKeptOffline(NASRIN.id);
    expect(keptAttendance(NASRIN.id)).not.toBeNull();
    forgetKeptOffline(KAMAL.id);
    expect(keptAttendance()).toBeNull();
    keepRoster(KAMAL, SIX);
    forgetKeptOffline(null);
    expect(keptAttendance()).toBeNull();
    // A save waiting for the network is not a copy: it is sent once a teacher signs in.
    expect(localStorage.getItem('attendance-save:vi::2026-11-26')).toBe('{}');
  });

  it('reads nothing from a copy of another shape (an older version of the app)', () => {
    localStorage.setItem(`offline:${NASRIN.id}:attendance`, '{"user":{"id":"u-nasrin"}}');
    expect(keptAttendance()).toBeNull();
    localStorage.setItem(`offline:${NASRIN.id}:attendance`, 'not json');
    expect(keptAttendance()).toBeNull();
  });
});
