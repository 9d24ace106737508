import { Page } from '../components/ui/page.tsx';
import { useSite } from '../features/site/api/get-site.ts';
import { formatDigits } from '../lib/format.ts';
import { useTranslation } from '../lib/i18n.ts';

export default function HistoryRoute() {
  const { t, i18n } = useTranslation();
  const school = useSite().data?.school;
  const body = t('history.body', { returnObjects: true, name: school?.name ?? '' });
  return (
    <Page title={t('titles.history')} heading={t('history.heading')}>
      {school?.established ? (
        <p className="mb-4 text-lg font-semibold">
          {t('history.established', { year: formatDigits(school.established, i18n.language) })}
        </p>
      ) : null}
      <div className="max-w-prose space-y-3">
        {body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Page>
  );
}
