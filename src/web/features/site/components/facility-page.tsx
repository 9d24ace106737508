import { Page } from '../../../components/ui/page.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePageImages } from '../api/get-page-images.ts';

type Facility = 'library' | 'canteen' | 'guardian';

/** An information page of a facility: its text and, when the school has one, its photo. */
export function FacilityPage({ facility }: { facility: Facility }) {
  const { t } = useTranslation();
  const images = usePageImages();
  const image = images.data?.facilities[facility] ?? null;
  const body = t(`facilities.${facility}.body`, { returnObjects: true });
  return (
    <Page title={t(`titles.${facility}`)} heading={t(`facilities.${facility}.heading`)}>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="max-w-prose space-y-3">
          {body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {images.isPending ? (
          <Spinner />
        ) : image ? (
          <ResponsiveImage
            image={image}
            alt={t(`facilities.${facility}.alt`)}
            sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
            priority
            className="h-auto w-full rounded-box"
          />
        ) : null}
      </div>
    </Page>
  );
}
