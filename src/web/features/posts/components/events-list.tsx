import { useSearchParams } from 'react-router';
import { EVENTS_PAGE_SIZE } from '../../../../shared/constants.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { eventsPageOf, useEvents } from '../api/get-events.ts';
import { EventCard } from './event-card.tsx';

/**
 * The home page's events: five per page, numbered page buttons (SPEC.md sections 2, 4, 9).
 * The page is in the address (`/?events=2#events`): the buttons are links, which work
 * before the app has the page and without JavaScript, and bring the reader back to the
 * events' heading.
 */
export function EventsList() {
  const { t } = useTranslation();
  const page = eventsPageOf(useSearchParams()[0]);
  const events = useEvents(page, EVENTS_PAGE_SIZE);
  return (
    <section id="events" aria-labelledby="events-heading" className="mt-10 scroll-mt-4">
      <h2 id="events-heading" className="mb-4 text-2xl font-bold text-primary">
        {t('events.heading')}
      </h2>
      <QueryState query={events} isEmpty={(data) => data.total === 0} empty={t('events.empty')}>
        {(data) => (
          <>
            <ul
              aria-busy={events.isPlaceholderData}
              className={`space-y-6 transition-opacity ${events.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data.items.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              pageCount={Math.ceil(data.total / EVENTS_PAGE_SIZE)}
              to={(next) => ({ search: next ? `?events=${next + 1}` : '', hash: '#events' })}
              label={t('events.pagesLabel')}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
