import type { Grade } from '../../../shared/constants.ts';
import { drawLottery, seedOf } from '../../../shared/lottery.ts';
import { applicantPhoto } from '../../modules/admissions/applicant-photo.ts';
import { today } from '../../modules/posts/today.ts';
import type { Db } from '../client.ts';
import { admissionDraws, admissionPeriods, admissionPhotos, admissions } from '../schema.ts';
import { portraitImage } from './demo-images.ts';

/** The numbered balls the demo's committee drew in the hall for class seven's lottery, in order. */
export const DEMO_LOTTERY_HALL = '7-23-41-58-86';

/** What the demo school's families bring to the office (the slip prints it). */
export const DEMO_ADMISSION_PAPERS = [
  'জন্ম নিবন্ধন সনদের মূল কপি ও একটি ফটোকপি',
  'পাসপোর্ট সাইজের দুই কপি রঙিন ছবি',
  'পূর্ববর্তী বিদ্যালয়ের ছাড়পত্র (প্রত্যয়নপত্র)',
  'পঞ্চম শ্রেণির নম্বরপত্রের ফটোকপি (ষষ্ঠ শ্রেণির জন্য)',
].join('\n');

// As the site writes references (no 0/O or 1/I), one per demo applicant.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
function demoCode(n: number): string {
  let code = 'DEMO';
  for (let k = n + 1, i = 0; i < 2; i++, k = Math.floor(k / ALPHABET.length))
    code += ALPHABET[k % ALPHABET.length];
  return code;
}

/** Invented applicants: [Bangla name, English name, girl?]. */
const CHILDREN: [string, string, boolean][] = [
  ['তাসলিমা আক্তার', 'Taslima Akter', true],
  ['রাকিবুল হাসান', 'Rakibul Hasan', false],
  ['সুমাইয়া ইসলাম', 'Sumaiya Islam', true],
  ['মেহেদী হাসান', 'Mehedi Hasan', false],
  ['নুসরাত জাহান', 'Nusrat Jahan', true],
  ['আরিফ হোসেন', 'Arif Hossain', false],
  ['জান্নাতুল ফেরদৌস', 'Jannatul Ferdous', true],
  ['সাকিব আল মামুন', 'Sakib Al Mamun', false],
  ['মরিয়ম বেগম', 'Mariam Begum', true],
  ['ইমরান খান', 'Imran Khan', false],
  ['ফারজানা ইয়াসমিন', 'Farzana Yasmin', true],
  ['রিফাত আহমেদ', 'Rifat Ahmed', false],
  ['শারমিন সুলতানা', 'Sharmin Sultana', true],
  ['তানভীর রহমান', 'Tanvir Rahman', false],
  ['লিমা খাতুন', 'Lima Khatun', true],
  ['হাসিবুল ইসলাম', 'Hasibul Islam', false],
  ['রুমানা আক্তার', 'Rumana Akter', true],
  ['নাঈম হোসেন', 'Naim Hossain', false],
  ['সাদিয়া আফরিন', 'Sadia Afrin', true],
  ['মাহমুদুল হাসান', 'Mahmudul Hasan', false],
  ['আফসানা মিমি', 'Afsana Mimi', true],
  ['জুবায়ের আহমেদ', 'Jubayer Ahmed', false],
];
const FATHERS = ['আব্দুল করিম', 'মোঃ হানিফ', 'নুরুল ইসলাম', 'আবুল কালাম', 'মোস্তফা মিয়া', 'জসিম উদ্দিন'];
const MOTHERS = ['রোকেয়া বেগম', 'হাসিনা খাতুন', 'নাসিমা আক্তার', 'ফাতেমা বেগম', 'সালমা খাতুন'];
const OCCUPATIONS = ['মৎস্যজীবী', 'কৃষক', 'দিনমজুর', 'ক্ষুদ্র ব্যবসায়ী', 'প্রবাসী', ''];
const VILLAGES = ['চর নীলকমল', 'চর জব্বার', 'দক্ষিণ চর', 'নতুন বাজার'];

/**
 * The demo school's admission season (issue 20), dated from the day it is seeded: class six
 * open now, with more applications than seats (the lottery will draw them); class seven
 * closed a month ago, its applications waiting for their lottery.
 */
