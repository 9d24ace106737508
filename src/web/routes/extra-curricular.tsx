import { Page } from '../components/ui/page.tsx';
import { useTranslation } from '../lib/i18n.ts';

const ITEMS = ['sports', 'debate', 'science', 'it', 'culture', 'scouts'] as const;

export default function ExtraCurricularRoute() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('titles.extraCurricular')}
      heading={t('extraCurricular.heading')}
      intro={t('extraCurricular.intro')}
    >
      <ul className="list-disc space-y-2 pl-6 max-w-prose">
        {ITEMS.map((item) => (
          <li key={item}>{t(`extraCurricular.items.${item}`)}</li>
        ))}
      </ul>
    </Page>
  );
}
