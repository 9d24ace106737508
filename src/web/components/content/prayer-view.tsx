import { useTranslation } from '../../lib/i18n.ts';
import { useLocalized } from '../../lib/localized.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import type { ContentViewProps } from './content-page.tsx';
import { RichText } from './rich-text.tsx';
import '../../locales/pages.ts';

/** The prayer room: the text, its photo and a verse with its source. */
export function PrayerView({ value, images }: ContentViewProps<'prayer'>) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const image = value.imageId ? images[value.imageId] : undefined;
  const verse = pick(value.verse);
  const source = pick(value.verseSource);
  return (
    <>
      <RichText value={value.body} className="mb-6 max-w-prose space-y-3" />
      <div className="grid items-start gap-6 md:grid-cols-2">
        {image ? (
          <ResponsiveImage
            image={image}
            alt={t('prayer.alt')}
            sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
            priority
            className="h-auto w-full rounded-box"
          />
        ) : null}
        {verse ? (
          <figure className="rounded-box border-l-8 border-neutral bg-base-200 p-6">
            <blockquote className="whitespace-pre-line text-xl italic">{verse}</blockquote>
            {source ? <figcaption className="mt-2">{source}</figcaption> : null}
          </figure>
        ) : null}
      </div>
    </>
  );
}