export async function seedDemoAdmissions(db: Db, now = new Date()) {
  const day = (offset: number) => today(new Date(now.getTime() + offset * 86_400_000));
  const seasons: {
    grade: Grade;
    opensOn: string;
    closesOn: string;
    seats: number;
    count: number;
  }[] = [
    { grade: 'vi', opensOn: day(-14), closesOn: day(16), seats: 10, count: 14 },
    { grade: 'vii', opensOn: day(-60), closesOn: day(-30), seats: 5, count: 8 },
  ];
  let n = 0;
  const entered = new Map<Grade, string[]>();
  for (const s of seasons) {
    const [period] = await db
      .insert(admissionPeriods)
      .values({
        grade: s.grade,
        opensOn: s.opensOn,
        closesOn: s.closesOn,
        seats: s.seats,
        papers: DEMO_ADMISSION_PAPERS,
        // Its lottery's secret (made by the schema) was committed the day before it opened.
        lotteryCommittedAt: new Date(new Date(`${s.opensOn}T04:00:00Z`).getTime() - 86_400_000),
      })
      .returning();
    for (let i = 0; i < s.count; i++, n++) {
      const [nameBn, name, girl] = CHILDREN[n % CHILDREN.length]!;
      const born = s.grade === 'vi' ? 2014 : 2013;
      const dateOfBirth = `${born}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}`;
      const relation = n % 5 === 3 ? 'mother' : n % 7 === 5 ? 'uncle' : 'father';
      const [row] = await db
        .insert(admissions)
        .values({
          reference: `ADM-${s.opensOn.slice(0, 4)}-${demoCode(n)}`,
          periodId: period!.id,
          grade: s.grade,
          studentNameBn: nameBn,
          studentName: name,
          dateOfBirth,
          birthRegistration: `${born}78${String(1_000_000_00 + n * 7_919).padStart(11, '0')}`,
          fatherName: FATHERS[n % FATHERS.length]!,
          motherName: MOTHERS[n % MOTHERS.length]!,
          guardianRelation: relation,
          guardianName: relation === 'uncle' ? 'মোঃ সেলিম' : '',
          guardianMobile: `0181${String(2_000_000 + n * 131).padStart(7, '0')}`,
          guardianOccupation: OCCUPATIONS[n % OCCUPATIONS.length]!,
          guardianEmail: n % 6 === 0 ? `guardian${n + 1}@example.com` : '',
          studentMobile: '',
          village: VILLAGES[n % VILLAGES.length]!,
          unionName: 'নীলকমল',
          upazila: 'চরফ্যাশন',
          district: 'ভোলা',
          previousSchool:
            s.grade === 'vi' ? 'চর নীলকমল সরকারি প্রাথমিক বিদ্যালয়' : 'দক্ষিণ চর উচ্চ বিদ্যালয়',
          previousClass: s.grade === 'vi' ? 'v' : 'vi',
          // Sent a day apart from the period's first day, none later than an hour ago.
          createdAt: new Date(
            Math.min(
              new Date(`${s.opensOn}T04:00:00Z`).getTime() + i * 86_400_000 + n * 600_000,
              now.getTime() - 3_600_000,
            ),
          ),
        })
        .returning({ id: admissions.id, reference: admissions.reference });
      entered.set(s.grade, [...(entered.get(s.grade) ?? []), row!.reference]);
      const portrait = await portraitImage(n + (girl ? 30 : 31), '', 240);
      const photo = await applicantPhoto(`data:image/png;base64,${portrait.toString('base64')}`);
      await db.insert(admissionPhotos).values({ admissionId: row!.id, ...photo });
    }
    // Class seven's lottery, drawn in the hall two days after its last day and published:
    // its seed made of the committed secret and the balls drawn, as the server makes it.
    if (s.grade === 'vii') {
      const entries = [...(entered.get('vii') ?? [])].sort();
      const seed = await seedOf(period!.lotterySecret!, DEMO_LOTTERY_HALL);
      const result = await drawLottery({ seed, entries, seats: s.seats, waiting: 2, quotas: [] });
      const drawnAt = new Date(`${day(-28)}T05:00:00Z`);
      await db.insert(admissionDraws).values({
        periodId: period!.id,
        hall: DEMO_LOTTERY_HALL,
        seed,
        entries,
        seats: s.seats,
        waitingLength: 2,
        quotas: [],
        admitted: result.admitted,
        waiting: result.waiting,
        drawnAt,
        publishedAt: drawnAt,
      });
    }
  }
}
