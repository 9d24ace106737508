import { sql } from 'drizzle-orm';
import { GRADES, SPORTS } from '../../../shared/constants.ts';
import type { ContentKey, ContentValue } from '../../../shared/schemas/content.ts';
import type { FileStore } from '../../files/file-store.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { contentRepository } from '../../modules/content/content.repository.ts';
import { demoRepository } from '../../modules/demo/demo.repository.ts';
import { galleryRepository } from '../../modules/gallery/gallery.repository.ts';
import { encodeImage, saveImage } from '../../modules/images/images.service.ts';
import { EMPTY_SCHOOL } from '../../modules/site/site.repository.ts';
import type { Db } from '../client.ts';
import {
  albumImages,
  albums,
  blogs,
  classTeachers,
  documents,
  events,
  noticeAttachments,
  notices,
  problems,
  solutions,
  staff,
  studentNotices,
  suggestions,
  users,
} from '../schema.ts';
import { seedDemoAdmissions } from './demo-admissions.ts';
import { seedDemoAttendance } from './demo-attendance.ts';
import {
  ALBUMS,
  DEMO_BLOGS,
  DEMO_EVENTS,
  DEMO_NOTICE_ATTACHMENTS,
  DEMO_NOTICES,
  DEMO_PROBLEMS,
  DEMO_SOLVER,
  DEMO_STAFF,
  DEMO_STUDENT_NOTICES,
  DEMO_STUDENTS,
  DEMO_SUGGESTIONS,
  DEMO_TEACHER_WHO_LEFT,
  DEMO_TEACHERS,
  DEMO_TEXT_NOTICES,
  DEMO_YEAR,
  demoDocumentTitle,
} from './demo-content.ts';
import { demoFileNames, readDemoFile, textPictureName } from './demo-file.ts';
import { logoImage, noticeImage, portraitImage, sceneImage, sportImage } from './demo-images.ts';
import {
  DEMO_ADMISSION_INSTRUCTION,
  DEMO_HEADLINE,
  DEMO_INSTITUTION,
  DEMO_MESSAGES,
  DEMO_PAGES,
  DEMO_SCHOOL,
  DEMO_VIDEOS,
} from './demo-pages.ts';
import { seedDemoResults } from './demo-results.ts';
import { seedDemoSms } from './demo-sms.ts';
import { simplePdfPages } from './simple-pdf.ts';

const SEED_LOCK = 7_340_212;

/** The password every demo account starts with; the README tells it, the admin should change it. */
export const DEMO_PASSWORD = 'school-demo-2026';

