import { EventsList } from '../features/events/components/events-list.tsx';
import { HomeGallery } from '../features/gallery/components/home-gallery.tsx';
import { HomeChairman } from '../features/messages/components/home-chairman.tsx';
import { SidebarMessages } from '../features/messages/components/sidebar-messages.tsx';
import { NoticeBoard } from '../features/notices/components/notice-board.tsx';
import { Headline } from '../features/site/components/headline.tsx';
import { SidebarLinks } from '../features/site/components/sidebar-links.tsx';
import { useTranslation } from '../lib/i18n.ts';

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
