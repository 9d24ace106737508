import { eq } from 'drizzle-orm';
import type { Grade } from '../../../shared/constants.ts';
import type { Mark, PartKey, SubjectScheme } from '../../../shared/grading.ts';
import { SUBJECT_PRESETS } from '../../../shared/result-subjects.ts';
import { today } from '../../modules/posts/today.ts';
import type { Db } from '../client.ts';
import { examMarks, examResults, exams, users } from '../schema.ts';
import { bnDigits, DEMO_STUDENTS } from './demo-content.ts';

/** Invented pupils' given names, [Bangla, English], girls' and boys'. */
const GIRLS: [string, string][] = [
  ['ফাতেমা', 'Fatema'],
  ['তানিয়া', 'Tania'],
  ['রুমানা', 'Rumana'],
  ['সাদিয়া', 'Sadia'],
  ['মাহমুদা', 'Mahmuda'],
  ['নাফিসা', 'Nafisa'],
  ['শাহানা', 'Shahana'],
  ['আয়েশা', 'Ayesha'],
  ['রিয়া', 'Ria'],
  ['মুনিয়া', 'Munia'],
  ['সুরাইয়া', 'Suraiya'],
  ['লাবণী', 'Laboni'],
];
const BOYS: [string, string][] = [
  ['রাফি', 'Rafi'],
  ['সাকিব', 'Sakib'],
  ['জুনায়েদ', 'Junayed'],
  ['ইমন', 'Emon'],
  ['তারেক', 'Tarek'],
  ['হাসান', 'Hasan'],
  ['মাসুদ', 'Masud'],
  ['রাসেল', 'Rasel'],
  ['শুভ', 'Shuvo'],
  ['নাহিদ', 'Nahid'],
  ['আসিফ', 'Asif'],
  ['ফাহিম', 'Fahim'],
];
const GIRLS_FAMILY: [string, string][] = [
  ['আক্তার', 'Akter'],
  ['খাতুন', 'Khatun'],
  ['জাহান', 'Jahan'],
  ['ইসলাম', 'Islam'],
  ['সুলতানা', 'Sultana'],
];
const BOYS_FAMILY: [string, string][] = [
  ['হোসেন', 'Hossain'],
  ['ইসলাম', 'Islam'],
  ['আহমেদ', 'Ahmed'],
  ['রহমান', 'Rahman'],
  ['উদ্দিন', 'Uddin'],
  ['মিয়া', 'Mia'],
];

/** A small seeded generator (mulberry32): the same demo marks on every machine. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A class's demo results: its subjects, size and the age of its pupils. */
type DemoClass = { grade: Grade; subjects: readonly SubjectScheme[]; size: number; age: number };

const CLASSES: DemoClass[] = [
  { grade: 'vi', subjects: SUBJECT_PRESETS.junior, size: 30, age: 12 },
  { grade: 'ix', subjects: SUBJECT_PRESETS.science, size: 25, age: 15 },
];

/** The demo exam's days, dated from the day the school is seeded: held four months before. */
export function demoExamDays(now = new Date()) {
  const day = (offset: number) => today(new Date(now.getTime() + offset * 86_400_000));
  return { heldOn: day(-120), publishedOn: day(-90) };
}

/**
 * A pupil's marks: each part near the pupil's own level, a little up or down. The first
 * pupil of each class is a star (every subject A+: GPA 5.00); a few of the weakest fail a
 * part; some were absent from a paper; about half take the optional subject (nearly all
 * of class nine's science pupils take higher mathematics).
 */
