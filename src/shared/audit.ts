/**
 * What the audit log records, listed once: the server's `audit.record(…)` takes only these
 * actions and entities (modules/audit), the log's filter offers the kinds, and the web app
 * words each of them in English and Bangla (`audit.*` in locales/en-forms.ts, bn-forms.ts;
 * features/audit's test fails on one without words).
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'reset-password',
  /** A list put in a new order (albums, staff) or an album's photos. */
  'reorder',
  /** Photos added to an album; details: { count }. */
  'add-images',
  'remove-image',
  'replace-image',
  /** A photo of an album given a caption (or its caption cleared). */
  'caption-image',
  /** A backup downloaded; the summary is its file's name, if it was a kept one. */
  'download',
  /** An account turned off, or on again. */
  'deactivate',
  'reactivate',
  /**
   * Students added from a CSV file; details: { count }. A class's exam results read in from
   * one (summary: the exam's title); details: { count, added, changed, removed }.
   */
  'import',
  /** An admission period's lottery drawn (again, while not published); the summary is its seed. */
  'draw',
  /** An admission period's lottery, or a class's exam results, published on the site. */
  'publish',
  /** A class's exam results taken off the site (the summary is the exam's title). */
  'withdraw',
  /** The year-end promotion of the whole school; details: { count } (students moved or passed out). */
  'promote',
  /** That promotion undone the same day; details: { count }. */
  'undo-promotion',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds the log can be filtered by, each with the entities (as recorded) it covers. */
export const AUDIT_KINDS = {
  notices: ['notice', 'student-notice'],
  events: ['event'],
  blogs: ['blog'],
  problems: ['problem', 'solution'],
  suggestions: ['suggestion'],
  admissions: ['admission', 'admission-period'],
  content: ['content'],
  staff: ['staff'],
  albums: ['album'],
  documents: ['document'],
  accounts: [
    'class-teacher',
    'student-account',
    'teacher-account',
    'admin-account',
    'student-profile',
    'teacher-profile',
    'admin-profile',
  ],
  backups: ['backup'],
  demo: ['demo'],
  results: ['exam', 'exam-results'],
  /** SMS batches (create, status: cancelled), the gateway resumed (status), the no-SMS list. */
  sms: ['sms-batch', 'sms-gateway', 'sms-opt-out'],
  /** A past day's register changed by an admin; the days off and absence SMS; holidays. */
  attendance: ['attendance-register', 'attendance-settings', 'holiday'],
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;
export const AUDIT_KIND_NAMES = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];
/** What a row is about: 'content' rows name the page's key as their entity id. */
export type AuditEntity = (typeof AUDIT_KINDS)[AuditKind][number];
export const AUDIT_ENTITIES: readonly AuditEntity[] = Object.values(AUDIT_KINDS).flat();

/**
 * What a row may carry besides its summary (a user-written title or name): figures the
 * browser words itself, and for an edit the fields that changed, before and after.
 */
export type AuditDetails = {
  /** add-images: how many photos. */
  count?: number;
  /** exam results read in: rolls new, changed and removed against the saved ones. */
  added?: number;
  changed?: number;
  removed?: number;
  /** exam results: the class. */
  grade?: string;
  /** admission status: the new status. */
  status?: string;
  /** demo delete: what was removed. */
  accounts?: number;
  posts?: number;
  files?: number;
  pages?: number;
  /** update: each changed field's value before and after (texts cut short). */
  changes?: Record<string, { before: unknown; after: unknown }>;
};
