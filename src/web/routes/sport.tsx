import { SPORTS } from '../../shared/constants.ts';
import { Page } from '../components/ui/page.tsx';
import { ResponsiveImage } from '../components/ui/responsive-image.tsx';
import { usePageImages } from '../features/site/api/get-page-images.ts';
import { useTranslation } from '../lib/i18n.ts';

/** Six cards: cricket, football, volley ball, tennis, badminton, hockey. */
export default function SportRoute() {
  const { t } = useTranslation();
  const images = usePageImages();
  return (
    <Page title={t('titles.sport')} heading={t('sport.heading')} intro={t('sport.intro')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SPORTS.map((sport, index) => {
          const image = images.data?.sports[sport] ?? null;
          const name = t(`sport.items.${sport}`);
          return (
            <li key={sport} className="card border border-base-300 bg-base-100 shadow-sm">
              <figure className="aspect-[4/3] bg-base-200">
                {image ? (
                  <ResponsiveImage
                    image={image}
                    alt={t('sport.alt', { sport: name })}
                    sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw"
                    priority={index < 2}
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </figure>
              <div className="card-body p-4">
                <h2 className="card-title text-primary">{name}</h2>
              </div>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