function demoMarks(
  subjects: readonly SubjectScheme[],
  level: number,
  random: () => number,
  opts: { star: boolean; absentFrom: string | null; optional: boolean },
) {
  const marks: Record<string, Partial<Record<PartKey, Mark>>> = {};
  for (const subject of subjects) {
    if (subject.optional && !opts.optional) continue;
    for (const paper of subject.papers) {
      marks[paper.code] = Object.fromEntries(
        paper.parts.map((p) => {
          if (paper.code === opts.absentFrom) return [p.part, 'absent'];
          const share = opts.star
            ? 0.83 + random() * 0.15
            : Math.min(0.98, Math.max(0.12, level + (random() - 0.5) * 0.3));
          return [p.part, Math.round(p.max * share)];
        }),
      );
    }
  }
  return marks;
}

/**
 * The demo school's exam results (issue 21): the half-yearly exam, held four months before
 * the day the school is seeded, published for class six (the junior subjects, 30 pupils)
 * and class nine (the science group, 25). Pupils with a demo account have their own name
 * and roll; the others are invented. Marks come from a seeded generator: the same each time.
 */
export async function seedDemoResults(db: Db, now = new Date()) {
  const { heldOn, publishedOn } = demoExamDays(now);
  const year = Number(heldOn.slice(0, 4));
  const [exam] = await db
    .insert(exams)
    .values({
      title: `Half-yearly Examination ${year}`,
      titleBn: `অর্ধবার্ষিক পরীক্ষা ${bnDigits(year)}`,
      heldOn,
    })
    .returning({ id: exams.id });
  const published = new Date(`${publishedOn}T05:00:00Z`);
  // The demo accounts' records keep the date of birth their rows give (issue 46).
  const accounts = new Map(
    (
      await db
        .select({ id: users.id, loginId: users.loginId })
        .from(users)
        .where(eq(users.role, 'student'))
    ).map((a) => [a.loginId, a.id]),
  );
  for (const [c, cls] of CLASSES.entries()) {
    const random = generator(2026 + c * 101);
    const [result] = await db
      .insert(examResults)
      .values({
        examId: exam!.id,
        grade: cls.grade,
        subjects: cls.subjects as SubjectScheme[],
        status: 'published',
        publishedAt: published,
        updatedAt: published,
      })
      .returning({ id: examResults.id });
    const born = year - cls.age;
    const rows = Array.from({ length: cls.size }, (_x, i) => {
      const roll = String(i + 1);
      const demo = DEMO_STUDENTS.find((s) => s.grade === cls.grade && s.roll === roll);
      const girl = i % 2 === 1;
      const [given, givenEn] = (girl ? GIRLS : BOYS)[(i * 5 + c) % 12]!;
      const [family, familyEn] = (girl ? GIRLS_FAMILY : BOYS_FAMILY)[(i * 7 + c) % 5]!;
      // Rolls follow the last year's merit: the lower the roll, the stronger, roughly.
      const level = 0.84 - (i / cls.size) * 0.38 + (random() - 0.5) * 0.16;
      const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
      const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
      // Most guardians give the date of birth; some the birth registration number as well.
      const withRegistration = i % 3 === 2;
      return {
        resultId: result!.id,
        roll,
        name: demo?.name ?? `${givenEn} ${familyEn}`,
        nameBn: demo?.nameBn ?? `${given} ${family}`,
        dateOfBirth: `${born - (i % 7 === 6 ? 1 : 0)}-${month}-${day}`,
        birthRegistration: withRegistration
          ? `${born}7812${String(40_000_000 + c * 1_000_000 + i * 7_919).padStart(9, '0')}`
          : '',
        studentId: demo ? (accounts.get(demo.loginId) ?? null) : null,
        marks: demoMarks(cls.subjects, level, random, {
          star: i === 0,
          absentFrom: i === 11 ? 'eng2' : i === 19 ? cls.subjects.at(-2)!.papers[0]!.code : null,
          optional: cls.grade === 'ix' ? i % 6 !== 5 : i % 2 === 0,
        }),
      };
    });
    await db.insert(examMarks).values(rows);
    for (const row of rows)
      if (row.studentId)
        await db
          .update(users)
          .set({ dateOfBirth: row.dateOfBirth })
          .where(eq(users.id, row.studentId));
  }
}
