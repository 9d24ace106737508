import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { apiAccess, needsRecentPassword } from '../shared/api/index.ts';
import { CONTENT_KEYS, GRADES, ROLES, type Role } from '../shared/constants.ts';
import type { Db } from './db/client.ts';
import {
  admissions,
  albumImages,
  albums,
  attendanceHolidays,
  attendanceSettings,
  classTeachers,
  documents,
  examMarks,
  examResults,
  exams,
  promotions,
  sessions,
  smsBatches,
  smsOptOuts,
  staff,
  users,
} from './db/schema.ts';
import { DEMO_CONTENT } from './db/seed/demo-pages.ts';
import { simplePdf } from './db/seed/simple-pdf.ts';
import { makeKeptBackup } from './modules/backup/kept-backups.service.ts';
import { today } from './modules/posts/today.ts';
import { CODE_HEADERS, TEST_SUBJECTS } from './test/exam-results.ts';
import {
  ADMISSION_INPUT,
  makeAlbum,
  makeDraw,
  makeImage,
  makePost,
  makeSolution,
  makeStaff,
  openAdmission,
  type PostKind,
  pngBytes,
} from './test/factories.ts';
import { confirmPassword, makeAccount, signIn, TEST_PASSWORD } from './test/sign-in.ts';
import { describeEachDatabase, type TestContext, withFakeSms } from './test/test-app.ts';

type Who = 'visitor' | Role;
type Sample = { url: string; payload?: object; headers?: Record<string, string> };
type Fixtures = {
  db: Db;
  studentId: string;
  documentId: string;
  imageId: string;
  reference: string;
  problemId: string;
  admissionId: string;
  /** Class six's admission period, open today. */
  periodId: string;
  /** A backup the site made by itself and keeps. */
  keptBackupId: string;
  userIds: Record<Role, string>;
  /** A fresh post of the kind, written by `who` (so editing it is editing one's own). */
  own: (kind: PostKind, who: Who) => Promise<string>;
  ownSolution: (who: Who) => Promise<string>;
  /** The public id of another session of `who` (any id for a visitor). */
  otherSession: (who: Who) => Promise<string>;
};

let seq = 0;

/**
 * Period n's days: n = 0 is open today; each other n a month of its own, years ahead (a
 * closed one, years back, for a negative n).
 */
function periodDays(n: number) {
  const day = (offset: number) => today(new Date(Date.now() + offset * 86_400_000));
  return n === 0
    ? { opensOn: day(-10), closesOn: day(20) }
    : {
        opensOn: day(1000 * Math.sign(n) + n * 40),
        closesOn: day(1000 * Math.sign(n) + n * 40 + 30),
      };
}

/** A closed period of class eight with its lottery drawn (and not published): its id. */
async function drawnPeriod(db: Db) {
  const period = await openAdmission(db, 'viii', periodDays(-++seq));
  await makeDraw(db, period.id, { seed: 'MATRIX' });
  return period.id;
}
/** An exam; with a class's results (one student, roll 1, born 2014-03-15) in a status. */
async function makeExam(db: Db, status?: 'draft' | 'published') {
  const [exam] = await db
    .insert(exams)
    .values({ title: `Exam ${++seq}`, heldOn: '2026-06-01' })
    .returning();
  if (status) {
    const [result] = await db
      .insert(examResults)
      .values({ examId: exam!.id, grade: 'vi', subjects: TEST_SUBJECTS, status })
      .returning();
    await db.insert(examMarks).values({
      resultId: result!.id,
      roll: '1',
      name: 'Sadia Islam',
      dateOfBirth: '2014-03-15',
      marks: { ban1: { cq: 60, mcq: 25 }, ban2: { written: 40 }, math: { cq: 55, mcq: 35 } },
    });
  }
  return exam!.id;
}
const resultSheet = {
  subjects: TEST_SUBJECTS,
  text: `${CODE_HEADERS}\r\n1,Sadia Islam,,15/03/2014,,60,25,40,55,35,,\r\n`,
};
const examInput = { title: 'Annual Examination', titleBn: 'বার্ষিক পরীক্ষা', heldOn: '2026-11-20' };

