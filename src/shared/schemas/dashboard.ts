import { z } from 'zod';
import { GRADES } from '../constants.ts';
import { MESSAGE_KEYS } from '../message-keys.ts';
import { SMS_FAILURES } from './sms.ts';

/**
 * The dashboard's first screen (issue 15): what GET /api/dashboard answers, which depends
 * on the signed-in role, and the admin's setup checklist.
 */

/** The setup checklist's steps, in the order a school sets its site up. */
export const SETUP_STEPS = [
  'identity',
  'headline',
  'messages',
  'teachers',
  'staff',
  'notice',
  'event',
  'routines',
  'syllabi',
  'homeGallery',
  'secondAdmin',
  'backup',
] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

/** The parts of the school's identity the identity step asks for. */
export const IDENTITY_PARTS = [
  'name',
  'eiin',
  'schoolCode',
  'address',
  'phone',
  'email',
  'logo',
] as const;
/** The parts of the home page's headline. */
export const HEADLINE_PARTS = ['title', 'body'] as const;

/**
 * What a step still lacks, when it has parts: identity fields, the headline's title or
 * text, the messages not yet written, the classes without a routine or syllabus.
 */
const missingPart = z.enum([...IDENTITY_PARTS, ...HEADLINE_PARTS, ...MESSAGE_KEYS, ...GRADES]);
export type MissingPart = z.infer<typeof missingPart>;

export const setupStepSchema = z.object({
  key: z.enum(SETUP_STEPS),
  done: z.boolean(),
  /** The dashboard screen where the step is done. */
  path: z.string(),
  missing: z.array(missingPart),
});
export type SetupStep = z.infer<typeof setupStepSchema>;

export const checklistSchema = z.object({
  steps: z.array(setupStepSchema),
  /** Every step done. */
  complete: z.boolean(),
  /** An admin hid the finished checklist; it shows again while any step is not done. */
  hidden: z.boolean(),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** PUT /api/dashboard/checklist: hide the finished checklist, or show it again. */
export const checklistInputSchema = z.object({ hidden: z.boolean() });
export type ChecklistInput = z.infer<typeof checklistInputSchema>;

/** One of the reader's recent posts, or one for them: enough for a line that links to its list. */
export const recentItemSchema = z.object({
  id: z.string(),
  subject: z.string(),
  date: z.string(),
  grade: z.enum(GRADES).nullable(),
  /** A problem's number of solutions; null for other posts. */
  answers: z.number().int().nullable(),
});
export type RecentItem = z.infer<typeof recentItemSchema>;

/** The newest few of a list, and how many there are in all. */
export const recentListSchema = z.object({
  total: z.number().int(),
  items: z.array(recentItemSchema),
});
export type RecentList = z.infer<typeof recentListSchema>;

const count = z.number().int();

export const adminDashboardSchema = z.object({
  role: z.literal('admin'),
  attention: z.object({
    newApplications: count,
    unansweredProblems: count,
    backup: z.object({
      /** When the newest good backup started; null when the site has none. */
      lastGoodAt: z.string().nullable(),
      /** Whole days since then. */
      daysSinceGood: count.nullable(),
      /** When the newest backup failed, if the newest one did. */
      failedAt: z.string().nullable(),
    }),
    /** The demo school is still on the site. */
    demoContent: z.boolean(),
    /**
     * SMS sending stopped by the gateway (balance used up, account refused) until an admin
     * resumes it on the SMS screen; null while it sends.
     */
    smsStopped: z
      .object({ at: z.string(), failure: z.enum(SMS_FAILURES), detail: z.string() })
      .nullable(),
  }),
  counts: z.object({ students: count, teachers: count, admins: count }),
  checklist: checklistSchema,
});

export const teacherDashboardSchema = z.object({
  role: z.literal('teacher'),
  /** Problems nobody has answered yet, newest first. */
  unanswered: recentListSchema,
  /** The notices for students this teacher posted. */
  myNotices: recentListSchema,
  /** The suggestions this teacher posted. */
  mySuggestions: recentListSchema,
});

export const studentDashboardSchema = z.object({
  role: z.literal('student'),
  /** The student's class from their profile: the notices and suggestions are for it (all when null). */
  grade: z.enum(GRADES).nullable(),
  myProblems: recentListSchema,
  myBlogs: recentListSchema,
  notices: recentListSchema,
  suggestions: recentListSchema,
});

export const dashboardSchema = z.discriminatedUnion('role', [
  adminDashboardSchema,
  teacherDashboardSchema,
  studentDashboardSchema,
]);
export type Dashboard = z.infer<typeof dashboardSchema>;
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export type TeacherDashboard = z.infer<typeof teacherDashboardSchema>;
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;

/** How many recent items each list shows. */
export const RECENT_ITEMS = 5;
