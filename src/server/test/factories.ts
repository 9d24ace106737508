import sharp from 'sharp';
import type { Grade } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import {
  admissionDraws,
  admissionPeriods,
  albumImages,
  albums,
  blogs,
  events,
  notices,
  problems,
  solutions,
  staff,
  studentNotices,
  suggestions,
  users,
} from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { storeImage } from '../modules/images/images.service.ts';
import { today } from '../modules/posts/today.ts';

/** Small factories that write real rows (STYLE.md, rule 9). */

/** A 12 × 16 JPEG as the admission form sends a photo (shrunk in the browser), as a data URL. */
export const APPLICANT_PHOTO =
  'data:image/jpeg;base64,/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAQAAwDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKQBAOP/2Q==';

/**
 * An admission form as a father fills it in, for class six (the guardian's mobile finds its
 * status; no email, no mobile of the student's own). Applying needs the class's period
 * open: openAdmission.
 */
export const ADMISSION_INPUT = {
  grade: 'vi',
  studentNameBn: 'সাদিয়া ইসলাম',
  studentName: 'Sadia Islam',
  dateOfBirth: '2014-03-12',
  birthRegistration: '20147812345678901',
  fatherName: 'আব্দুল করিম',
  motherName: 'রোকেয়া বেগম',
  guardianRelation: 'father',
  guardianName: '',
  guardianMobile: '01812345678',
  guardianOccupation: 'মৎস্যজীবী',
  guardianEmail: '',
  studentMobile: '',
  village: 'চর নীলকমল',
  unionName: 'নীলকমল',
  upazila: 'হাতিয়া',
  district: 'নোয়াখালী',
  previousSchool: 'চর নীলকমল সরকারি প্রাথমিক বিদ্যালয়',
  previousClass: 'v',
  photo: APPLICANT_PHOTO,
} as const;

/** A class's admission period open today (in Bangladesh), from ten days ago for a month. */
export async function openAdmission(
  db: Db,
  grade: Grade = 'vi',
  values: Partial<typeof admissionPeriods.$inferInsert> = {},
) {
  const day = (offset: number) => today(new Date(Date.now() + offset * 86_400_000));
  const [row] = await db
    .insert(admissionPeriods)
    .values({ grade, opensOn: day(-10), closesOn: day(20), seats: 40, ...values })
    .returning();
  return row!;
}

export async function pngBytes(width = 64, height = 48, colour = '#1363DF'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export async function makeImage(db: Db, files: FileStore) {
  return storeImage(db, files, await pngBytes());
}

export async function makeEvent(db: Db, values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({ name: 'Sports Day', eventDate: '2026-01-15', author: 'Head Teacher', ...values })
    .returning();
  return row!;
}

export async function makeNotice(db: Db, values: Partial<typeof notices.$inferInsert> = {}) {
  const [row] = await db
    .insert(notices)
    .values({ title: 'Exam routine', noticeDate: '2026-02-01', author: 'Head Teacher', ...values })
    .returning();
  return row!;
}

let userSeq = 0;
export async function makeUser(
  db: Db,
  values: Partial<typeof users.$inferInsert> & { role: 'student' | 'teacher' | 'admin' },
) {
  userSeq++;
  const [row] = await db
    .insert(users)
    .values({
      loginId: `${values.role}${userSeq}`,
      passwordHash: 'not-a-real-hash',
      name: `Person ${userSeq}`,
      ...values,
    })
    .returning();
  return row!;
}

export async function makeStaff(db: Db, values: Partial<typeof staff.$inferInsert> = {}) {
  const [row] = await db
    .insert(staff)
    .values({ name: 'Office Assistant', designation: 'Assistant', department: 'Office', ...values })
    .returning();
  return row!;
}

export async function makeBlog(db: Db, values: Partial<typeof blogs.$inferInsert> = {}) {
  const [row] = await db
    .insert(blogs)
    .values({
      blogDate: '2026-03-01',
      author: 'A student',
      subject: 'My school',
      description: 'Text',
      ...values,
    })
    .returning();
  return row!;
}

export async function makeAlbum(
  db: Db,
  values: Partial<typeof albums.$inferInsert> & { slug: string },
  imageIds: string[] = [],
) {
  const [row] = await db
    .insert(albums)
    .values({ title: values.slug, ...values })
    .returning();
  if (imageIds.length) {
    await db
      .insert(albumImages)
      .values(imageIds.map((imageId, position) => ({ albumId: row!.id, imageId, position })));
  }
  return row!;
}

export type PostKind = 'blog' | 'problem' | 'student-notice' | 'suggestion' | 'notice' | 'event';

/** A post of the given kind written by `userId`, straight into the database. */
export async function makePost(
  db: Db,
  kind: PostKind,
  userId: string | null,
  imageId: string | null = null,
  date = '2026-05-01',
) {
  const by = { createdBy: userId };
  switch (kind) {
    case 'blog':
      return (
        await db
          .insert(blogs)
          .values({ blogDate: date, author: 'A', subject: 'S', description: 'D', ...by })
          .returning()
      )[0]!.id;
    case 'problem':
      return (
        await db
          .insert(problems)
          .values({
            problemDate: date,
            author: 'A',
            grade: 'vi',
            roll: '1',
            subject: 'S',
            details: 'D',
            imageId,
            ...by,
          })
          .returning()
      )[0]!.id;
    case 'student-notice':
      return (
        await db
          .insert(studentNotices)
          .values({
            noticeDate: date,
            author: 'A',
            grades: ['vi'],
            subject: 'S',
            details: 'D',
            ...by,
          })
          .returning()
      )[0]!.id;
    case 'suggestion':
      return (
        await db
          .insert(suggestions)
          .values({
            suggestionDate: date,
            author: 'A',
            grade: 'vi',
            roll: '1',
            subject: 'S',
            details: 'D',
            imageId,
            ...by,
          })
          .returning()
      )[0]!.id;
    case 'notice':
      return (await makeNotice(db, { ...by, noticeDate: date, imageId })).id;
    case 'event':
      return (await makeEvent(db, { ...by, eventDate: date, imageId })).id;
  }
}

export async function makeSolution(db: Db, problemId: string, userId: string | null) {
  return (
    await db
      .insert(solutions)
      .values({ problemId, details: 'Try this', authorName: 'T', createdBy: userId })
      .returning()
  )[0]!.id;
}

/** A lottery draw of `periodId` with no entries, as written by the site or an older version. */
export async function makeDraw(
  db: Db,
  periodId: string,
  values: Partial<typeof admissionDraws.$inferInsert> = {},
) {
  const [row] = await db
    .insert(admissionDraws)
    .values({
      periodId,
      hall: '1-2-3',
      seed: 'MADE',
      entries: [],
      seats: 40,
      waitingLength: 0,
      quotas: [],
      admitted: [],
      waiting: [],
      ...values,
    })
    .returning();
  return row!;
}
