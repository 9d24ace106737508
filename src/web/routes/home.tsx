import { EVENTS_PAGE_SIZE, NOTICE_BOARD_SIZE } from '../../shared/constants.ts';
import { Headline } from '../components/content/headline.tsx';
import { SidebarLinks } from '../components/content/sidebar-links.tsx';
import { albumQuery } from '../features/gallery/api/get-album.ts';
import { HomeGallery } from '../features/gallery/components/home-gallery.tsx';
import { messagesQuery } from '../features/messages/api/get-messages.ts';
import { HomeChairman } from '../features/messages/components/home-chairman.tsx';
import { SidebarMessages } from '../features/messages/components/sidebar-messages.tsx';
import { eventsQuery } from '../features/posts/api/get-events.ts';
import { noticesQuery } from '../features/posts/api/get-notices.ts';
import { EventsList } from '../features/posts/components/events-list.tsx';
import { NoticeBoard } from '../features/posts/components/notice-board.tsx';
import { useTranslation } from '../lib/i18n.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [
  albumQuery('home'),
  messagesQuery,
  eventsQuery(0, EVENTS_PAGE_SIZE),
  noticesQuery(0, NOTICE_BOARD_SIZE),
];

/** / and /home: gallery, headline, chairman, events; the sidebar one third wide on md+. */
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:flex md:gap-6">
      <title>{t('titles.home')}</title>
      <div className="min-w-0 md:w-2/3">
        <HomeGallery />
        <Headline />
        <HomeChairman />
        <EventsList />
      </div>
      <aside
        aria-label={t('home.sidebarLabel')}
        className="mt-10 min-w-0 space-y-6 md:mt-0 md:w-1/3"
      >
        <NoticeBoard />
        <SidebarMessages />
        <SidebarLinks />
      </aside>
    </div>
  );
}
