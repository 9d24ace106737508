import { Page } from '../components/ui/page.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { teachersQuery, useTeachers } from '../features/people/api/get-teachers.ts';
import { PersonCard } from '../features/people/components/person-card.tsx';
import { formatDate } from '../lib/format.ts';
import { formatNumber } from '../lib/format-number.ts';
import { useTranslation } from '../lib/i18n.ts';
import { inLanguage } from '../lib/names.ts';
import '../locales/pages.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [teachersQuery];

export default function TeachersRoute() {
  const { t, i18n } = useTranslation();
  const teachers = useTeachers();
  return (
    <Page title={t('titles.teachers')} heading={t('teachers.heading')}>
      <QueryState
        query={teachers}
        isEmpty={(data) => data.items.length === 0}
        empty={t('teachers.empty')}
      >
        {(data) => (
          <>
            <p className="mb-6 text-lg font-semibold">
              {t('teachers.total', { total: formatNumber(data.total, i18n.language) })}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {data.items.map((teacher, index) => {
                // The subject in the reader's language too, else the other (issue 19).
                const subject = inLanguage(teacher.subject, teacher.subjectBn, i18n.language);
                return (
                  <PersonCard
                    key={teacher.id}
                    person={teacher}
                    photoAlt={(name) => t('teachers.photoAlt', { name })}
                    priority={index === 0}
                  >
                    {subject ? (
                      <p className="text-sm">{t('teachers.subject', { value: subject })}</p>
                    ) : null}
                    {teacher.joinDate ? (
                      <p className="text-sm">
                        {t('teachers.joined', {
                          date: formatDate(teacher.joinDate, i18n.language),
                        })}
                      </p>
                    ) : null}
                  </PersonCard>
                );
              })}
            </ul>
          </>
        )}
      </QueryState>
    </Page>
  );
}
