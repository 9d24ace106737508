/** Business constants of SPEC.md section 9 and PRODUCT.md. */
export const EVENTS_PAGE_SIZE = 5;
export const NOTICES_PAGE_SIZE = 10;
/** The home page's notice board: the newest few. */
export const NOTICE_BOARD_SIZE = 3;
/** A notice's written text, at most: a long circular fits, a pasted book does not. */
export const NOTICE_BODY_MAX = 10_000;
/** A notice carries at most this many attachments (PDFs and photographed pages together). */
export const NOTICE_ATTACHMENTS_MAX = 10;
export const MAX_PAGE_SIZE = 50;

export const GRADES = ['vi', 'vii', 'viii', 'ix', 'x'] as const;
export type Grade = (typeof GRADES)[number];
/** Whether a value (an address's, a file's) is one of the classes. */
export const isGrade = (value: string | null | undefined): value is Grade =>
  (GRADES as readonly string[]).includes(value ?? '');

export const ROLES = ['student', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ADMISSION_STATUSES = ['new', 'contacted', 'admitted', 'rejected'] as const;

export const DOCUMENT_KINDS = ['routine', 'syllabus'] as const;

export const TOAST = {
  autoClose: 5000,
  position: 'top-right',
  draggablePercent: 80,
} as const;

export const GALLERY = {
  slideDuration: 450,
  slideInterval: 3000,
  thumbnailPosition: 'left',
  homeEntries: 9,
} as const;

export const SPORTS = [
  'cricket',
  'football',
  'volleyball',
  'tennis',
  'badminton',
  'hockey',
] as const;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Image uploads per account: at most `perHour` an hour (counted per account, not per
 * address: a class shares one address in the computer room), and at most `storedBytes`
 * of stored images (all sizes of each) that the account uploaded and that are still kept.
 * A student keeps a photo and a few problem pictures; teachers post notices and
 * suggestions; admins upload whole albums.
 */
export const UPLOAD_LIMITS = {
  student: { perHour: 60, storedBytes: 20 * 1024 * 1024 },
  teacher: { perHour: 60, storedBytes: 200 * 1024 * 1024 },
  admin: { perHour: 300, storedBytes: 2 * 1024 * 1024 * 1024 },
} as const satisfies Record<Role, { perHour: number; storedBytes: number }>;
/**
 * The widths (px) of the WebP copies kept of every picture: the whole picture at most
 * `large` wide, and narrower copies the browser chooses among (srcset). `phone` is what a
 * phone's picture across the screen needs: 328 to 380 CSS px at 1.75 or 2 device pixels
 * each, 656 to 665 pixels, a fifth fewer bytes than the 800 px copy.
 */
export const IMAGE_WIDTHS = { thumb: 240, phone: 720, medium: 800, large: 1600 } as const;

/** The keys of the site's editable content (src/shared/schemas/content.ts gives each its shape). */
export const CONTENT_KEYS = [
  'school',
  'headline',
  'message-chairman',
  'message-principal',
  'message-vice-principal',
  'message-teacher',
  'history',
  'extra-curricular',
  'library',
  'canteen',
  'guardian',
  'prayer',
  'sports',
  'admission-instruction',
  'explore-links',
  'useful-links',
  'recent-activities',
  'videos',
  'academic-hours',
  'institution',
] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

/**
 * The school's time zone (Bangladesh: UTC+6, no daylight saving). The server's clock may
 * be set to anything; the daily backup's BACKUP_TIME and the day it belongs to are read here.
 */
export const SCHOOL_TIME_ZONE = 'Asia/Dhaka';
