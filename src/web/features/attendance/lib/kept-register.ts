// zod must be told to run without eval before the shared schemas below are built.
import '../../../lib/zod-config.ts';

import { z } from 'zod';
import { closedOn } from '../../../../shared/attendance.ts';
import {
  holidaySchema,
  type Register,
  registerSchema,
} from '../../../../shared/schemas/attendance.ts';
import { roleSchema } from '../../../../shared/schemas/auth.ts';
import {
  type ClassTeachers,
  classTeachersSchema,
} from '../../../../shared/schemas/class-teachers.ts';
import { type KeptUser, keepOffline, keptOffline } from '../../../lib/kept-offline.ts';
import type { RegisterOf } from './pending-saves.ts';
import { pickOf } from './registers.ts';

/**
 * What the Attendance screen keeps on a teacher's phone so that it opens with no signal
 * at all (issue 48; lib/kept-offline.ts): the registers the teacher takes, each one's
 * students by roll as last loaded (names and rolls, no marks, no guardian's number), and
 * the school's days off and holidays. With it, today's register is drawn with everyone
 * present, marked, and saved on the phone until the network is back.
 */
const SCREEN = 'attendance';

/** A register's students as kept: who they are, not how they were marked. */
const rosterSchema = z.array(
  registerSchema.shape.students.element.omit({ mark: true, reason: true }),
);
type Roster = z.infer<typeof rosterSchema>;

const daysOffSchema = z.object({
  weeklyOff: z.array(z.number().int()),
  holidays: z.array(holidaySchema),
});
type DaysOff = z.infer<typeof daysOffSchema>;

const keptSchema = z.object({
  user: z.object({ id: z.string(), role: roleSchema, name: z.string(), nameBn: z.string() }),
  value: z.object({
    list: classTeachersSchema.nullable(),
    daysOff: daysOffSchema.nullable(),
    /** Each register's students, by pickOf. */
    rosters: z.record(z.string(), rosterSchema),
  }),
});
export type KeptAttendance = z.infer<typeof keptSchema>;

/** The copy kept for `userId` (with no session: this phone's), or null. */
export function keptAttendance(userId?: string): KeptAttendance | null {
  const parsed = keptSchema.safeParse(keptOffline(SCREEN, userId));
  return parsed.success ? parsed.data : null;
}

type Value = KeptAttendance['value'];

function keep(user: KeptUser, change: (value: Value) => Value) {
  const value = keptAttendance(user.id)?.value ?? { list: null, daysOff: null, rosters: {} };
  keepOffline(SCREEN, user, change(value));
}

/** Keeps the registers the reader takes (classTeachers.list), as last loaded. */
export function keepList(user: KeptUser, list: ClassTeachers) {
  keep(user, (value) => ({ ...value, list }));
}

/** Keeps the school's days off and holidays (attendance.settings). */
export function keepDaysOff(user: KeptUser, { weeklyOff, holidays }: DaysOff) {
  keep(user, (value) => ({ ...value, daysOff: { weeklyOff, holidays } }));
}

/** Keeps a register's students as loaded: the roster the next register without a network starts from. */
export function keepRoster(user: KeptUser, register: Register) {
  const roster: Roster = register.students.map(({ id, name, nameBn, roll, section }) => ({
    id,
    name,
    nameBn,
    roll,
    section,
  }));
  keep(user, (value) => ({ ...value, rosters: { ...value.rosters, [pickOf(register)]: roster } }));
}

/**
 * A register drawn on the phone for a day the school could not be asked about: its
 * students as last loaded, everyone present, not saved yet (a save the teacher or another
 * phone made that day is named when this one arrives). Null when the phone has no roster
 * of it.
 */
export function registerOnPhone(kept: KeptAttendance, which: RegisterOf): Register | null {
  const roster = kept.value.rosters[pickOf(which)];
  if (!roster) return null;
  const daysOff = kept.value.daysOff;
  return {
    grade: which.grade,
    section: which.section,
    date: which.date,
    closed: daysOff ? closedOn(which.date, daysOff.weeklyOff, daysOff.holidays) : null,
    editable: true,
    students: roster.map((student) => ({ ...student, mark: 'present', reason: '' })),
    saved: null,
  };
}
