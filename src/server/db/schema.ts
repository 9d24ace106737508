import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => text('id').primaryKey().default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Every image the site serves; files live in DATA_DIR/uploads as <id>.webp and <id>-<width>.webp. */
export const images = pgTable('images', {
  id: id(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
});

/** One table for students, teachers and admins (PRODUCT.md, "Accounts"). */
export const users = pgTable(
  'users',
  {
    id: id(),
    role: text('role', { enum: ['student', 'teacher', 'admin'] }).notNull(),
    loginId: text('login_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    grade: text('grade'),
    roll: text('roll'),
    designation: text('designation'),
    joinDate: date('join_date'),
    phone: text('phone').notNull().default(''),
    city: text('city').notNull().default(''),
    village: text('village').notNull().default(''),
    bari: text('bari').notNull().default(''),
    ward: text('ward').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
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
    id: id(),
    name: text('name').notNull(),
    eventDate: date('event_date').notNull(),
    author: text('author').notNull(),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('events_newest_idx').on(t.eventDate, t.createdAt)],
);

export const notices = pgTable(
  'notices',
  {
    id: id(),
    title: text('title').notNull().default(''),
    noticeDate: date('notice_date').notNull(),
    author: text('author').notNull(),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('notices_newest_idx').on(t.noticeDate, t.createdAt)],
);

export const staff = pgTable('staff', {
  id: id(),
  name: text('name').notNull(),
  designation: text('designation').notNull(),
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
    kind: text('kind', { enum: ['routine', 'syllabus', 'calendar'] }).notNull(),
    grade: text('grade', { enum: ['vi', 'vii', 'viii', 'ix', 'x'] }),
    title: text('title').notNull(),
    mime: text('mime').notNull(),
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_kind_idx').on(t.kind, t.grade)],
);

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    blogDate: date('blog_date').notNull(),
    author: text('author').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
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
    createdAt: createdAt(),
  },
  (t) => [index('admissions_newest_idx').on(t.createdAt)],
);

/** Editable site content by key: the school's identity, the headline, the four messages, page images. */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signed-in sessions: only the SHA-256 of the cookie's token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const problems = pgTable(
  'problems',
  {
    id: id(),
    problemDate: date('problem_date').notNull(),
    author: text('author').notNull(),
    grade: text('grade', { enum: ['vi', 'vii', 'viii', 'ix', 'x'] }).notNull(),
    roll: text('roll').notNull(),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
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
    id: id(),
    noticeDate: date('notice_date').notNull(),
    author: text('author').notNull(),
    grade: text('grade', { enum: ['vi', 'vii', 'viii', 'ix', 'x'] }).notNull(),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('student_notices_newest_idx').on(t.noticeDate, t.createdAt)],
);

export const suggestions = pgTable(
  'suggestions',
  {
    id: id(),
    suggestionDate: date('suggestion_date').notNull(),
    author: text('author').notNull(),
    grade: text('grade', { enum: ['vi', 'vii', 'viii', 'ix', 'x'] }).notNull(),
    roll: text('roll').notNull(),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
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
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
