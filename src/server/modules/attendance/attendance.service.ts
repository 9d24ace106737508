import {
  type AttendanceMark,
  type ClosedDay,
  closedOn,
  LEAVE_REASON_MAX,
} from '../../../shared/attendance.ts';
import type { Grade } from '../../../shared/constants.ts';
import type { Register } from '../../../shared/schemas/attendance.ts';
import { normalizeBdMobile, smsParts } from '../../../shared/sms.ts';
import type { SmsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { smsRepository } from '../sms/sms.repository.ts';
import { schoolNames } from '../sms/sms.service.ts';
import type {
  AbsenceMessage,
  AbsenceSms,
  attendanceRepository,
  RegisterKey,
  RegisterStudent,
  SavedHead,
} from './attendance.repository.ts';

type Repo = ReturnType<typeof attendanceRepository>;

/** Why the school is closed on a date (a weekly day off, a holiday), or null. */
export async function closedDay(repo: Repo, date: string): Promise<ClosedDay | null> {
  const [settings, holidays] = await Promise.all([
    repo.settings(),
    repo.holidays({ from: date, to: date }),
  ]);
  return closedOn(date, settings.weeklyOff, holidays);
}

/** A register as the phone shows it: every student by roll, present unless marked. */
export async function registerView(
  repo: Repo,
  key: RegisterKey,
  editable: boolean,
): Promise<Register> {
  const [students, marks, head, closed] = await Promise.all([
    repo.students(key),
    repo.marks(key),
    repo.head(key),
    closedDay(repo, key.date),
  ]);
  return {
    grade: key.grade,
    section: key.section,
    date: key.date,
    closed,
    editable: editable && closed === null,
    students: students.map((s) => {
      const m = marks.get(s.id);
      return {
        id: s.id,
        name: s.name,
        nameBn: s.nameBn,
        roll: s.roll,
        section: s.section,
        mark: m?.mark ?? 'present',
        reason: m?.reason ?? '',
      };
    }),
    saved: head ? savedOf(head) : null,
  };
}

export const savedOf = (head: SavedHead) => ({
  at: head.savedAt.toISOString(),
  byName: head.savedByName,
  version: head.version,
});

/** The marks a save records: every student of the register, present unless the phone says otherwise. */
export function marksToSave(
  students: RegisterStudent[],
  given: { studentId: string; mark: AttendanceMark; reason?: string }[],
) {
  const byId = new Map(given.map((m) => [m.studentId, m]));
  return students.map((s) => {
    const m = byId.get(s.id);
    const mark = m?.mark ?? 'present';
    return {
      studentId: s.id,
      mark,
      reason: mark === 'leave' ? (m?.reason ?? '').slice(0, LEAVE_REASON_MAX) : '',
    };
  });
}

/** The SMS key of a student's absence on a day: one message per student and day, ever. */
export const absenceKey = (studentId: string, date: string) => `absence:${studentId}:${date}`;

const GRADE_WORDS = {
  en: { vi: 'Six', vii: 'Seven', viii: 'Eight', ix: 'Nine', x: 'Ten' },
  bn: { vi: 'ষষ্ঠ', vii: 'সপ্তম', viii: 'অষ্টম', ix: 'নবম', x: 'দশম' },
} as const satisfies Record<'en' | 'bn', Record<Grade, string>>;

const bnDigits = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

/** The absence SMS in the guardian's language: short, one part where the name allows. */
export function absenceText(
  language: 'bn' | 'en',
  school: string,
  names: string,
  date: string,
): string {
  const [y, m, d] = date.split('-');
  if (language === 'bn')
    return `${school}: আপনার সন্তান ${names} আজ ${bnDigits(`${d}/${m}/${y}`)} তারিখে বিদ্যালয়ে অনুপস্থিত।`;
  return `${school}: ${names} was absent from school today, ${d}/${m}/${y}.`;
}

/**
 * The absence SMS of a save, or null when the school sends none (turned off, no gateway):
 * one per absent student's guardian (two absent children of one number in one register
 * share a message), from the school's sending time of that day, or now when later.
 */
export async function planAbsences(
  tx: Db,
  key: RegisterKey,
  students: RegisterStudent[],
  marks: { studentId: string; mark: AttendanceMark }[],
  options: { sms: SmsConfig; after: string; now: Date },
): Promise<AbsenceSms | null> {
  const absent = new Set(marks.filter((m) => m.mark === 'absent').map((m) => m.studentId));
  const optedOut = await smsRepository(tx).optedOut();
  const school = await schoolNames(tx);
  const byPhone = new Map<string, { students: RegisterStudent[]; phone: string }>();
  for (const s of students) {
    if (!absent.has(s.id)) continue;
    const phone = normalizeBdMobile(s.guardianPhone);
    if (!phone || optedOut.has(phone)) continue;
    const entry = byPhone.get(phone) ?? { students: [], phone };
    entry.students.push(s);
    byPhone.set(phone, entry);
  }
  const messages: AbsenceMessage[] = [...byPhone.values()].map(({ students: kids, phone }) => {
    const first = kids[0]!;
    const language = first.guardianLanguage;
    const names = kids
      .map((k) => (language === 'bn' ? k.nameBn || k.name : k.name || k.nameBn))
      .join(language === 'bn' ? ' ও ' : ' and ');
    const body = absenceText(language, school[language], names, key.date);
    return {
      dedupeKey: absenceKey(first.id, key.date),
      recipientId: first.id,
      recipientName: first.name,
      phone,
      language,
      body,
      parts: smsParts(body).parts,
    };
  });
  const sendFrom = new Date(`${key.date}T${options.after}:00+06:00`);
  const classWords = (l: 'en' | 'bn') =>
    `${GRADE_WORDS[l][key.grade]}${key.section ? ` ${key.section}` : ''}`;
  return {
    batchKey: `absence:${key.grade}:${key.section}:${key.date}`,
    textEn: absenceText('en', school.en, `(Class ${classWords('en')})`, key.date),
    textBn: absenceText('bn', school.bn, `(${classWords('bn')} শ্রেণি)`, key.date),
    ratePoisha: options.sms.ratePoisha,
    notBefore: sendFrom > options.now ? sendFrom : options.now,
    messages,
    notAbsent: students.filter((s) => !absent.has(s.id)).map((s) => absenceKey(s.id, key.date)),
  };
}
