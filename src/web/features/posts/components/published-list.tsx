import { type ReactNode, useId, useState } from 'react';
import type { ImageRef } from '../../../../shared/schemas/common.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useEvents } from '../api/get-events.ts';
import { useNotices } from '../api/get-notices.ts';
import type { PostOf } from '../api/post-kinds.ts';
import { noticeTitle } from '../notice-title.ts';
import { PostActions } from './post-actions.tsx';

const PAGE_SIZE = 10;

type Kind = 'notices' | 'events';

/**
 * The admin's list of published notices or events (under Add Notice and Add Event), each
 * with Edit and Delete. Same calls and cache as the public pages, so a change shows there too.
 */
export function PublishedList({ kind }: { kind: Kind }) {
  return kind === 'notices' ? <NoticesRows /> : <EventsRows />;
}

function NoticesRows() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useNotices(page, PAGE_SIZE);
  return (
    <Section kind="notices">
      <QueryState query={query} isEmpty={(d) => d.total === 0} empty={t('posts.empty.notices')}>
        {(data) => (
          <Rows
            kind="notices"
            items={data.items.map((notice) => ({
              item: notice,
              name: noticeTitle(t, notice, i18n.language),
            }))}
            page={page}
            pageCount={Math.ceil(data.total / PAGE_SIZE)}
            onPage={setPage}
          />
        )}
      </QueryState>
    </Section>
  );
}

function EventsRows() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useEvents(page, PAGE_SIZE);
  return (
    <Section kind="events">
      <QueryState query={query} isEmpty={(d) => d.total === 0} empty={t('posts.empty.events')}>
        {(data) => (
          <Rows
            kind="events"
            items={data.items.map((event) => ({ item: event, name: event.name }))}
            page={page}
            pageCount={Math.ceil(data.total / PAGE_SIZE)}
            onPage={setPage}
          />
        )}
      </QueryState>
    </Section>
  );
}

function Section({ kind, children }: { kind: Kind; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-4 text-xl font-bold text-primary md:text-2xl">
        {t(`posts.manage.${kind}`)}
      </h2>
      {children}
    </section>
  );
}

type Row<K extends Kind> = { item: PostOf[K] & { image: ImageRef | null }; name: string };

function Rows<K extends Kind>({
  kind,
  items,
  page,
  pageCount,
  onPage,
}: {
  kind: K;
  items: Row<K>[];
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
        {items.map(({ item, name }) => (
          <li key={item.id} className="flex flex-wrap items-center gap-4 p-3">
            <Thumbnail src={item.image?.thumbUrl} />
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-semibold [overflow-wrap:anywhere]">{name}</p>
              <p className="text-sm">
                <time dateTime={item.date}>{formatDate(item.date, i18n.language)}</time>
                {' · '}
                {item.author}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <PostActions kind={kind} item={item} what={name} />
            </div>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <Pager page={page} pageCount={pageCount} onChange={onPage} label={t('posts.pagesLabel')} />
      ) : null}
    </>
  );
}
