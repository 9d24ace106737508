import { useTranslation } from '../../lib/i18n.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { ContentPage, type ContentViewProps } from './content-page.tsx';
import { RichText } from './rich-text.tsx';
import '../../locales/pages.ts';

export type Facility = 'library' | 'canteen' | 'guardian';

/** A facility's text and, when the school has one, its photo. */
export function FacilityView({
  facility,
  value,
  images,
}: ContentViewProps<Facility> & { facility: Facility }) {
  const { t } = useTranslation();
  const image = value.imageId ? images[value.imageId] : undefined;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <RichText value={value.body} />
      {image ? (
        <ResponsiveImage
          image={image}
          alt={t(`facilities.${facility}.alt`)}
          sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
          priority
          className="h-auto w-full rounded-box"
        />
      ) : null}
    </div>
  );
}

/** An information page of a facility, as the admin wrote it. */
export function FacilityPage({ facility }: { facility: Facility }) {
  const { t } = useTranslation();
  return (
    <ContentPage
      contentKey={facility}
      title={t(`titles.${facility}`)}
      heading={t(`facilities.${facility}.heading`)}
    >
      {(value, images) => <FacilityView facility={facility} value={value} images={images} />}
    </ContentPage>
  );
}
