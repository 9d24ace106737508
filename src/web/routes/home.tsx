import { EVENTS_PAGE_SIZE, NOTICE_BOARD_SIZE } from '../../shared/constants.ts';
import { schoolTitle } from '../../shared/school-title.ts';
import { Headline } from '../components/content/headline.tsx';
import { SidebarLinks } from '../components/content/sidebar-links.tsx';
import { albumQuery } from '../features/gallery/api/get-album.ts';
import { HomeGallery } from '../features/gallery/components/home-gallery.tsx';
import { messagesQuery } from '../features/messages/api/get-messages.ts';
import { HomeChairman } from '../features/messages/components/home-chairman.tsx';
import { SidebarMessages } from '../features/messages/components/sidebar-messages.tsx';
import { eventsPageOf, eventsQuery } from '../features/posts/api/get-events.ts';
import { noticesQuery } from '../features/posts/api/get-notices.ts';
import { EventsList } from '../features/posts/components/events-list.tsx';
import { NoticeBoard } from '../features/posts/components/notice-board.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { useSite } from '../lib/site.ts';

/**
 * What the page shows first (src/shared/page-data.ts lists the same addresses, for the
 * address without a query): the events' page is the address's (`?events=2`).
 */
export const pageQueries = (search: URLSearchParams) => [
  albumQuery('home'),
  messagesQuery,
  eventsQuery(eventsPageOf(search), EVENTS_PAGE_SIZE),
  noticesQuery(0, NOTICE_BOARD_SIZE),
];

/**
 * / and /home. On a phone one column in the order of the markup: gallery, headline, the
 * sidebar with the notice board first (what most parents come for), then the chairman and
 * the events. From md up two columns, as before: gallery, headline, chairman and events in
 * the left two thirds, the sidebar beside them one third wide over their whole height. The
 * 2fr/1fr columns with the 1.5rem gap have the widths the former flex row had; the last
 * row (1fr) takes whatever the sidebar is taller than the first three, so the left column
 * stays packed at the top.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:grid-rows-[auto_auto_auto_1fr] md:gap-x-6">
      {/* Titled by the school's name and where it is. Its share tags are the server's
          alone (entry-server.tsx: crawlers read the first HTML), so that the first load,
          which carries this page, carries none of their code. */}
      <SchoolTitle />
      <HomeGallery />
      <Headline />
      <aside
        aria-label={t('home.sidebarLabel')}
        className="mt-10 min-w-0 space-y-6 first:mt-0 md:col-start-2 md:row-[1/-1] md:mt-0"
      >
        <NoticeBoard />
        <SidebarMessages />
        <SidebarLinks />
      </aside>
      <HomeChairman />
      <EventsList />
    </div>
  );
}

/** The home page's <title> in the browser: the school's name and where it is. */
function SchoolTitle() {
  const { i18n } = useTranslation();
  return <title>{schoolTitle(useSite().data?.school, i18n.language).title}</title>;
}