const initials = (name: string) =>
  name
    .replace(/^(Md\.|Maulana)\s+/, '')
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** Runs `fn` over `items` at most `n` at a time (image encoding is CPU-bound). */
async function mapLimit<T, R>(
  items: T[],
  n: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

/**
 * Fills an empty database with the demo school (PRODUCT.md, "Data and demo content").
 * Safe to call on every start and from several processes: it runs once, under a lock.
 */
export async function seedDemoSchool(
  db: Db,
  opts: { files: FileStore; log?: (m: string) => void },
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const site = contentRepository(tx as unknown as Db);
    if (await site.get('school')) return;
    const started = Date.now();
    const t = tx as unknown as Db;
    // Pictures are drawn and encoded several at a time (CPU-bound), and kept one at a time:
    // the transaction's one client takes one query at a time.
    let saving: Promise<unknown> = Promise.resolve();
    const image = async (png: Promise<Buffer>) => {
      const encoded = await encodeImage(await png);
      const saved = saving.then(() => saveImage(t, opts.files, encoded));
      saving = saved.catch(() => undefined);
      return (await saved).id;
    };
    const cores = 4;
    const set = <K extends ContentKey>(key: K, value: ContentValue<K>) => site.set(key, value);

    await set('school', { ...DEMO_SCHOOL, logoImageId: await image(logoImage()) });
    await set('headline', DEMO_HEADLINE);
    const messageKeys = Object.keys(DEMO_MESSAGES) as (keyof typeof DEMO_MESSAGES)[];
    const messagePhotos = await mapLimit(messageKeys, cores, (k, i) =>
      image(portraitImage(i + 20, initials(DEMO_MESSAGES[k].name.en))),
    );
    for (const [i, k] of messageKeys.entries()) {
      await set(k, { ...DEMO_MESSAGES[k], imageId: messagePhotos[i] ?? null });
    }
    const sportImages = await mapLimit([...SPORTS], cores, (s, i) => image(sportImage(i, s)));
    const [library, canteen, guardian, prayer] = await mapLimit([40, 41, 42, 50], cores, (n) =>
      image(sceneImage(n)),
    );
    const pages = DEMO_PAGES;
    await set('history', pages.history);
    await set('extra-curricular', pages['extra-curricular']);
    await set('library', { ...pages.library, imageId: library! });
    await set('canteen', { ...pages.canteen, imageId: canteen! });
    await set('guardian', { ...pages.guardian, imageId: guardian! });
    await set('prayer', { ...pages.prayer, imageId: prayer! });
    await set('sports', {
      ...pages.sports,
      items: pages.sports.items.map((s, i) => ({ ...s, imageId: sportImages[i] ?? null })),
    });
    await set('academic-hours', pages['academic-hours']);
    await set('recent-activities', pages['recent-activities']);
    await set('explore-links', pages['explore-links']);
    await set('useful-links', pages['useful-links']);
    await set('admission-instruction', DEMO_ADMISSION_INSTRUCTION);
    await set('videos', DEMO_VIDEOS);
    await set('institution', DEMO_INSTITUTION);

    const eventImages = await mapLimit(DEMO_EVENTS, cores, (_e, i) => image(sceneImage(i + 1)));
    await t.insert(events).values(
      DEMO_EVENTS.map((e, i) => ({
        name: e.name,
        eventDate: e.date,
        author: e.author,
        imageId: eventImages[i]!,
      })),
    );
    const letterhead = await readDemoFile(textPictureName('letterhead', DEMO_SCHOOL.name.bn));
    const noticeImages = await mapLimit(DEMO_NOTICES, cores, async (n, i) =>
      image(
        noticeImage(i, await readDemoFile(textPictureName('notice-title', n.title)), letterhead),
      ),
    );
    const noticeRows = await t
      .insert(notices)
      .values([
        ...DEMO_NOTICES.map((n, i) => ({
          title: n.title,
          noticeDate: n.date,
          author: n.author,
          imageId: noticeImages[i]!,
          pinnedUntil: n.pinnedUntil ?? null,
        })),
        ...DEMO_TEXT_NOTICES.map((n) => ({
          title: n.title,
          noticeDate: n.date,
          author: n.author,
          body: n.body,
        })),
      ])
      .returning({ id: notices.id, title: notices.title });
    const noticeId = (title: string) => noticeRows.find((n) => n.title === title)!.id;

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    // The teachers on /teachers in their order, then the one who has left (turned off).
    const teachers = [...DEMO_TEACHERS, DEMO_TEACHER_WHO_LEFT];
    const teacherPhotos = await mapLimit(teachers, cores, (tch, i) =>
      image(portraitImage(i, initials(tch.name))),
    );
    await t.insert(users).values(
      teachers.map((tch, i) => ({
        role: 'teacher' as const,
        loginId: tch.loginId,
        passwordHash,
        name: tch.name,
        nameBn: tch.nameBn,
        designation: tch.designation,
        designationBn: tch.designationBn,
        subject: tch.subject,
        subjectBn: tch.subjectBn,
        joinDate: tch.joinDate,
        phone: tch.phone,
        city: 'ভোলা',
        village: 'চর নীলকমল',
        bari: 'হাওলাদার বাড়ি',
        ward: '4',
        facebook: i % 3 === 0 ? `https://facebook.com/${tch.loginId}` : '',
        imageId: teacherPhotos[i]!,
        position: i,
        deactivatedAt:
          tch === DEMO_TEACHER_WHO_LEFT
            ? new Date(`${DEMO_TEACHER_WHO_LEFT.leftOn}T18:00:00Z`)
            : null,
      })),
    );
    const studentPhotos = await mapLimit(DEMO_STUDENTS, cores, (s, i) =>
      image(portraitImage(i + 7, initials(s.name))),
    );
    await t.insert(users).values(
      DEMO_STUDENTS.map((s, i) => ({
        role: 'student' as const,
        loginId: s.loginId,
        passwordHash,
        name: s.name,
        nameBn: s.nameBn,
        grade: s.grade,
        roll: s.roll,
        guardianName: s.guardianName,
        guardianPhone: `018100004${String(i + 1).padStart(2, '0')}`,
        phone: `017000003${String(i + 1).padStart(2, '0')}`,
        city: 'ভোলা',
        village: s.village,
        bari: 'মিয়া বাড়ি',
        ward: String((i % 9) + 1),
        facebook: i % 2 === 0 ? `https://facebook.com/${s.loginId}` : '',
        imageId: studentPhotos[i]!,
        position: i,
      })),
    );
    // Class teachers (issues 47 and 48): five assistant teachers, one per class.
    const classTeacherIds = await t
      .select({ id: users.id, loginId: users.loginId })
      .from(users)
      .where(
        sql`${users.loginId} in ('teacher03', 'teacher04', 'teacher05', 'teacher06', 'teacher07')`,
      )
      .orderBy(users.loginId);
    await t
      .insert(classTeachers)
      .values(GRADES.map((grade, i) => ({ grade, teacherId: classTeacherIds[i]!.id })));
    const staffPhotos = await mapLimit(DEMO_STAFF, cores, (s, i) =>
      image(portraitImage(i + 3, initials(s.name))),
    );
    await t.insert(staff).values(
      DEMO_STAFF.map((s, i) => ({
        ...s,
        identity: `STF-${String(i + 1).padStart(3, '0')}`,
        imageId: staffPhotos[i]!,
        position: i,
      })),
    );
    await t.insert(blogs).values(
      DEMO_BLOGS.map((b) => ({
        blogDate: b.date,
        author: b.author,
        subject: b.subject,
        description: b.description,
      })),
    );

    // The account of a post's author, by the name the post carries (in either language).
    const byLogin = new Map(
      (
        await t.select({ id: users.id, name: users.name, nameBn: users.nameBn }).from(users)
      ).flatMap((u) => [
        [u.name, u.id],
        [u.nameBn, u.id],
      ]),
    );
    const postImages = await mapLimit([...DEMO_PROBLEMS, ...DEMO_SUGGESTIONS], cores, (_p, i) =>
      image(sceneImage(80 + i)),
    );
    for (const [i, p] of DEMO_PROBLEMS.entries()) {
      const [row] = await t
        .insert(problems)
        .values({
          problemDate: p.date,
          author: p.author,
          grade: p.grade,
          roll: p.roll,
          subject: p.subject,
          details: p.details,
          imageId: postImages[i]!,
          createdBy: byLogin.get(p.author) ?? null,
        })
        .returning();
      if (p.solution) {
        await t.insert(solutions).values({
          problemId: row!.id,
          details: p.solution,
          authorName: DEMO_SOLVER,
          createdBy: byLogin.get(DEMO_SOLVER) ?? null,
        });
      }
    }
    await t.insert(studentNotices).values(
      DEMO_STUDENT_NOTICES.map((n) => ({
        noticeDate: n.date,
        author: n.author,
        grades: [...n.grades],
        subject: n.subject,
        details: n.details,
        createdBy: byLogin.get(n.author) ?? null,
      })),
    );
    await t.insert(suggestions).values(
      DEMO_SUGGESTIONS.map((s, i) => ({
        suggestionDate: s.date,
        author: s.author,
        grade: s.grade,
        roll: s.roll,
        subject: s.subject,
        details: s.details,
        imageId: postImages[DEMO_PROBLEMS.length + i]!,
        createdBy: byLogin.get(s.author) ?? null,
      })),
    );

    // Galleries: the home gallery (nine pictures, not listed), the sport gallery and five more albums.
    const homeImages = await mapLimit(Array.from({ length: 9 }), cores, (_x, i) =>
      image(sceneImage(60 + i)),
    );
    const sportGallery = await mapLimit(Array.from({ length: 12 }), cores, (_x, i) =>
      image(sportImage(i + 10, SPORTS[i % SPORTS.length]!)),
    );
    const [home] = await t
      .insert(albums)
      .values({ slug: 'home', title: 'Home gallery', listed: 0, coverImageId: homeImages[0]! })
      .returning();
    await t
      .insert(albumImages)
      .values(homeImages.map((imageId, i) => ({ albumId: home!.id, imageId, position: i })));
    const covers = [sportGallery[0]!, ...eventImages.slice(1, ALBUMS.length)];
    for (const [i, a] of ALBUMS.entries()) {
      const [album] = await t
        .insert(albums)
        .values({ ...a, coverImageId: covers[i]!, position: i })
        .returning();
      const pictures =
        a.slug === 'sport' ? sportGallery : [covers[i]!, ...homeImages.slice(i, i + 2)];
      await t
        .insert(albumImages)
        .values(pictures.map((imageId, p) => ({ albumId: album!.id, imageId, position: p })));
    }

    // Class routines and syllabi as PDFs, the academic calendar as an image: made in Bangla
    // by scripts/make-demo-files.ts and read here (demo-file.ts).
    const storeDocument = async (
      row: Omit<typeof documents.$inferInsert, 'fileName' | 'bytes'>,
      file: Buffer,
      ext: string,
    ) => {
      const [doc] = await t
        .insert(documents)
        .values({ ...row, fileName: 'pending', bytes: file.length })
        .returning();
      const fileName = `${doc!.id}.${ext}`;
      await opts.files.put('documents', fileName, file);
      await t.update(documents).set({ fileName }).where(sql`${documents.id} = ${doc!.id}`);
    };
    for (const kind of ['routine', 'syllabus'] as const) {
      for (const grade of GRADES) {
        await storeDocument(
          { kind, grade, title: demoDocumentTitle(kind, grade), mime: 'application/pdf' },
          await readDemoFile(demoFileNames[kind](grade)),
          'pdf',
        );
      }
    }
    const calendar = await readDemoFile(demoFileNames.calendar(DEMO_YEAR));
    const { width, height } = await (await import('sharp')).default(calendar).metadata();
    await storeDocument(
      {
        kind: 'calendar',
        grade: null,
        title: demoDocumentTitle('calendar'),
        mime: 'image/webp',
        width,
        height,
        // Its WebP copies at four widths, which the calendar page draws.
        imageId: await image(Promise.resolve(calendar)),
      },
      calendar,
      'webp',
    );

    // A notice's routine as a two-page PDF, and another's photographed as two pages.
    const { pdf, photographed } = DEMO_NOTICE_ATTACHMENTS;
    const routine = simplePdfPages(pdf.pages.map((p) => ({ ...p, lines: [...p.lines] })));
    const [routineDoc] = await t
      .insert(documents)
      .values({
        kind: 'notice',
        grade: null,
        title: pdf.name,
        mime: 'application/pdf',
        fileName: 'pending',
        bytes: routine.length,
        pages: pdf.pages.length,
      })
      .returning();
    const routineFile = `${routineDoc!.id}.pdf`;
    await opts.files.put('documents', routineFile, routine);
    await t
      .update(documents)
      .set({ fileName: routineFile })
      .where(sql`${documents.id} = ${routineDoc!.id}`);
    const titlePicture = await readDemoFile(textPictureName('notice-title', photographed.notice));
    const pagePictures = await mapLimit(
      Array.from({ length: photographed.pages }),
      cores,
      async (_p, i) => image(noticeImage(100 + i, titlePicture, letterhead)),
    );
    await t.insert(noticeAttachments).values([
      {
        noticeId: noticeId(pdf.notice),
        position: 0,
        kind: 'pdf' as const,
        documentId: routineDoc!.id,
      },
      ...pagePictures.map((imageId, position) => ({
        noticeId: noticeId(photographed.notice),
        position,
        kind: 'image' as const,
        imageId,
      })),
    ]);

    await seedDemoAdmissions(t);
    await seedDemoResults(t);
    await seedDemoSms(t);
    await seedDemoAttendance(t);

    await demoRepository(t).recordAll();
    opts.log?.(`Seeded the demo school in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

/**
 * What every site has from its first start, demo school or not: the school's identity
 * (which also records that the site has been set up, so a school that chose to start
 * empty stays empty) and the albums the site itself shows, for the admin to fill. Called
 * on every start and after the demo school is removed.
 */
export async function ensureSiteBasics(db: Db) {
  const content = contentRepository(db);
  if (!(await content.get('school'))) await content.set('school', EMPTY_SCHOOL);
  await galleryRepository(db).ensureSiteAlbums();
}
