import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Register } from '../../../../shared/schemas/attendance.ts';
import { uuid } from '../../../test/ids.ts';
import {
  dropPending,
  keepPending,
  type PendingSave,
  pendingKeyOf,
  pendingSave,
  pendingSaves,
  storedPendings,
  subscribePending,
} from './pending-saves.ts';

afterEach(() => localStorage.clear());

function saveOf(
  over: { section?: string; date?: string; saveId?: string; savedAt?: string } = {},
): PendingSave {
  const { section = 'A', date = '2026-05-04', saveId = uuid(1) } = over;
  const register: Register = {
    grade: 'vi',
    section,
    date,
    closed: null,
    editable: true,
    students: [
      {
        id: uuid(10),
        name: 'Rahim Uddin',
        nameBn: 'রহিম উদ্দিন',
        roll: '1',
        section,
        mark: 'absent',
        reason: '',
      },
    ],
    saved: null,
  };
  return {
    body: {
      grade: 'vi',
      section,
      date,
      marks: [{ studentId: uuid(10), mark: 'absent', reason: '' }],
      saveId,
      savedAt: over.savedAt ?? '2026-05-04T03:00:00.000Z',
      baseVersion: null,
    },
    register,
  };
}

describe('the attendance saves kept on the phone', () => {
  it('keeps a save under its register and day, and gives it back as it was', () => {
    const save = saveOf();
    expect(keepPending(save)).toBe(true);
    expect(localStorage.getItem('attendance-save:vi:A:2026-05-04')).not.toBeNull();
    expect(pendingKeyOf(save.body)).toBe('attendance-save:vi:A:2026-05-04');
    expect(pendingSave({ grade: 'vi', section: 'A', date: '2026-05-04' })).toEqual(save);
    // Another section, another day: nothing kept.
    expect(pendingSave({ grade: 'vi', section: 'B', date: '2026-05-04' })).toBeNull();
    expect(pendingSave({ grade: 'vi', section: 'A', date: '2026-05-05' })).toBeNull();
  });

  it('keeps one save per register: a second replaces the first, newest saveId and all', () => {
    keepPending(saveOf({ saveId: uuid(1) }));
    const second = saveOf({ saveId: uuid(2), savedAt: '2026-05-04T03:05:00.000Z' });
    second.body.marks[0]!.mark = 'late';
    keepPending(second);
    expect(pendingSaves()).toEqual([second]);
  });

  it('lists every register’s save, the oldest first', () => {
    const later = saveOf({ section: 'A', saveId: uuid(1), savedAt: '2026-05-04T04:00:00.000Z' });
    const earlier = saveOf({ section: 'B', saveId: uuid(2), savedAt: '2026-05-04T03:00:00.000Z' });
    keepPending(later);
    keepPending(earlier);
    localStorage.setItem('admission-draft', '{}');
    expect(pendingSaves().map((s) => s.body.saveId)).toEqual([uuid(2), uuid(1)]);
  });

  it('forgets a save once it is answered, but not a newer one kept meanwhile', () => {
    const which = { grade: 'vi', section: 'A', date: '2026-05-04' } as const;
    keepPending(saveOf({ saveId: uuid(1) }));
    keepPending(saveOf({ saveId: uuid(2) }));
    dropPending(which, uuid(1));
    expect(pendingSave(which)?.body.saveId).toBe(uuid(2));
    dropPending(which, uuid(2));
    expect(pendingSave(which)).toBeNull();
    expect(pendingSaves()).toEqual([]);
  });

  it('ignores what it cannot read: damaged, or not a save', () => {
    localStorage.setItem('attendance-save:vi:A:2026-05-04', '{not json');
    localStorage.setItem(
      'attendance-save:vi:B:2026-05-04',
      JSON.stringify({ body: { grade: 'vi' }, register: {} }),
    );
    expect(pendingSave({ grade: 'vi', section: 'A', date: '2026-05-04' })).toBeNull();
    expect(pendingSaves()).toEqual([]);
  });

  it('says so when the phone cannot keep it (storage full)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(keepPending(saveOf())).toBe(false);
    vi.restoreAllMocks();
    expect(pendingSaves()).toEqual([]);
  });

  it('tells its listeners when a save is kept or dropped, and changes its snapshot', () => {
    const heard = vi.fn();
    const stop = subscribePending(heard);
    const before = storedPendings();
    keepPending(saveOf());
    expect(heard).toHaveBeenCalledTimes(1);
    const kept = storedPendings();
    expect(kept).not.toBe(before);
    expect(storedPendings()).toBe(kept);
    dropPending(saveOf().body, uuid(1));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(storedPendings()).toBe(before);
    stop();
    keepPending(saveOf());
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
