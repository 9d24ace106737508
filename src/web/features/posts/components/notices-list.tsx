import { useSearchParams } from 'react-router';
import { NOTICES_PAGE_SIZE } from '../../../../shared/constants.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { noticesPageOf, useNotices } from '../api/get-notices.ts';
import { NoticeCard } from './notice-card.tsx';

/** All notices, newest first, ten per page: the page is in the address (`?page=2`). */
export function NoticesList() {
  const { t } = useTranslation();
  const page = noticesPageOf(useSearchParams()[0]);
  const notices = useNotices(page, NOTICES_PAGE_SIZE);
  return (
    <QueryState query={notices} isEmpty={(data) => data.total === 0} empty={t('notice.empty')}>
      {(data) => (
        <>
          <ul
            aria-busy={notices.isPlaceholderData}
            className={`space-y-6 transition-opacity ${notices.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.items.map((notice, index) => (
              <li key={notice.id}>
                <NoticeCard notice={notice} priority={index === 0} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={Math.ceil(data.total / NOTICES_PAGE_SIZE)}
            to={(next) => ({ search: next ? `?page=${next + 1}` : '' })}
            label={t('notice.pagesLabel')}
          />
        </>
      )}
    </QueryState>
  );
}
