import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { NOTICE_BOARD_SIZE } from '../../../../shared/constants.ts';
import { noticePath, paths } from '../../../../shared/paths.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNotices } from '../api/get-notices.ts';
import { noticeTitle } from '../notice-title.ts';

/** The home sidebar's notice board: the three newest notices. */
export function NoticeBoard() {
  const { t, i18n } = useTranslation();
  const notices = useNotices(0, NOTICE_BOARD_SIZE);
  return (
    <section
      aria-labelledby="notice-board-heading"
      className="card border border-base-300 bg-base-100"
    >
      <div className="card-body p-4">
        <h2 id="notice-board-heading" className="card-title text-primary">
          <Megaphone aria-hidden="true" className="size-5" />
          {t('home.noticeBoard')}
        </h2>
        <QueryState
          query={notices}
          isEmpty={(data) => data.items.length === 0}
          empty={t('home.noNotices')}
        >
          {(data) => (
            <ul className="divide-y divide-base-300">
              {data.items.map((notice) => (
                <li key={notice.id} className="py-2">
                  <Link
                    to={noticePath(notice.id)}
                    className="link link-hover font-medium text-secondary"
                  >
                    {noticeTitle(t, notice, i18n.language)}
                  </Link>
                  <p className="text-sm">
                    <time dateTime={notice.date}>{formatDate(notice.date, i18n.language)}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {/* Not while there are none: the list would say the same. */}
        {notices.data?.items.length ? (
          <Link to={paths.notice} className="btn btn-sm btn-primary mt-2 self-start">
            {t('home.allNotices')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
