import { useLocation } from 'react-router';
import type { ImageRef } from '../../../shared/schemas/common.ts';
import { schoolTitle } from '../../../shared/school-title.ts';
import { SHARE_CARD, shareImageOf } from '../../../shared/share-image.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSite } from '../../lib/site.ts';

/** The page's title naming the school (schoolTitle), in the reader's language. */
export function useSchoolTitle(title?: string) {
  const { i18n } = useTranslation();
  return schoolTitle(useSite().data?.school, i18n.language, title);
}

/** Facebook's names of the page's languages. */
const LOCALES: Record<string, string> = { bn: 'bn_BD', en: 'en_GB' };

type Props = {
  /** The page's own title; none for the home page, which is titled by the school's name. */
  title?: string;
  /** What a shared link says under its title (a notice's date and first words). */
  description?: string;
  type?: 'website' | 'article';
  /** The page's own picture (a notice's); else the school's logo, else the drawn card. */
  image?: ImageRef | null;
  /** The picture's words for those who cannot see it (the page's own picture only). */
  imageAlt?: string;
};

/**
 * A public page's head: its <title> (useSchoolTitle) and the Open Graph tags a shared link
 * is shown by on Facebook and messaging apps: the school's name, the page's title and
 * address, its language, and a picture each app can preview (a JPEG or PNG, never WebP:
 * the page's own picture's JPEG, else the school's logo's, else a card drawn with the
 * school's name, share-image.ts). React puts them in the document's head; on the server
 * they are taken into the page's head, their addresses made whole with the site's
 * (entry-server.tsx).
 */
export function PageHead({ title, description, type = 'website', image, imageAlt }: Props) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const site = useSite().data;
  const { title: full, school } = useSchoolTitle(title);
  const own = image ?? site?.logo ?? null;
  const picture = own ? shareImageOf(own) : SHARE_CARD;
  const alt = (image && imageAlt) || school;
  return (
    <>
      <title>{full}</title>
      {school ? <meta property="og:site_name" content={school} /> : null}
      <meta property="og:title" content={title || full} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={pathname} />
      <meta property="og:locale" content={LOCALES[i18n.language] ?? 'en_GB'} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:image" content={picture.url} />
      <meta property="og:image:type" content={own ? 'image/jpeg' : 'image/png'} />
      <meta property="og:image:width" content={String(picture.width)} />
      <meta property="og:image:height" content={String(picture.height)} />
      {alt ? <meta property="og:image:alt" content={alt} /> : null}
    </>
  );
}
