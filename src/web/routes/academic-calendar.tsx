import { Page } from '../components/ui/page.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { ResponsiveImage } from '../components/ui/responsive-image.tsx';
import { documentsQuery, useDocuments } from '../features/documents/api/get-documents.ts';
import { documentTitle, documentUpdated } from '../features/documents/components/document-title.ts';
import { FileLinks } from '../features/documents/components/file-links.tsx';
import { useTranslation } from '../lib/i18n.ts';
import '../locales/pages.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [documentsQuery('calendar')];

/**
 * How wide the calendar is drawn: the page's column less its padding (Page: max-w-6xl,
 * px-4), at most max-w-4xl (896 px): 328 px on a 360 px phone, 380 px at 412 px, 896 px
 * from 928 px up.
 */
const CALENDAR_SIZES = '(min-width: 928px) 896px, calc(100vw - 32px)';
const CALENDAR_CLASS = 'h-auto w-full max-w-4xl rounded-box border border-base-300';

export default function AcademicCalendarRoute() {
  const { t, i18n } = useTranslation();
  const documents = useDocuments('calendar');
  return (
    <Page title={t('titles.academicCalendar')} heading={t('documents.calendarHeading')}>
      <QueryState
        query={documents}
        isEmpty={(data) => data.items.length === 0}
        empty={t('documents.calendarEmpty')}
      >
        {(data) => {
          const calendar = data.items[0]!;
          const title = documentTitle(t, calendar, i18n.language);
          return (
            <div className="space-y-4">
              {calendar.image ? (
                <ResponsiveImage
                  image={calendar.image}
                  alt={title}
                  sizes={CALENDAR_SIZES}
                  className={CALENDAR_CLASS}
                  priority
                />
              ) : calendar.mime.startsWith('image/') ? (
                // A picture kept before its copies were made (made at the next start).
                <img
                  src={calendar.url}
                  width={calendar.width ?? undefined}
                  height={calendar.height ?? undefined}
                  alt={title}
                  className={CALENDAR_CLASS}
                  fetchPriority="high"
                />
              ) : (
                <p className="font-semibold">{title}</p>
              )}
              <p className="text-sm">{documentUpdated(t, calendar, i18n.language)}</p>
              <div className="flex flex-wrap gap-2">
                <FileLinks doc={calendar} size="btn-sm" />
              </div>
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}