const multipart = async () => {
  const boundary = 'matrixboundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await pngBytes(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** A request that succeeds for a role allowed to make it. Every API operation must have one. */
const samples: Record<string, (who: Who, f: Fixtures) => Sample | Promise<Sample>> = {
  'GET /api/health': () => ({ url: '/api/health' }),
  'GET /api/site': () => ({ url: '/api/site' }),
  'GET /api/messages': () => ({ url: '/api/messages' }),
  'GET /api/events': () => ({ url: '/api/events?page=0&size=5' }),
  'GET /api/notices': () => ({ url: '/api/notices' }),
  'GET /api/notices/:id': async (who, f) => ({ url: `/api/notices/${await f.own('notice', who)}` }),
  'GET /api/teachers': () => ({ url: '/api/teachers' }),
  'GET /api/staff': () => ({ url: '/api/staff' }),
  'GET /api/albums': () => ({ url: '/api/albums' }),
  'GET /api/albums/:slug': () => ({ url: '/api/albums/home' }),
  'GET /api/documents': () => ({ url: '/api/documents?kind=routine' }),
  'GET /api/documents/:id/:mode': (_w, f) => ({ url: `/api/documents/${f.documentId}/view` }),
  'POST /api/admissions': () => ({
    url: '/api/admissions',
    payload: ADMISSION_INPUT,
  }),
  'GET /api/admissions/status': (_w, f) => ({
    url: `/api/admissions/status?reference=${f.reference}&mobile=01812345678`,
  }),
  'GET /api/admissions/season': () => ({ url: '/api/admissions/season' }),
  'GET /api/admissions/lottery': () => ({ url: '/api/admissions/lottery' }),
  'GET /api/session': () => ({ url: '/api/session' }),
  'POST /api/auth/login': (who) => ({
    url: '/api/auth/login',
    payload: {
      role: who === 'visitor' ? 'student' : who,
      loginId: `m-${who === 'visitor' ? 'student' : who}`,
      password: TEST_PASSWORD,
    },
  }),
  'POST /api/auth/logout': () => ({ url: '/api/auth/logout' }),
  'POST /api/auth/confirm': () => ({
    url: '/api/auth/confirm',
    payload: { password: TEST_PASSWORD },
  }),
  'GET /api/account/sessions': () => ({ url: '/api/account/sessions' }),
  'DELETE /api/account/sessions/:id': async (who, f) => ({
    url: `/api/account/sessions/${await f.otherSession(who)}`,
  }),
  'POST /api/account/password': () => ({
    url: '/api/account/password',
    payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
  }),
  'GET /api/profile': () => ({ url: '/api/profile' }),
  'PUT /api/profile': (who, f) => ({
    url: '/api/profile',
    payload:
      who === 'student'
        ? {
            role: 'student',
            name: 'S',
            nameBn: '',
            guardianName: 'G',
            guardianPhone: '01812345678',
            phone: '01712345678',
            city: 'Bhola',
            village: 'V',
            bari: 'B',
            ward: '1',
            facebook: 'https://facebook.com/s',
            imageId: f.imageId,
          }
        : {
            role: who,
            name: 'T',
            nameBn: '',
            designation: 'Teacher',
            designationBn: '',
            subject: '',
            joinDate: '2020-01-01',
            phone: '01712345678',
            city: 'Bhola',
            village: 'V',
            bari: 'B',
            ward: '1',
            facebook: 'https://facebook.com/t',
            imageId: f.imageId,
          },
  }),
  'POST /api/uploads': async () => ({ url: '/api/uploads', ...(await multipart()) }),
  'GET /api/students': () => ({ url: '/api/students?grade=vi&q=a&status=active' }),
  'POST /api/students': () => ({
    url: '/api/students',
    payload: {
      loginId: `new-student-${++seq}`,
      password: 'first password',
      name: 'New Student',
      nameBn: '',
      grade: 'vi',
      roll: String(100 + seq),
    },
  }),
  'POST /api/students/import/check': () => ({
    url: '/api/students/import/check',
    payload: { text: 'Student ID,Name,Class,Roll\r\nmatrix-check,New Student,six,1\r\n' },
  }),
  'POST /api/students/import': () => ({
    url: '/api/students/import',
    payload: {
      text: `Student ID,Name,Class,Roll\r\nmatrix-import-${++seq},New Student,six,${200 + seq}\r\n`,
    },
  }),
  'POST /api/teachers': (_w, f) => ({
    url: '/api/teachers',
    payload: {
      loginId: `new-teacher-${++seq}`,
      password: 'first password',
      ...teacherDetails,
      imageId: f.imageId,
    },
  }),
  'GET /api/teacher-accounts': () => ({ url: '/api/teacher-accounts' }),
  'PUT /api/teacher-accounts/order': async (_w, f) => ({
    url: '/api/teacher-accounts/order',
    payload: {
      ids: (await f.db.select({ id: users.id }).from(users).where(eq(users.role, 'teacher'))).map(
        (r) => r.id,
      ),
    },
  }),
  'GET /api/users/:id': (_w, f) => ({ url: `/api/users/${f.studentId}` }),
  'PUT /api/users/:id': (_w, f) => ({
    url: `/api/users/${f.studentId}`,
    payload: {
      ...teacherDetails,
      designation: '',
      designationBn: '',
      subject: '',
      name: 'Corrected Name',
      grade: 'vii',
      roll: '12',
      guardianName: 'G',
      guardianPhone: '01812345678',
      imageId: null,
    },
  }),
  'PUT /api/users/:id/active': async (_w, f) => ({
    url: `/api/users/${(await makeAccount(f.db, 'student', { loginId: `off-${++seq}` })).id}/active`,
    payload: { active: false },
  }),
  'DELETE /api/users/:id': async (_w, f) => ({
    url: `/api/users/${(await makeAccount(f.db, 'student', { loginId: `gone-${++seq}` })).id}`,
  }),
  'GET /api/admins': () => ({ url: '/api/admins' }),
  'POST /api/admins': () => ({
    url: '/api/admins',
    payload: { loginId: `new-admin-${++seq}`, password: 'first password' },
  }),
  'POST /api/users/:id/password-reset': (_w, f) => ({
    url: `/api/users/${f.studentId}/password-reset`,
  }),
  ...postSamples('blogs', 'blog', () => ({ subject: 'My village', description: 'A story' })),
  ...postSamples('problems', 'problem', (f) => ({
    date: '2026-05-02',
    author: 'A',
    grade: 'vii',
    roll: '3',
    subject: 'Fractions',
    details: 'How?',
    imageId: f.imageId,
  })),
  ...postSamples('student-notices', 'student-notice', () => ({
    date: '2026-05-02',
    author: 'T',
    grades: ['x'],
    subject: 'Test',
    details: 'Bring pencils',
  })),
  ...postSamples('suggestions', 'suggestion', (f) => ({
    date: '2026-05-02',
    author: 'T',
    grade: 'ix',
    roll: '4',
    subject: 'Reading',
    details: 'Read daily',
    imageId: f.imageId,
  })),
  ...postSamples(
    'notices',
    'notice',
    (f) => ({ date: '2026-05-02', author: 'Head Teacher', imageId: f.imageId }),
    false,
  ),
  ...postSamples(
    'events',
    'event',
    (f) => ({ name: 'Sports Day', date: '2026-05-02', author: 'Head Teacher', imageId: f.imageId }),
    false,
  ),
  'POST /api/problems/:id/solutions': (_w, f) => ({
    url: `/api/problems/${f.problemId}/solutions`,
    payload: { details: 'Divide both sides' },
  }),
  'DELETE /api/problems/:id/solutions/:solutionId': async (who, f) => ({
    url: `/api/problems/${f.problemId}/solutions/${await f.ownSolution(who)}`,
  }),
  'GET /api/admissions': () => ({ url: '/api/admissions?status=new&grade=vii' }),
  'PATCH /api/admissions/:id': (_w, f) => ({
    url: `/api/admissions/${f.admissionId}`,
    payload: { status: 'contacted' },
  }),
  'GET /api/admissions/export': () => ({ url: '/api/admissions/export?lang=bn' }),
  'GET /api/admissions/:id/photo': (_w, f) => ({ url: `/api/admissions/${f.admissionId}/photo` }),
  'GET /api/admission-periods': () => ({ url: '/api/admission-periods' }),
  // Each period a class of its own days, far ahead, so that none overlaps another.
  'POST /api/admission-periods': () => ({
    url: '/api/admission-periods',
    payload: { grade: 'x', ...periodDays(++seq), seats: 40, papers: '' },
  }),
  'PUT /api/admission-periods/:id': (_w, f) => ({
    url: `/api/admission-periods/${f.periodId}`,
    payload: { grade: 'vi', ...periodDays(0), seats: 60, papers: 'জন্ম নিবন্ধন সনদ' },
  }),
  'GET /api/admission-periods/:id/draw': async (_w, f) => ({
    url: `/api/admission-periods/${await drawnPeriod(f.db)}/draw`,
  }),
  'POST /api/admission-periods/:id/draw': async (_w, f) => ({
    url: `/api/admission-periods/${(await openAdmission(f.db, 'viii', periodDays(-++seq))).id}/draw`,
    payload: { hall: '1 2 3', waiting: 0, quotas: [] },
  }),
  'POST /api/admission-periods/:id/draw/publish': async (_w, f) => ({
    url: `/api/admission-periods/${await drawnPeriod(f.db)}/draw/publish`,
  }),
  'DELETE /api/admission-periods/:id': async (_w, f) => ({
    url: `/api/admission-periods/${(await openAdmission(f.db, 'ix', periodDays(++seq))).id}`,
  }),
  'GET /api/audit-log': () => ({ url: '/api/audit-log' }),
  'GET /api/audit-log/actors': () => ({ url: '/api/audit-log/actors' }),
  'GET /api/backup': () => ({ url: '/api/backup' }),
  'GET /api/backups': () => ({ url: '/api/backups' }),
  'GET /api/backups/:id/download': (_w, f) => ({
    url: `/api/backups/${f.keptBackupId}/download`,
  }),
  'GET /api/demo': () => ({ url: '/api/demo' }),
  'DELETE /api/demo': () => ({ url: '/api/demo' }),
  'GET /api/dashboard': () => ({ url: '/api/dashboard' }),
  // Showing the checklist again is allowed at any time (hiding waits until every step is done).
  'PUT /api/dashboard/checklist': () => ({
    url: '/api/dashboard/checklist',
    payload: { hidden: false },
  }),
  'POST /api/promotion/preview': () => ({
    url: '/api/promotion/preview',
    payload: { stayBack: [] },
  }),
  // Every student stays back: a promotion that changes no one, so later samples keep theirs.
  'POST /api/promotion': async (_w, f) => ({
    url: '/api/promotion',
    payload: {
      stayBack: (
        await f.db
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.role, 'student'),
              isNull(users.deactivatedAt),
              inArray(users.grade, [...GRADES]),
            ),
          )
      ).map((r) => r.id),
    },
  }),
  'GET /api/promotion/latest': () => ({ url: '/api/promotion/latest' }),
  // A promotion that moved no one, made just now: the newest, so it may be undone.
  'POST /api/promotion/:id/undo': async (_w, f) => {
    const [row] = await f.db
      .insert(promotions)
      .values({ by: f.userIds.admin, changes: [] })
      .returning({ id: promotions.id });
    return { url: `/api/promotion/${row!.id}/undo` };
  },
  'GET /api/exams': () => ({ url: '/api/exams' }),
  'POST /api/exams': () => ({ url: '/api/exams', payload: examInput }),
  'PUT /api/exams/:id': async (_w, f) => ({
    url: `/api/exams/${await makeExam(f.db)}`,
    payload: examInput,
  }),
  'DELETE /api/exams/:id': async (_w, f) => ({
    url: `/api/exams/${await makeExam(f.db, 'draft')}`,
  }),
  'POST /api/exams/:id/results/:grade/check': async (_w, f) => ({
    url: `/api/exams/${await makeExam(f.db, 'draft')}/results/vi/check`,
    payload: resultSheet,
  }),
  'PUT /api/exams/:id/results/:grade': async (_w, f) => ({
    url: `/api/exams/${await makeExam(f.db)}/results/vi`,
    payload: resultSheet,
  }),
  'GET /api/exams/:id/results/:grade/students': async (_w, f) => ({
    url: `/api/exams/${await makeExam(f.db, 'draft')}/results/vi/students`,
  }),
  'GET /api/exams/:id/results/:grade': async (_w, f) => ({
    url: `/api/exams/${await makeExam(f.db, 'draft')}/results/vi`,
  }),
  'POST /api/exams/:id/results/:grade/publish': async (_w, f) => ({
    url: `/api/exams/${await makeExam(f.db, 'draft')}/results/vi/publish`,
  }),
  'POST /api/exams/:id/results/:grade/withdraw': async (_w, f) => ({
    url: `/api/exams/${await makeExam(f.db, 'published')}/results/vi/withdraw`,
  }),
  'DELETE /api/exams/:id/results/:grade': async (_w, f) => ({
    url: `/api/exams/${await makeExam(f.db, 'draft')}/results/vi`,
  }),
  'GET /api/results': () => ({ url: '/api/results' }),
  'GET /api/results/lookup': async (_w, f) => ({
    url: `/api/results/lookup?exam=${await makeExam(f.db, 'published')}&grade=vi&roll=1&dateOfBirth=2014-03-15`,
  }),
  ...contentSamples(),
  'POST /api/documents': () => ({
    url: '/api/documents',
    ...multipartOf({ kind: 'routine', grade: 'vii' }, 'file', 'r.pdf', simplePdf('R', ['1'])),
  }),
  'POST /api/notices/pdfs': () => ({
    url: '/api/notices/pdfs',
    ...multipartOf({}, 'file', 'routine.pdf', simplePdf('Routine', ['1'])),
  }),
  'DELETE /api/documents/:id': async (_w, f) => ({
    url: `/api/documents/${(await makeDocument(f.db)).id}`,
  }),
  'POST /api/staff': (_w, f) => ({ url: '/api/staff', payload: staffInput(f) }),
  'PUT /api/staff/order': async (_w, f) => ({
    url: '/api/staff/order',
    payload: { ids: (await f.db.select({ id: staff.id }).from(staff)).map((r) => r.id) },
  }),
  'PUT /api/staff/:id': async (_w, f) => ({
    url: `/api/staff/${(await makeStaff(f.db)).id}`,
    payload: staffInput(f),
  }),
  'DELETE /api/staff/:id': async (_w, f) => ({ url: `/api/staff/${(await makeStaff(f.db)).id}` }),
  'POST /api/albums': () => ({ url: '/api/albums', payload: { title: 'Study tour' } }),
  'PUT /api/albums/order': async (_w, f) => ({
    url: '/api/albums/order',
    payload: {
      ids: (await f.db.select({ id: albums.id }).from(albums).where(eq(albums.listed, 1))).map(
        (r) => r.id,
      ),
    },
  }),
  'PUT /api/albums/:id': async (_w, f) => ({
    url: `/api/albums/${(await makeAlbum(f.db, { slug: `a-${++seq}` })).id}`,
    payload: { title: 'Renamed', coverImageId: f.imageId },
  }),
  'DELETE /api/albums/:id': async (_w, f) => ({
    url: `/api/albums/${(await makeAlbum(f.db, { slug: `a-${++seq}` })).id}`,
  }),
  'POST /api/albums/:id/images': async (_w, f) => ({
    url: `/api/albums/${(await makeAlbum(f.db, { slug: `a-${++seq}` })).id}/images`,
    payload: { imageIds: [f.imageId] },
  }),
  'PUT /api/albums/:id/order': async (_w, f) => {
    const album = await makeAlbum(f.db, { slug: `a-${++seq}` }, [f.imageId, f.imageId]);
    const items = await f.db.select().from(albumImages).where(eq(albumImages.albumId, album.id));
    return {
      url: `/api/albums/${album.id}/order`,
      payload: { ids: items.map((i) => i.id).reverse() },
    };
  },
  'DELETE /api/albums/:id/images/:imageId': async (_w, f) => {
    const album = await makeAlbum(f.db, { slug: `a-${++seq}` }, [f.imageId]);
    const [item] = await f.db.select().from(albumImages).where(eq(albumImages.albumId, album.id));
    return { url: `/api/albums/${album.id}/images/${item!.id}` };
  },
  // The same image again: the shared fixture image stays in use, so it is not let go.
  'PUT /api/albums/:id/images/:imageId': async (_w, f) => {
    const album = await makeAlbum(f.db, { slug: `a-${++seq}` }, [f.imageId]);
    const [item] = await f.db.select().from(albumImages).where(eq(albumImages.albumId, album.id));
    return {
      url: `/api/albums/${album.id}/images/${item!.id}`,
      payload: { imageId: f.imageId },
    };
  },
  'PUT /api/albums/:id/images/:imageId/caption': async (_w, f) => {
    const album = await makeAlbum(f.db, { slug: `a-${++seq}` }, [f.imageId]);
    const [item] = await f.db.select().from(albumImages).where(eq(albumImages.albumId, album.id));
    return {
      url: `/api/albums/${album.id}/images/${item!.id}/caption`,
      payload: { caption: 'Prize giving' },
    };
  },
  ...smsSamples(),
};

