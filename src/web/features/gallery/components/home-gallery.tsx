import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { formatDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAlbum } from '../api/get-album.ts';
import { SLIDE_SIZES, slideAlt, toGalleryItems } from './gallery-items.ts';

const GallerySlider = lazy(() => import('./gallery-slider.tsx'));

/** Stands in for the slider while it loads: the strip of thumbnails and the first photo, same size. */
function Placeholder({ children }: { children?: ReactNode }) {
  return (
    <div className="flex gap-2">
      <div className="home-gallery-placeholder w-[80px] shrink-0 rounded bg-base-200 md:w-[96px]" />
      <div className="home-gallery-placeholder min-w-0 flex-1 overflow-hidden bg-base-200">
        {children}
      </div>
    </div>
  );
}

/**
 * The slider's code (about 12 KB) is not needed to show the first photo: it loads once
 * the page has finished loading and the browser is idle, or at once when the visitor
 * reaches for the gallery.
 */
function useSliderWanted(): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const whenIdle = () => {
      const later = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 300));
      later(() => {
        if (!cancelled) setWanted(true);
      });
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
    };
  }, []);
  return [wanted, () => setWanted(true)];
}

/** The home page's photo gallery, thumbnails on the left (SPEC.md section 2). */
export function HomeGallery() {
  const { t, i18n } = useTranslation();
  const album = useAlbum('home');
  const photo = (index: number) =>
    t('common.photoAlt', { index: formatDigits(index, i18n.language) });
  const [sliderWanted, wantSlider] = useSliderWanted();

  let content: ReactNode;
  if (album.isPending) content = <Placeholder />;
  else if (album.isError)
    content = (
      <ErrorState
        error={album.error}
        onRetry={() => {
          void album.refetch();
        }}
      />
    );
  // No photos yet (a new site): no gallery, rather than an empty frame at the top of the page.
  else if (album.data.items.length === 0) return null;
  else {
    const first = album.data.items[0]!;
    const firstPhoto = (
      <Placeholder>
        <ResponsiveImage
          image={first.image}
          alt={slideAlt(first, 0, photo)}
          sizes={SLIDE_SIZES}
          priority
          className="h-full w-full object-cover"
        />
      </Placeholder>
    );
    content = sliderWanted ? (
      <Suspense fallback={firstPhoto}>
        <GallerySlider items={toGalleryItems(album.data.items, photo)} />
      </Suspense>
    ) : (
      firstPhoto
    );
  }
  return (
    <section
      aria-label={t('home.galleryLabel')}
      className="home-gallery"
      onPointerEnter={wantSlider}
      onFocus={wantSlider}
      onTouchStart={wantSlider}
    >
      {content}
    </section>
  );
}
