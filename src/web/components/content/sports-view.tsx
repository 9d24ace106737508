import { useTranslation } from '../../lib/i18n.ts';
import { useLocalized } from '../../lib/localized.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import type { ContentViewProps } from './content-page.tsx';
import { RichText } from './rich-text.tsx';
import '../../locales/pages.ts';

/** The games the school plays: a card for each, its name and photo. */
export function SportsView({ value, images }: ContentViewProps<'sports'>) {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <>
      <RichText value={value.intro} className="mb-6 max-w-prose space-y-3" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {value.items.map((sport, index) => {
          const image = sport.imageId ? images[sport.imageId] : undefined;
          const name = pick(sport.name);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: sports have no id; their place is their identity
            <li key={index} className="card border border-base-300 bg-base-100 shadow-sm">
              <figure className="aspect-[4/3] bg-base-200">
                {image ? (
                  <ResponsiveImage
                    image={image}
                    alt={t('sport.alt', { sport: name })}
                    sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw"
                    priority={index === 0}
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
    </>
  );
}
