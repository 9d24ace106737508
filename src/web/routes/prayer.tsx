import { Page } from '../components/ui/page.tsx';
import { ResponsiveImage } from '../components/ui/responsive-image.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { usePageImages } from '../features/site/api/get-page-images.ts';
import { useTranslation } from '../lib/i18n.ts';

export default function PrayerRoute() {
  const { t } = useTranslation();
  const images = usePageImages();
  const image = images.data?.prayer ?? null;
  return (
    <Page title={t('titles.prayer')} heading={t('prayer.heading')} intro={t('prayer.body')}>
      <div className="grid items-start gap-6 md:grid-cols-2">
        {images.isPending ? (
          <Spinner />
        ) : image ? (
          <ResponsiveImage
            image={image}
            alt={t('prayer.alt')}
            sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
            priority
            className="h-auto w-full rounded-box"
          />
        ) : null}
        <figure className="rounded-box border-l-8 border-neutral bg-base-200 p-6">
          <blockquote className="text-xl italic">{t('prayer.verse')}</blockquote>
          <figcaption className="mt-2">{t('prayer.verseSource')}</figcaption>
        </figure>
      </div>
    </Page>
  );
}
