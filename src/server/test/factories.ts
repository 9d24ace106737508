import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import {
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
import { storeImage } from '../modules/images/images.service.ts';

/** Small factories that write real rows (STYLE.md, rule 9). */

/** An admission form as a parent fills it in (the guardian's mobile finds its status). */
export const ADMISSION_INPUT = {
  studentName: 'A',
  studentMobile: '01712345678',
  guardianName: 'B',
  guardianMobile: '01812345678',
  guardianEmail: 'b@example.com',
  guardianOccupation: 'Farmer',
  grade: 'vii',
} as const;

export async function pngBytes(width = 64, height = 48, colour = '#1363DF'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export async function makeImage(db: Db, uploadsDir: string) {
  return storeImage(db, uploadsDir, await pngBytes());
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
