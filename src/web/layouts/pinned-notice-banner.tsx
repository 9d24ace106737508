import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { noticePath } from '../../shared/paths.ts';
import { noticeTitle } from '../features/posts/notice-title.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useSite } from '../lib/site.ts';

/**
 * The urgent notice (a cyclone closure, a changed exam date) on every page, until the day
 * the admin pinned it to: from the site's data every page has already, so it costs the
 * first load no request, and the server draws it into the page's HTML. The server leaves
 * it out once its day has passed.
 */
export function PinnedNoticeBanner() {
  const { t, i18n } = useTranslation();
  const pinned = useSite().data?.pinnedNotice;
  if (!pinned) return null;
  return (
    <aside aria-label={t('notices.urgent')} className="bg-neutral text-primary">
      <Link
        to={noticePath(pinned.id)}
        className="mx-auto flex max-w-6xl gap-2 px-4 py-2 font-semibold"
      >
        <Megaphone aria-hidden="true" className="size-5 shrink-0" />
        {noticeTitle(t, pinned, i18n.language)}
      </Link>
    </aside>
  );
}
