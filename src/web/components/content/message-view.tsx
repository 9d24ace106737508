import { MapPin } from 'lucide-react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalized } from '../../lib/localized.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import type { ContentViewProps } from './content-page.tsx';
import { RichText } from './rich-text.tsx';

/** A whole message: photo, name, title, place and the text (a message page, and its preview). */
export function MessageView({ value, images }: ContentViewProps<'message-principal'>) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const image = value.imageId ? images[value.imageId] : undefined;
  const name = pick(value.name);
  const title = pick(value.title);
  const location = pick(value.location);
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      {image ? (
        <ResponsiveImage
          image={image}
          alt={t('messages.photoAlt', { name })}
          sizes="250px"
          width={250}
          priority
          className="h-auto w-[250px] shrink-0 self-start rounded-box"
        />
      ) : null}
      <div className="max-w-prose">
        {name ? <h2 className="text-xl font-semibold text-primary">{name}</h2> : null}
        {title ? <p className="mt-1 font-medium">{title}</p> : null}
        {location ? (
          <p className="mt-1 flex items-center gap-2 text-sm">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {location}
          </p>
        ) : null}
        <RichText value={value.body} className="mt-4 space-y-3" />
      </div>
    </div>
  );
}
