import { EVENTS_PAGE_SIZE, NOTICE_BOARD_SIZE, NOTICES_PAGE_SIZE } from './constants.ts';
import { MESSAGE_CONTENT_KEY } from './message-keys.ts';
import { paths } from './paths.ts';

const content = (key: string) => `/api/content/${key}`;
const home = [
  '/api/albums/home',
  '/api/messages',
  `/api/events?page=0&size=${EVENTS_PAGE_SIZE}`,
  `/api/notices?page=0&size=${NOTICE_BOARD_SIZE}`,
];

/**
 * The public data each page shows first (beyond /api/site and /api/session, which every
 * page needs). The server lists these in the page's HTML as preloads, so they download
 * together with the code rather than after it, and main.tsx waits for them before the
 * first render, so the page paints once, whole. The addresses must be exactly the ones
 * the page's own queries fetch (its module's `pageQueries`; a test compares them): a
 * preload that nothing uses is a wasted download.
 */
export const pageData: Readonly<Record<string, readonly string[]>> = {
  [paths.root]: home,
  [paths.home]: home,
  [paths.chairmanMessage]: [content(MESSAGE_CONTENT_KEY.chairman)],
  [paths.principalMessage]: [content(MESSAGE_CONTENT_KEY.principal)],
  [paths.vicePrincipalMessage]: [content(MESSAGE_CONTENT_KEY.vicePrincipal)],
  [paths.teacherMessage]: [content(MESSAGE_CONTENT_KEY.teacher)],
  [paths.academicHour]: [content('academic-hours')],
  [paths.academicCalendar]: ['/api/documents?kind=calendar'],
  [paths.classRoutine]: ['/api/documents?kind=routine'],
  [paths.syllabus]: ['/api/documents?kind=syllabus'],
  [paths.extraCurricular]: [content('extra-curricular')],
  [paths.teachers]: ['/api/teachers'],
  [paths.staff]: ['/api/staff'],
  [paths.library]: [content('library')],
  [paths.canteen]: [content('canteen')],
  [paths.guardian]: [content('guardian')],
  [paths.sport]: [content('sports')],
  [paths.prayer]: [content('prayer')],
  [paths.notice]: [`/api/notices?page=0&size=${NOTICES_PAGE_SIZE}`],
  [paths.images]: ['/api/albums'],
  [paths.sportGallery]: ['/api/albums/sport'],
  [paths.video]: [content('videos')],
  [paths.admissionInstruction]: [content('admission-instruction')],
  [paths.history]: [content('history')],
  [paths.institution]: [content('institution')],
};