/** A batch written by `who` (so a teacher's is their own). */
async function smsBatch(f: Fixtures, who: Who) {
  const [batch] = await f.db
    .insert(smsBatches)
    .values({
      source: 'custom',
      textEn: 'Matrix',
      audience: { kind: 'teachers' },
      ratePoisha: 35,
      createdBy: who === 'visitor' ? null : f.userIds[who],
    })
    .returning();
  return batch!.id;
}

/**
 * Who a sample message is for: the teachers for an admin; for a teacher, the guardians of
 * class six, whose class teacher the matrix's teacher is (the only audience a teacher may use).
 */
function smsAudience(who: Who) {
  return who === 'admin'
    ? { kind: 'teachers' }
    : { kind: 'guardians', classes: [{ grade: 'vi', section: '' }] };
}

function smsSamples(): typeof samples {
  const message = { kind: 'text', textEn: 'School closed tomorrow', textBn: '' };
  return {
    'POST /api/sms/preview': (who) => ({
      url: '/api/sms/preview',
      payload: { audience: smsAudience(who), message },
    }),
    'POST /api/sms/batches': (who) => ({
      url: '/api/sms/batches',
      payload: { audience: smsAudience(who), message, clientKey: randomUUID() },
    }),
    'GET /api/sms/batches': () => ({ url: '/api/sms/batches' }),
    'GET /api/sms/batches/:id': async (who, f) => ({
      url: `/api/sms/batches/${await smsBatch(f, who)}`,
    }),
    'POST /api/sms/batches/:id/cancel': async (who, f) => ({
      url: `/api/sms/batches/${await smsBatch(f, who)}/cancel`,
    }),
    'GET /api/sms/gateway': () => ({ url: '/api/sms/gateway' }),
    'POST /api/sms/gateway/resume': () => ({ url: '/api/sms/gateway/resume' }),
    'GET /api/sms/draft': async (_w, f) => ({
      url: `/api/sms/draft?source=notice&id=${await f.own('notice', 'admin')}`,
    }),
    'GET /api/sms/opt-outs': () => ({ url: '/api/sms/opt-outs' }),
    'POST /api/sms/opt-outs': () => ({
      url: '/api/sms/opt-outs',
      payload: { phone: `0191${String(++seq).padStart(7, '0')}`, note: '' },
    }),
    'DELETE /api/sms/opt-outs/:id': async (_w, f) => {
      const [row] = await f.db
        .insert(smsOptOuts)
        .values({ phone: `88017${String(++seq).padStart(8, '0')}` })
        .returning();
      return { url: `/api/sms/opt-outs/${row!.id}` };
    },
    'GET /api/sms/demo-phones': () => ({ url: '/api/sms/demo-phones' }),
    'GET /api/class-teachers': () => ({ url: '/api/class-teachers' }),
    'PUT /api/class-teachers': (_w, f) => ({
      url: '/api/class-teachers',
      payload: { grade: 'vi', section: '', teacherId: f.userIds.teacher },
    }),
    ...attendanceSamples(),
  };
}

