import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ATTENDANCE_MARKS } from '../../shared/attendance.ts';
import type { AuditDetails } from '../../shared/audit.ts';
import { GRADES } from '../../shared/constants.ts';
import type { StudentMarks, SubjectScheme } from '../../shared/grading.ts';
import type { PromotionChange } from '../../shared/schemas/promotion.ts';
import { RESULT_STATUSES } from '../../shared/schemas/results.ts';
import {
  SMS_FAILURES,
  SMS_STATUSES,
  type SmsAudience,
  type SmsSource,
} from '../../shared/schemas/sms.ts';

const id = () => text('id').primaryKey().default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The columns every kind of post has (src/shared/post-kinds.ts): its id, the author's name
 * as shown, who wrote it (the user; kept as null when that account is removed) and when.
 * Each table adds its date and its own fields.
 */
const postColumns = () => ({
  id: id(),
  author: text('author').notNull(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
/** An uploaded image a row shows; the row stays when the image is removed. */
const imageRef = () => text('image_id').references(() => images.id, { onDelete: 'set null' });
/** The class a post is for. */
const grade = () => text('grade', { enum: GRADES }).notNull();

/**
 * Every image the site serves; files live in DATA_DIR/uploads as <id>.webp and <id>-<width>.webp.
 * `uploadedBy` is the account that uploaded it (null for demo images): uploads are limited
 * per account. Its foreign key is deferred to the end of the transaction (migration 0004,
 * by hand), since users name images too and a restore inserts both. An image no record
 * uses any more is removed (modules/images/image-uses.ts).
 */
export const images = pgTable(
  'images',
  {
    id: id(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: text('uploaded_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('images_uploaded_by_idx').on(t.uploadedBy, t.createdAt)],
);

/** One table for students, teachers and admins (PRODUCT.md, "Accounts"). */
export const users = pgTable(
  'users',
  {
    id: id(),
    role: text('role', { enum: ['student', 'teacher', 'admin'] }).notNull(),
    loginId: text('login_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set with a temporary password (a reset, a random first admin): changed at the next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    name: text('name').notNull().default(''),
    /** The name in Bangla; '' when not given (pages then show the English one). */
    nameBn: text('name_bn').notNull().default(''),
    grade: text('grade'),
    /**
     * A student's section of the class ('ক', 'B'), where the school splits a class; ''
     * where it does not. A roll is unique within a class's section.
     */
    section: text('section').notNull().default(''),
    roll: text('roll'),
    designation: text('designation'),
    designationBn: text('designation_bn').notNull().default(''),
    /** A teacher's subject, in English and in Bangla ('' where not given). */
    subject: text('subject').notNull().default(''),
    subjectBn: text('subject_bn').notNull().default(''),
    /** A student's guardian. */
    guardianName: text('guardian_name').notNull().default(''),
    guardianPhone: text('guardian_phone').notNull().default(''),
    /** The language the guardian reads SMS in (issue 47): 'bn' unless the office says 'en'. */
    guardianLanguage: text('guardian_language', { enum: ['bn', 'en'] })
      .notNull()
      .default('bn'),
    /**
     * A student's date of birth, as the office keeps it (import, Add Student, the
     * student's edit): what a family types to find a result when the class's marks file
     * gives only rolls and marks. Never shown by a public page.
     */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    joinDate: date('join_date'),
    phone: text('phone').notNull().default(''),
    city: text('city').notNull().default(''),
    village: text('village').notNull().default(''),
    bari: text('bari').notNull().default(''),
    ward: text('ward').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /**
     * When an admin turned the account off (a teacher who left, a student who passed out):
     * it cannot sign in, has no sessions and is on no public list; its posts stay.
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_role_login_id_idx').on(t.role, t.loginId),
    index('users_role_idx').on(t.role),
  ],
);

export const events = pgTable(
  'events',
  {
    ...postColumns(),
    name: text('name').notNull(),
    eventDate: date('event_date').notNull(),
    imageId: imageRef(),
  },
  (t) => [index('events_newest_idx').on(t.eventDate, t.createdAt)],
);

export const notices = pgTable(
  'notices',
  {
    ...postColumns(),
    title: text('title').notNull().default(''),
    noticeDate: date('notice_date').notNull(),
    /** The notice's words, plain text ('' for a notice that is only its picture). */
    body: text('body').notNull().default(''),
    imageId: imageRef(),
    /** Shown as a banner on every public page up to and including this day; null: never. */
    pinnedUntil: date('pinned_until'),
  },
  (t) => [index('notices_newest_idx').on(t.noticeDate, t.createdAt)],
);

export const staff = pgTable('staff', {
  id: id(),
  name: text('name').notNull(),
  /** The name and designation in Bangla; '' when not given (/staff then shows the English). */
  nameBn: text('name_bn').notNull().default(''),
  designation: text('designation').notNull(),
  designationBn: text('designation_bn').notNull().default(''),
  department: text('department').notNull(),
  joinDate: date('join_date'),
  mobile: text('mobile').notNull().default(''),
  identity: text('identity').notNull().default(''),
  imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const albums = pgTable('albums', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  coverImageId: text('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
  /** Albums shown as cards on /images; the home gallery album is not. */
  listed: integer('listed').notNull().default(1),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const albumImages = pgTable(
  'album_images',
  {
    id: id(),
    albumId: text('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('album_images_album_idx').on(t.albumId, t.position)],
);

/** Class routines, syllabi and the academic calendar, as stored files. */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    /** 'notice': a PDF attached to a notice (notice_attachments names it; its title is the file's name). */
    kind: text('kind', { enum: ['routine', 'syllabus', 'calendar', 'notice'] }).notNull(),
    grade: text('grade', { enum: ['vi', 'vii', 'viii', 'ix', 'x'] }),
    title: text('title').notNull(),
    mime: text('mime').notNull(),
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    /** An image's size in pixels, so a page keeps its room before it loads; null for a PDF. */
    width: integer('width'),
    height: integer('height'),
    /** A PDF's pages, when they could be counted (a notice's attachment); null otherwise. */
    pages: integer('pages'),
    /**
     * A picture's WebP copies at four widths (images.service.ts), which pages show; the
     * file above stays what people view and download. Null for a PDF.
     */
    imageId: imageRef(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_kind_idx').on(t.kind, t.grade)],
);

/**
 * What a notice carries besides its words and picture, in the author's order: photographed
 * pages (an image) and PDFs (a document of kind 'notice'). Gone with the notice; the
 * image and the PDF then go too when nothing else names them.
 */
export const noticeAttachments = pgTable(
  'notice_attachments',
  {
    id: id(),
    noticeId: text('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['image', 'pdf'] }).notNull(),
    imageId: text('image_id').references(() => images.id, { onDelete: 'cascade' }),
    documentId: text('document_id').references(() => documents.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('notice_attachments_position_idx').on(t.noticeId, t.position),
    index('notice_attachments_image_idx').on(t.imageId),
    uniqueIndex('notice_attachments_document_idx').on(t.documentId),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    ...postColumns(),
    blogDate: date('blog_date').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('blogs_newest_idx').on(t.blogDate, t.createdAt)],
);

export const admissions = pgTable(
  'admissions',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    studentName: text('student_name').notNull(),
    studentMobile: text('student_mobile').notNull(),
    guardianName: text('guardian_name').notNull(),
    guardianMobile: text('guardian_mobile').notNull(),
    guardianEmail: text('guardian_email').notNull(),
    guardianOccupation: text('guardian_occupation').notNull(),
    grade: text('grade', { enum: ['vi', 'vii', 'viii', 'ix', 'x'] }).notNull(),
    status: text('status', { enum: ['new', 'contacted', 'admitted', 'rejected'] })
      .notNull()
      .default('new'),
    /**
     * The admission period it was sent in (null for an application from before periods, or
     * whose period was removed). The fields below came with the periods (issue 20); an
     * older application has them empty.
     */
    periodId: text('period_id').references(() => admissionPeriods.id, { onDelete: 'set null' }),
    studentNameBn: text('student_name_bn').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The 17 digits of the birth registration certificate. */
    birthRegistration: text('birth_registration').notNull().default(''),
    fatherName: text('father_name').notNull().default(''),
    motherName: text('mother_name').notNull().default(''),
    guardianRelation: text('guardian_relation').notNull().default(''),
    village: text('village').notNull().default(''),
    unionName: text('union_name').notNull().default(''),
    upazila: text('upazila').notNull().default(''),
    district: text('district').notNull().default(''),
    previousSchool: text('previous_school').notNull().default(''),
    previousClass: text('previous_class').notNull().default(''),
    /** The language of the page the family applied on: its SMS are written in it (issue 47). */
    language: text('language', { enum: ['bn', 'en'] })
      .notNull()
      .default('bn'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admissions_newest_idx').on(t.createdAt),
    index('admissions_period_idx').on(t.periodId),
  ],
);

/**
 * A class's admission period (issue 20): the form takes applications for the class from
 * `opensOn` to `closesOn` (Bangladesh dates, both included), for `seats` seats; `papers` is
 * what the family brings to the office, printed on the acknowledgement slip. A class's
 * periods do not overlap (the server checks).
 */
export const admissionPeriods = pgTable(
  'admission_periods',
  {
    id: id(),
    grade: grade(),
    opensOn: date('opens_on', { mode: 'string' }).notNull(),
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
    papers: text('papers').notNull().default(''),
    /**
     * The lottery's secret (docs/decisions/0007): 32 random bytes in hexadecimal, made with
     * the period; its SHA-256 (the commitment) is public from then, the secret only once the
     * lists are published. Null only for a period whose lottery was published before
     * commitments (migration 0023).
     */
    lotterySecret: text('lottery_secret').$defaultFn(() => randomBytes(32).toString('hex')),
    /** When the secret was made, so its commitment's age is public too. */
    lotteryCommittedAt: timestamp('lottery_committed_at', { withTimezone: true }).$defaultFn(
      () => new Date(),
    ),
    createdAt: createdAt(),
  },
  (t) => [index('admission_periods_grade_idx').on(t.grade, t.opensOn)],
);

/**
 * A class's admission lotteries (issue 20, docs/decisions/0007): every draw is kept, published
 * or not, with what it was drawn from (the hall's value, the seed made of it and the period's
 * secret, the entries, the seats and the waiting list's length as they were, the quotas), so
 * anyone can draw it again whatever is edited later. At most one per period is published;
 * after it, none is drawn.
 */
export const admissionDraws = pgTable(
  'admission_draws',
  {
    id: id(),
    periodId: text('period_id')
      .notNull()
      .references(() => admissionPeriods.id, { onDelete: 'cascade' }),
    /** The numbers drawn in the hall, as the rule writes them ('7-23-41'); null: drawn before commitments. */
    hall: text('hall'),
    seed: text('seed').notNull(),
    entries: jsonb('entries').$type<string[]>().notNull(),
    seats: integer('seats').notNull(),
    waitingLength: integer('waiting_length').notNull(),
    quotas: jsonb('quotas')
      .$type<{ label: string; seats: number; references: string[] }[]>()
      .notNull(),
    admitted: jsonb('admitted').$type<{ reference: string; quota: string | null }[]>().notNull(),
    waiting: jsonb('waiting').$type<string[]>().notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('admission_draws_period_idx').on(t.periodId, t.drawnAt),
    uniqueIndex('admission_draws_published_idx')
      .on(t.periodId)
      .where(sql`${t.publishedAt} is not null`),
  ],
);

/**
 * An applicant's photo, kept out of the public uploads (a child's face and details are
 * for the office only): WebP, re-encoded without metadata, as base64 text so the backup's
 * JSON carries it as it is.
 */
export const admissionPhotos = pgTable('admission_photos', {
  admissionId: text('admission_id')
    .primaryKey()
    .references(() => admissions.id, { onDelete: 'cascade' }),
  webp: text('webp').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});

/**
 * Editable site content by key: the school's identity, the headline, the four messages, page
 * images; and site-wide choices keyed `setting:…` (whether the setup checklist is hidden,
 * modules/dashboard), which have no content route.
 */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Signed-in sessions: only the SHA-256 of the cookie's token is kept (`id`). `publicId`
 * names a session to its owner (My Profile's list) without revealing the token or its hash.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    publicId: text('public_id').notNull().default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request seen, kept to the minute: an idle session ends (sessions.repository.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when the password was confirmed again (creating admins, resets, backups). */
    confirmedUntil: timestamp('confirmed_until', { withTimezone: true }),
    /** The browser's User-Agent at sign-in, cut short: shown as the device. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    uniqueIndex('sessions_public_id_idx').on(t.publicId),
  ],
);

/**
 * Attempts not (yet) followed by a success, shared by every process (login-throttle.ts):
 * sign-ins per account (`account:<role>:<id>`), per address (`address:<ip>`) and per device
 * cookie (`device:<nonce>`); result lookups per student (`result:<keyed student>`) and per
 * device cookie (`result-device:<nonce>`).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    /** No attempt is let through before this. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_last_attempt_idx').on(t.lastAttemptAt)],
);

/**
 * Keys the server makes for itself once, on the first start that needs them, so that every
 * process on one PostgreSQL signs and checks with the same key (no setting to configure):
 * `device-cookies` signs the device cookies of sign-ins and result lookups
 * (modules/auth/device-cookies.ts). Never sent to anyone, never in a backup's public part.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The requests counted by the routes' rate limits (@fastify/rate-limit), one row per route
 * and address or account (`<METHOD> <url>|<address or account>`), in fixed windows; shared by every
 * process (plugins/rate-limit-store.ts). Rows whose window has ended are purged now and then.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** The count starts again from the first request at or after this. */
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_ends_idx').on(t.windowEnds)],
);

export const problems = pgTable(
  'problems',
  {
    ...postColumns(),
    problemDate: date('problem_date').notNull(),
    grade: grade(),
    roll: text('roll').notNull(),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
    imageId: imageRef(),
  },
  (t) => [index('problems_newest_idx').on(t.problemDate, t.createdAt)],
);

/** A teacher's or admin's answer to a problem (PRODUCT.md: stored, shown under the problem). */
export const solutions = pgTable(
  'solutions',
  {
    id: id(),
    problemId: text('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    details: text('details').notNull(),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('solutions_problem_idx').on(t.problemId, t.createdAt)],
);

export const studentNotices = pgTable(
  'student_notices',
  {
    ...postColumns(),
    noticeDate: date('notice_date').notNull(),
    /** The classes the notice is for; none: every class. A student reads their class's and every class's. */
    grades: text('grades', { enum: GRADES }).array().notNull().default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
  },
  (t) => [index('student_notices_newest_idx').on(t.noticeDate, t.createdAt)],
);

export const suggestions = pgTable(
  'suggestions',
  {
    ...postColumns(),
    suggestionDate: date('suggestion_date').notNull(),
    grade: grade(),
    roll: text('roll').notNull(),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
    imageId: imageRef(),
  },
  (t) => [index('suggestions_newest_idx').on(t.suggestionDate, t.createdAt)],
);

/** Who changed what, when (PRODUCT.md, issue "Dashboard content"): admins read it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull().default(''),
    /** Figures and changed fields the browser words itself (src/shared/audit.ts). */
    details: jsonb('details').$type<AuditDetails>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    // The log's filter by person.
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/**
 * What the demo school put in the database (`DEMO_CONTENT`), row by row: the demo
 * accounts sign in only from the computer running the site, admins see a banner while
 * any of it is there, and one action removes it all (modules/demo). For site texts,
 * `rowId` is the content key and `digest` the seeded value's SHA-256: a text the
 * school has since edited is the school's and stays.
 */
export const demoRows = pgTable(
  'demo_rows',
  {
    tableName: text('table_name').notNull(),
    rowId: text('row_id').notNull(),
    digest: text('digest'),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.rowId] })],
);

/**
 * Every backup the site made: by itself each day (`scheduled`, its `slot` the day, so one
 * process makes it however many share the database) or by an admin's download. The file
 * lives in DATA_DIR/backups/<fileName> while the site keeps it (modules/backup). A failed
 * one keeps its error, shown on the dashboard.
 */
export const backups = pgTable(
  'backups',
  {
    id: id(),
    kind: text('kind', { enum: ['scheduled', 'download'] }).notNull(),
    /** `scheduled:<YYYY-MM-DD>` for the day's backup; unique, so only one process claims it. */
    slot: text('slot'),
    status: text('status', { enum: ['running', 'ok', 'failed'] })
      .notNull()
      .default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
  },
  (t) => [uniqueIndex('backups_slot_idx').on(t.slot), index('backups_started_idx').on(t.startedAt)],
);

/**
 * Each year-end promotion of the whole school (modules/promotion): who made it, when, and
 * every student's move (class and roll before and after, and whether they passed out), so
 * the newest can be undone on the school day it was made.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    by: text('by').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<PromotionChange[]>().notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('promotions_at_idx').on(t.at)],
);

/**
 * An exam whose results the school publishes (issue 21): its title in English and Bangla
 * and its (first) day. Each class's results hang from it.
 */
export const exams = pgTable(
  'exams',
  {
    id: id(),
    title: text('title').notNull(),
    titleBn: text('title_bn').notNull().default(''),
    heldOn: date('held_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('exams_held_on_idx').on(t.heldOn)],
);

/**
 * A class's results of an exam: the subjects (papers, parts, full and pass marks) its marks
 * were read with, and whether students and guardians can look them up. Grades, GPA,
 * highest marks and positions are computed from the marks on every read
 * (src/shared/grading.ts), never kept; `updatedAt` moves with every correction.
 */
export const examResults = pgTable(
  'exam_results',
  {
    id: id(),
    examId: text('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    grade: grade(),
    subjects: jsonb('subjects').$type<SubjectScheme[]>().notNull(),
    status: text('status', { enum: RESULT_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exam_results_exam_grade_idx').on(t.examId, t.grade)],
);

/**
 * A student's marks in a class's results, as read from the sheet: by paper code and part
 * (a number, or 'absent'). The date of birth or the birth registration number (either, or
 * both) is what a guardian types to find the marksheet; neither is ever shown by a lookup.
 */
export const examMarks = pgTable(
  'exam_marks',
  {
    resultId: text('result_id')
      .notNull()
      .references(() => examResults.id, { onDelete: 'cascade' }),
    roll: text('roll').notNull(),
    name: text('name').notNull(),
    nameBn: text('name_bn').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    birthRegistration: text('birth_registration').notNull().default(''),
    marks: jsonb('marks').$type<StudentMarks>().notNull(),
    /**
     * The student's account the row was matched to by class and roll when saved, if any:
     * whose lookups share one budget of tries, in every exam. Kept when the account goes.
     */
    studentId: text('student_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.roll] })],
);

/** PostgreSQL's bytea, read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The files every app server sees when the site runs on PostgreSQL (files/file-store.ts):
 * pictures, documents and kept backups, each under its folder and name. A file is listed
 * here only once all its chunks are saved, in the same transaction.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.folder, t.name] })],
);

/** A stored file's bytes, in chunks of at most a megabyte, so a large backup never sits whole in memory. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.folder, t.name, t.seq] }),
    foreignKey({
      columns: [t.folder, t.name],
      foreignColumns: [storedFiles.folder, storedFiles.name],
    }).onDelete('cascade'),
  ],
);

/**
 * A message the school sent by SMS (issue 47): its words in each language as written (or
 * the template's), who it was for, and the gateway's price per part when it was queued,
 * in poisha. Its messages, one per number, are in sms_messages. `clientKey` is the form's
 * own key: a second click of Send answers the batch the first one made.
 */
export const smsBatches = pgTable(
  'sms_batches',
  {
    id: id(),
    source: text('source', { enum: ['custom', 'notice', 'result', 'admission', 'lottery'] })
      .$type<SmsSource>()
      .notNull(),
    sourceId: text('source_id'),
    textEn: text('text_en').notNull().default(''),
    textBn: text('text_bn').notNull().default(''),
    audience: jsonb('audience').$type<SmsAudience>().notNull(),
    ratePoisha: integer('rate_poisha').notNull(),
    clientKey: text('client_key').unique(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_batches_newest_idx').on(t.createdAt)],
);

/**
 * The outbox: one row per number of a batch (modules/sms/outbox.ts). Its id is the
 * reference the gateway is given. `sending` is recorded before the request goes out, so a
 * server stopped mid-request leaves a row that is reconciled, never blindly sent again.
 * `dedupeKey` keeps one message per purpose whatever the number of batches (an absent
 * student's guardian, once a day).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: id(),
    batchId: text('batch_id')
      .notNull()
      .references(() => smsBatches.id, { onDelete: 'cascade' }),
    /** `8801` and 9 digits (src/shared/sms.ts). */
    phone: text('phone').notNull(),
    recipientId: text('recipient_id'),
    recipientName: text('recipient_name').notNull().default(''),
    language: text('language', { enum: ['bn', 'en'] }).notNull(),
    body: text('body').notNull(),
    parts: integer('parts').notNull(),
    status: text('status', { enum: SMS_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    providerId: text('provider_id'),
    failure: text('failure', { enum: SMS_FAILURES }),
    detail: text('detail').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sms_messages_batch_phone_idx').on(t.batchId, t.phone),
    index('sms_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('sms_messages_claimed_idx').on(t.claimedAt),
    index('sms_messages_sent_idx').on(t.sentAt),
  ],
);

/** Numbers whose owner asked for no SMS from the school (a guardian's wish, kept by the office). */
export const smsOptOuts = pgTable('sms_opt_outs', {
  id: id(),
  phone: text('phone').notNull().unique(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

/**
 * The gateway's state every app server shares (one row, id 1): stopped when the gateway
 * said the balance is used up or the account is refused, until an admin resumes; the
 * last balance read. Its row lock also paces sending across servers.
 */
export const smsGateway = pgTable('sms_gateway', {
  id: integer('id').primaryKey().default(1),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  stoppedFailure: text('stopped_failure', { enum: SMS_FAILURES }),
  stoppedDetail: text('stopped_detail').notNull().default(''),
  balancePoisha: integer('balance_poisha'),
  balanceAt: timestamp('balance_at', { withTimezone: true }),
});

/**
 * Class teachers (issues 47 and 48): the teacher an admin names for a class (section '')
 * or for one section of it. A class teacher sends SMS to the class's guardians and takes
 * its attendance. The row goes with the teacher's account.
 */
export const classTeachers = pgTable(
  'class_teachers',
  {
    grade: grade(),
    section: text('section').notNull().default(''),
    teacherId: text('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.grade, t.section] }),
    index('class_teachers_teacher_idx').on(t.teacherId),
  ],
);

/**
 * Daily attendance (issue 48): one row per class (section '' where the class is not
 * split) and school day that has a saved register. The latest save of the day wins, by
 * the phone's time of the save (`savedAt`, never after the server's clock); `saveId`
 * answers a save sent twice as before; `version` tells a phone a save came in between.
 */
export const attendanceRegisters = pgTable(
  'attendance_registers',
  {
    grade: grade(),
    section: text('section').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    savedBy: text('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedByName: text('saved_by_name').notNull().default(''),
    saveId: text('save_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.grade, t.section, t.date] }),
    index('attendance_registers_date_idx').on(t.date),
  ],
);

/**
 * A student's mark for a day, with the class and section they were in that day (a
 * student who changes class mid-month keeps the old class's days). Every student of a
 * saved register has one, present too: a day's marks are the register as saved.
 */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    grade: grade(),
    section: text('section').notNull().default(''),
    mark: text('mark', { enum: ATTENDANCE_MARKS }).notNull(),
    /** Why a student is on leave ('' otherwise). */
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.date] }),
    index('attendance_marks_register_idx').on(t.grade, t.section, t.date),
  ],
);

/** A holiday of the academic calendar: a day or a run of days with no register. */
export const attendanceHolidays = pgTable(
  'attendance_holidays',
  {
    id: id(),
    from: date('from_date', { mode: 'string' }).notNull(),
    to: date('to_date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    nameBn: text('name_bn').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('attendance_holidays_from_idx').on(t.from)],
);

/** The school's attendance settings (one row, id 1): weekly days off and the absence SMS. */
export const attendanceSettings = pgTable('attendance_settings', {
  id: integer('id').primaryKey().default(1),
  /** Days of the week the school is closed, 0 Sunday … 6 Saturday (Friday by default). */
  weeklyOff: jsonb('weekly_off').$type<number[]>().notNull().default([5]),
  absenceSms: boolean('absence_sms').notNull().default(true),
  /** From what time (Bangladesh, HH:MM) a day's absence SMS go: corrections come first. */
  absenceSmsAfter: text('absence_sms_after').notNull().default('11:00'),
});
