import { Page } from '../components/ui/page.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { ResponsiveImage } from '../components/ui/responsive-image.tsx';
import { useTeachers } from '../features/people/api/get-teachers.ts';
import { formatDate, formatNumber } from '../lib/format.ts';
import { useTranslation } from '../lib/i18n.ts';

const CARD_SIZES = '(min-width: 1024px) 260px, (min-width: 640px) 45vw, 90vw';

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
              {data.items.map((teacher, index) => (
                <li key={teacher.id} className="card border border-base-300 bg-base-100 shadow-sm">
                  {teacher.image ? (
                    <figure>
                      <ResponsiveImage
                        image={teacher.image}
                        alt={t('teachers.photoAlt', { name: teacher.name })}
                        sizes={CARD_SIZES}
                        priority={index < 2}
                        className="aspect-square w-full object-cover"
                      />
                    </figure>
                  ) : null}
                  <div className="card-body gap-1 p-4">
                    <h2 className="card-title text-primary">{teacher.name}</h2>
                    <p>{teacher.designation}</p>
                    {teacher.joinDate ? (
                      <p className="text-sm">
                        {t('teachers.joined', {
                          date: formatDate(teacher.joinDate, i18n.language),
                        })}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </Page>
  );
}
