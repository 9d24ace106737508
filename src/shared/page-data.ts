import type { InputOf } from './api/endpoint.ts';
import { addressOf } from './api/endpoint.ts';
import { type Endpoints, endpoints } from './api/index.ts';
import {
  type ContentKey,
  EVENTS_PAGE_SIZE,
  NOTICE_BOARD_SIZE,
  NOTICES_PAGE_SIZE,
} from './constants.ts';
import { MESSAGE_CONTENT_KEY } from './message-keys.ts';
import { paths } from './paths.ts';

const content = (key: ContentKey) => endpoints[`content.${key}.get`].path;
const documents = (kind: NonNullable<InputOf<Endpoints['documents.list']>['query']>['kind']) =>
  addressOf(endpoints['documents.list'].path, { query: { kind } });
const notices = (size: number) =>
  addressOf(endpoints['notices.list'].path, { query: { page: 0, size } });
const home = [
  addressOf(endpoints['albums.get'].path, { params: { slug: 'home' } }),
  endpoints['messages.list'].path,
  addressOf(endpoints['events.list'].path, { query: { page: 0, size: EVENTS_PAGE_SIZE } }),
  notices(NOTICE_BOARD_SIZE),
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
  [paths.academicCalendar]: [documents('calendar')],
  [paths.classRoutine]: [documents('routine')],
  [paths.syllabus]: [documents('syllabus')],
  [paths.extraCurricular]: [content('extra-curricular')],
  [paths.teachers]: [endpoints['teachers.list'].path],
  [paths.staff]: [endpoints['staff.list'].path],
  [paths.library]: [content('library')],
  [paths.canteen]: [content('canteen')],
  [paths.guardian]: [content('guardian')],
  [paths.sport]: [content('sports')],
  [paths.prayer]: [content('prayer')],
  [paths.notice]: [notices(NOTICES_PAGE_SIZE)],
  [paths.images]: [endpoints['albums.list'].path],
  [paths.sportGallery]: [addressOf(endpoints['albums.get'].path, { params: { slug: 'sport' } })],
  [paths.video]: [content('videos')],
  [paths.admissionInstruction]: [content('admission-instruction')],
  // Which classes take applications, and the lotteries' lists: drawn with the page.
  [paths.onlineAdmission]: [
    endpoints['admissions.season'].path,
    endpoints['admissions.lotteries'].path,
  ],
  // The exams with published results: the lookup's choices, drawn with the page.
  [paths.result]: [endpoints['results.exams'].path],
  [paths.history]: [content('history')],
  [paths.institution]: [content('institution')],
};