/** Attendance (issue 48): the matrix's teacher is class six's class teacher. */
function attendanceSamples(): typeof samples {
  const day = today();
  return {
    'GET /api/attendance/register': () => ({
      url: `/api/attendance/register?grade=vi&date=${day}`,
    }),
    'PUT /api/attendance/register': async (_w, f) => {
      // Open whatever weekday the matrix runs on.
      await f.db.update(attendanceSettings).set({ weeklyOff: [] });
      return {
        url: '/api/attendance/register',
        payload: {
          grade: 'vi',
          date: day,
          marks: [],
          saveId: randomUUID(),
          savedAt: new Date().toISOString(),
          baseVersion: null,
        },
      };
    },
    'GET /api/attendance/today': () => ({ url: '/api/attendance/today' }),
    'GET /api/attendance/month': () => ({
      url: `/api/attendance/month?grade=vi&month=${day.slice(0, 7)}`,
    }),
    'GET /api/attendance/below': () => ({
      url: `/api/attendance/below?from=${day.slice(0, 4)}-01-01&to=${day}`,
    }),
    'GET /api/attendance/mine': () => ({ url: '/api/attendance/mine' }),
    'GET /api/attendance/settings': () => ({ url: '/api/attendance/settings' }),
    'PUT /api/attendance/settings': () => ({
      url: '/api/attendance/settings',
      payload: { weeklyOff: [], absenceSms: true, absenceSmsAfter: '11:00' },
    }),
    'POST /api/attendance/holidays': () => ({
      url: '/api/attendance/holidays',
      payload: { from: '2026-12-16', to: '2026-12-16', name: 'Victory Day' },
    }),
    'DELETE /api/attendance/holidays/:id': async (_w, f) => {
      const [row] = await f.db
        .insert(attendanceHolidays)
        .values({ from: '2026-03-26', to: '2026-03-26', name: 'Independence Day' })
        .returning();
      return { url: `/api/attendance/holidays/${row!.id}` };
    },
  };
}

function contentSamples(): typeof samples {
  return Object.fromEntries(
    CONTENT_KEYS.flatMap((key) => [
      [`GET /api/content/${key}`, () => ({ url: `/api/content/${key}` })],
      [
        `PUT /api/content/${key}`,
        () => ({ url: `/api/content/${key}`, payload: DEMO_CONTENT[key] as object }),
      ],
    ]),
  );
}

const teacherDetails = {
  name: 'Rokeya Sultana',
  nameBn: 'রোকেয়া সুলতানা',
  designation: 'Assistant Teacher',
  designationBn: 'সহকারী শিক্ষক',
  subject: 'Physics',
  phone: '',
};

const staffInput = (f: Fixtures) => ({
  name: 'Abdul Karim',
  designation: 'Office Assistant',
  department: 'Office',
  joinDate: '2020-01-01',
  mobile: '01712345678',
  imageId: f.imageId,
});

function multipartOf(
  fields: Record<string, string>,
  fileField: string,
  fileName: string,
  bytes: Buffer,
) {
  const boundary = 'matrixboundary';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function makeDocument(db: Db) {
  const [doc] = await db
    .insert(documents)
    .values({
      kind: 'syllabus',
      grade: 'x',
      title: 'S',
      mime: 'application/pdf',
      fileName: 'none.pdf',
      bytes: 1,
    })
    .returning();
  return doc!;
}

/** List, add, edit and delete samples of one kind of post. */
function postSamples(
  url: string,
  kind: PostKind,
  body: (f: Fixtures) => object,
  listed = true,
): typeof samples {
  return {
    ...(listed ? { [`GET /api/${url}`]: () => ({ url: `/api/${url}` }) } : {}),
    [`POST /api/${url}`]: (_w, f) => ({ url: `/api/${url}`, payload: body(f) }),
    [`PUT /api/${url}/:id`]: async (who, f) => ({
      url: `/api/${url}/${await f.own(kind, who)}`,
      payload: body(f),
    }),
    [`DELETE /api/${url}/:id`]: async (who, f) => ({
      url: `/api/${url}/${await f.own(kind, who)}`,
    }),
  };
}

async function openApiOperations(ctx: TestContext): Promise<string[]> {
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops)
      .filter((m) => m !== 'head')
      .map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

/**
 * Who may make each request, written out from PRODUCT.md's "Who may do what" table, not
 * read from `apiAccess` or `can()`: the matrix states the answers itself, so a wrong
 * entry in the permissions table fails here. (Post edits and deletes are of the
 * caller's own post: "Edit or delete own post: own, own, any".)
 */
const EVERYONE = ['visitor', 'student', 'teacher', 'admin'] as const;
const SIGNED_IN = ['student', 'teacher', 'admin'] as const;
const STUDENTS = ['student'] as const;
const TEACHERS = ['teacher', 'admin'] as const;
const ADMINS = ['admin'] as const;
const allowed: Record<string, readonly Who[]> = {
  'GET /api/health': EVERYONE,
  'GET /api/site': EVERYONE,
  'GET /api/messages': EVERYONE,
  'GET /api/events': EVERYONE,
  'GET /api/notices': EVERYONE,
  'GET /api/notices/:id': EVERYONE,
  'GET /api/teachers': EVERYONE,
  'GET /api/staff': EVERYONE,
  'GET /api/albums': EVERYONE,
  'GET /api/albums/:slug': EVERYONE,
  'GET /api/documents': EVERYONE,
  'GET /api/documents/:id/:mode': EVERYONE,
  'POST /api/admissions': EVERYONE,
  'GET /api/admissions/status': EVERYONE,
  'GET /api/admissions/season': EVERYONE,
  'GET /api/admissions/lottery': EVERYONE,
  'GET /api/session': EVERYONE,
  'POST /api/auth/login': EVERYONE,
  'POST /api/auth/logout': EVERYONE,
  'POST /api/account/password': SIGNED_IN,
  'POST /api/auth/confirm': SIGNED_IN,
  'GET /api/account/sessions': SIGNED_IN,
  'DELETE /api/account/sessions/:id': SIGNED_IN,
  'GET /api/profile': SIGNED_IN,
  'PUT /api/profile': SIGNED_IN,
  'POST /api/uploads': SIGNED_IN,
  'GET /api/students': TEACHERS,
  'POST /api/students': TEACHERS,
  'POST /api/students/import/check': TEACHERS,
  'POST /api/students/import': TEACHERS,
  'POST /api/users/:id/password-reset': TEACHERS,
  'GET /api/users/:id': TEACHERS,
  'PUT /api/users/:id': TEACHERS,
  'PUT /api/users/:id/active': ADMINS,
  'DELETE /api/users/:id': ADMINS,
  'GET /api/teacher-accounts': ADMINS,
  'PUT /api/teacher-accounts/order': ADMINS,
  'GET /api/admins': ADMINS,
  'POST /api/teachers': ADMINS,
  'POST /api/admins': ADMINS,
  'GET /api/blogs': SIGNED_IN,
  'POST /api/blogs': STUDENTS,
  'PUT /api/blogs/:id': SIGNED_IN,
  'DELETE /api/blogs/:id': SIGNED_IN,
  'GET /api/problems': SIGNED_IN,
  'POST /api/problems': STUDENTS,
  'PUT /api/problems/:id': SIGNED_IN,
  'DELETE /api/problems/:id': SIGNED_IN,
  'POST /api/problems/:id/solutions': TEACHERS,
  'DELETE /api/problems/:id/solutions/:solutionId': SIGNED_IN,
  'GET /api/student-notices': SIGNED_IN,
  'POST /api/student-notices': TEACHERS,
  'PUT /api/student-notices/:id': SIGNED_IN,
  'DELETE /api/student-notices/:id': SIGNED_IN,
  'GET /api/suggestions': SIGNED_IN,
  'POST /api/suggestions': TEACHERS,
  'PUT /api/suggestions/:id': SIGNED_IN,
  'DELETE /api/suggestions/:id': SIGNED_IN,
  'POST /api/notices': ADMINS,
  'PUT /api/notices/:id': ADMINS,
  'DELETE /api/notices/:id': ADMINS,
  'POST /api/notices/pdfs': ADMINS,
  'POST /api/events': ADMINS,
  'PUT /api/events/:id': ADMINS,
  'DELETE /api/events/:id': ADMINS,
  'GET /api/admissions': ADMINS,
  'PATCH /api/admissions/:id': ADMINS,
  'GET /api/admissions/export': ADMINS,
  'GET /api/admissions/:id/photo': ADMINS,
  'GET /api/admission-periods': ADMINS,
  'POST /api/admission-periods': ADMINS,
  'PUT /api/admission-periods/:id': ADMINS,
  'DELETE /api/admission-periods/:id': ADMINS,
  'GET /api/admission-periods/:id/draw': ADMINS,
  'POST /api/admission-periods/:id/draw': ADMINS,
  'POST /api/admission-periods/:id/draw/publish': ADMINS,
  'GET /api/audit-log': ADMINS,
  'GET /api/audit-log/actors': ADMINS,
  'GET /api/backup': ADMINS,
  'GET /api/backups': ADMINS,
  'GET /api/backups/:id/download': ADMINS,
  'GET /api/demo': ADMINS,
  'DELETE /api/demo': ADMINS,
  'GET /api/dashboard': SIGNED_IN,
  'PUT /api/dashboard/checklist': ADMINS,
  'POST /api/promotion/preview': ADMINS,
  'POST /api/promotion': ADMINS,
  'GET /api/promotion/latest': ADMINS,
  'POST /api/promotion/:id/undo': ADMINS,
  'GET /api/exams': ADMINS,
  'POST /api/exams': ADMINS,
  'PUT /api/exams/:id': ADMINS,
  'DELETE /api/exams/:id': ADMINS,
  'POST /api/exams/:id/results/:grade/check': ADMINS,
  'PUT /api/exams/:id/results/:grade': ADMINS,
  'GET /api/exams/:id/results/:grade/students': ADMINS,
  'GET /api/exams/:id/results/:grade': ADMINS,
  'POST /api/exams/:id/results/:grade/publish': ADMINS,
  'POST /api/exams/:id/results/:grade/withdraw': ADMINS,
  'DELETE /api/exams/:id/results/:grade': ADMINS,
  'GET /api/results': EVERYONE,
  'GET /api/results/lookup': EVERYONE,
  'POST /api/documents': ADMINS,
  'DELETE /api/documents/:id': ADMINS,
  'POST /api/staff': ADMINS,
  'PUT /api/staff/order': ADMINS,
  'PUT /api/staff/:id': ADMINS,
  'DELETE /api/staff/:id': ADMINS,
  'POST /api/albums': ADMINS,
  'PUT /api/albums/order': ADMINS,
  'PUT /api/albums/:id': ADMINS,
  'DELETE /api/albums/:id': ADMINS,
  'POST /api/albums/:id/images': ADMINS,
  'PUT /api/albums/:id/order': ADMINS,
  'DELETE /api/albums/:id/images/:imageId': ADMINS,
  'PUT /api/albums/:id/images/:imageId': ADMINS,
  'PUT /api/albums/:id/images/:imageId/caption': ADMINS,
  'POST /api/sms/preview': TEACHERS,
  'POST /api/sms/batches': TEACHERS,
  'GET /api/sms/batches': TEACHERS,
  'GET /api/sms/batches/:id': TEACHERS,
  'POST /api/sms/batches/:id/cancel': TEACHERS,
  'GET /api/sms/gateway': ADMINS,
  'POST /api/sms/gateway/resume': ADMINS,
  'GET /api/sms/draft': TEACHERS,
  'GET /api/sms/opt-outs': ADMINS,
  'POST /api/sms/opt-outs': ADMINS,
  'DELETE /api/sms/opt-outs/:id': ADMINS,
  'GET /api/sms/demo-phones': ADMINS,
  'GET /api/class-teachers': TEACHERS,
  'PUT /api/class-teachers': ADMINS,
  'GET /api/attendance/register': TEACHERS,
  'PUT /api/attendance/register': TEACHERS,
  'GET /api/attendance/today': TEACHERS,
  'GET /api/attendance/month': TEACHERS,
  'GET /api/attendance/below': TEACHERS,
  'GET /api/attendance/mine': STUDENTS,
  'GET /api/attendance/settings': TEACHERS,
  'PUT /api/attendance/settings': ADMINS,
  'POST /api/attendance/holidays': ADMINS,
  'DELETE /api/attendance/holidays/:id': ADMINS,
  ...Object.fromEntries(
    CONTENT_KEYS.flatMap((key) => [
      [`GET /api/content/${key}`, EVERYONE],
      [`PUT /api/content/${key}`, ADMINS],
    ]),
  ),
};

function expected(who: Who, key: string): 'ok' | 401 | 403 {
  const may = allowed[key];
  if (!may) throw new Error(`${key}: no expected answer in the matrix`);
  if (may.includes(who)) return 'ok';
  return who === 'visitor' ? 401 : 403;
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describeEachDatabase(
  'authorization matrix',
  (ctx) => {
    const fixtures = {} as Fixtures;
    beforeAll(async () => {
      const { db } = ctx().database;
      fixtures.db = db;
      fixtures.userIds = {} as Record<Role, string>;
      for (const role of ROLES)
        fixtures.userIds[role] = (
          await makeAccount(db, role, { loginId: `m-${role}`, phone: '01811000009' })
        ).id;
      fixtures.own = (kind, who) =>
        makePost(db, kind, who === 'visitor' ? null : fixtures.userIds[who], fixtures.imageId);
      fixtures.otherSession = async (who) => {
        if (who === 'visitor') return '00000000-0000-4000-8000-000000000000';
        const [row] = await db
          .insert(sessions)
          .values({
            id: `other-${++seq}`,
            userId: fixtures.userIds[who],
            expiresAt: new Date(Date.now() + 60_000),
          })
          .returning({ publicId: sessions.publicId });
        return row!.publicId;
      };
      fixtures.ownSolution = (who) =>
        makeSolution(db, fixtures.problemId, who === 'visitor' ? null : fixtures.userIds[who]);
      fixtures.studentId = (await makeAccount(db, 'student', { loginId: 'reset-me' })).id;
      // The matrix's teacher is class six's class teacher, which has a guardian to text.
      await makeAccount(db, 'student', {
        loginId: 'sms-six',
        grade: 'vi',
        roll: '99',
        guardianPhone: '01711000099',
      });
      await db.insert(classTeachers).values({ grade: 'vi', teacherId: fixtures.userIds.teacher });
      fixtures.imageId = (await makeImage(db, ctx().app.files)).id;
      fixtures.problemId = await makePost(db, 'problem', null, fixtures.imageId);
      await makeAlbum(db, { slug: 'home' });
      const [doc] = await db
        .insert(documents)
        .values({
          kind: 'routine',
          grade: 'vi',
          title: 'R',
          mime: 'application/pdf',
          fileName: 'none.pdf',
          bytes: 1,
        })
        .returning();
      fixtures.documentId = doc!.id;
      fixtures.periodId = (await openAdmission(db, 'vi', periodDays(0))).id;
      const adm = await ctx().app.inject({
        method: 'POST',
        url: '/api/admissions',
        payload: (samples['POST /api/admissions']!('visitor', fixtures) as Sample)
          .payload as object,
      });
      fixtures.reference = adm.json().reference;
      fixtures.admissionId = (await db.select().from(admissions))[0]!.id;
      const kept = await makeKeptBackup({
        db,
        files: ctx().app.files,
        keep: 14,
        slot: 'scheduled:matrix',
      });
      if (kept.outcome !== 'ok') throw new Error(`no backup to download: ${kept.outcome}`);
      fixtures.keptBackupId = kept.row.id;
    });

    it('every API operation is in the permissions table and has a sample here', async () => {
      const ops = (await openApiOperations(ctx())).sort();
      expect(ops).toEqual(Object.keys(apiAccess).sort());
      expect(ops).toEqual(Object.keys(samples).sort());
    });

    it('every API operation has an expected answer written here', () => {
      expect(Object.keys(allowed).sort()).toEqual(Object.keys(samples).sort());
    });

    // Every GET is asked with HEAD too: the router answers HEAD on every GET route and
    // runs the same handler, so it must pass the same check.
    const asked = Object.keys(samples).flatMap((key): [string, Method][] => {
      const [method, path] = key.split(' ') as [Method, string];
      return method === 'GET'
        ? [
            [key, 'GET'],
            [`HEAD ${path}`, 'HEAD'],
          ]
        : [[key, method]];
    }) as [string, Method][];
    for (const [asKey, method] of asked) {
      const key = asKey.replace(/^HEAD /, 'GET ');
      it(`${asKey}: 401 signed out, 403 for a wrong role, success for the right one`, async () => {
        for (const who of ['visitor', ...ROLES] as Who[]) {
          const headers: Record<string, string> = {};
          if (who !== 'visitor') headers.cookie = (await signIn(ctx().app, who, `m-${who}`)).cookie;
          // These want the password typed again first (403 reauth_required otherwise).
          if (headers.cookie && needsRecentPassword.has(key))
            await confirmPassword(ctx().app, headers.cookie);
          const sample = await samples[key]!(who, fixtures);
          const res = await ctx().app.inject({
            method,
            url: sample.url,
            payload: sample.payload as never,
            headers: { ...headers, ...sample.headers },
          });
          const want = expected(who, key);
          const got = res.statusCode;
          // Whatever a signed-in operation answers, allowed or refused, no browser keeps it.
          if (allowed[key] !== EVERYONE)
            expect(res.headers['cache-control'], `${who} ${asKey}`).toBe('no-store');
          if (want === 'ok') {
            // The document fixture has no file on disk: reaching the handler (404 from it) proves access.
            const ok =
              got < 300 ||
              (key === 'GET /api/documents/:id/:mode' &&
                got === 404 &&
                (method === 'HEAD' || res.json().error.message === 'The file is missing.'));
            expect(ok, `${who} ${asKey} -> ${got} ${res.body.slice(0, 200)}`).toBe(true);
          } else {
            expect(got, `${who} ${asKey}`).toBe(want);
            if (method === 'HEAD') expect(res.body, `${who} ${asKey}`).toBe('');
            else
              expect(res.json().error).toMatchObject(
                want === 401
                  ? { code: 'unauthenticated', message: 'Please sign in first.' }
                  : { code: 'forbidden', message: 'You are not allowed to do this.' },
              );
          }
        }
      });
    }

    it('lets browsers keep public answers, and answers an unknown API address with a 404', async () => {
      for (const url of ['/api/site', '/api/notices', '/api/docs/json']) {
        const res = await ctx().app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'] ?? '', url).not.toContain('no-store');
      }
      const unknown = await ctx().app.inject({ url: '/api/no-such-thing' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['cache-control'] ?? '').not.toContain('no-store');
    });

    it('the router answers no method an operation does not declare', () => {
      // The router does not tell `:id` from `:slug`: compare with the parameters' names left out.
      const shape = (key: string) => key.replace(/:\w+/g, ':p');
      const declared = new Set(Object.keys(samples).map(shape));
      const paths = new Set(Object.keys(samples).map((k) => k.split(' ')[1]!));
      for (const url of paths)
        for (const method of [
          'GET',
          'HEAD',
          'POST',
          'PUT',
          'PATCH',
          'DELETE',
          'OPTIONS',
        ] as const) {
          const asKey = `${method === 'HEAD' ? 'GET' : method} ${url}`;
          expect(ctx().app.hasRoute({ method, url }), `${method} ${url}`).toBe(
            declared.has(shape(asKey)),
          );
        }
    });

    it('a turned-off account is refused every signed-in operation with its old session', async () => {
      const { db } = ctx().database;
      const admin = await signIn(ctx().app, 'admin', 'm-admin');
      await confirmPassword(ctx().app, admin.cookie);
      for (const role of ROLES) {
        const account = await makeAccount(db, role, { loginId: `off-${role}` });
        const session = await signIn(ctx().app, role, `off-${role}`);
        await confirmPassword(ctx().app, session.cookie);
        const off = await ctx().app.inject({
          method: 'PUT',
          url: `/api/users/${account.id}/active`,
          headers: { cookie: admin.cookie },
          payload: { active: false },
        });
        expect(off.statusCode).toBe(200);
        for (const key of Object.keys(samples)) {
          if (allowed[key] === EVERYONE) continue;
          const [method, path] = key.split(' ') as [Method, string];
          const sample = await samples[key]!(role, fixtures);
          const res = await ctx().app.inject({
            method,
            url: sample.url,
            payload: sample.payload as never,
            headers: { cookie: session.cookie, ...sample.headers },
          });
          expect(res.statusCode, `${role} ${method} ${path}`).toBe(401);
          expect(res.json().error.code).toBe('unauthenticated');
        }
        // And it cannot sign in again: the right password is told it is turned off.
        const again = await ctx().app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { role, loginId: `off-${role}`, password: TEST_PASSWORD },
        });
        expect(again.statusCode).toBe(403);
        expect(again.json().error.code).toBe('account_deactivated');
      }
    });

    it('a teacher may reset only students\u2019 passwords; an admin anyone\u2019s', async () => {
      const { db } = ctx().database;
      const other = await makeAccount(db, 'teacher', { loginId: 'other-teacher' });
      const teacher = await signIn(ctx().app, 'teacher', 'm-teacher');
      const refused = await ctx().app.inject({
        method: 'POST',
        url: `/api/users/${other.id}/password-reset`,
        headers: { cookie: teacher.cookie },
      });
      expect(refused.statusCode).toBe(403);
      const admin = await signIn(ctx().app, 'admin', 'm-admin');
      await confirmPassword(ctx().app, admin.cookie);
      const res = await ctx().app.inject({
        method: 'POST',
        url: `/api/users/${other.id}/password-reset`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
      const { temporaryPassword } = res.json();
      await expect(
        signIn(ctx().app, 'teacher', 'other-teacher', temporaryPassword),
      ).resolves.toBeTruthy();
    });
  },
  // SMS through the fake gateway (the matrix's teacher has a mobile number to send to).
  { rateLimits: false, ...withFakeSms },
);
