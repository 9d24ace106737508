import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import type { SchoolMessage } from '../../../../shared/schemas/site.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocalized } from '../../../lib/localized.ts';

/** The home page's chairman card: photo 250 px wide, heading, name and title, location. */
export function ChairmanCard({ message }: { message: SchoolMessage }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const name = pick(message.name);
  const title = pick(message.title);
  const location = pick(message.location);
  return (
    <section
      aria-labelledby="chairman-heading"
      className="card mt-10 border border-base-300 bg-base-100 shadow-sm sm:card-side"
    >
      {message.image ? (
        <figure className="shrink-0 p-4 sm:pr-0">
          <ResponsiveImage
            image={message.image}
            alt={t('messages.photoAlt', { name })}
            sizes="250px"
            width={250}
            className="h-auto w-[250px] rounded-box"
          />
        </figure>
      ) : null}
      <div className="card-body p-4">
        <h2 id="chairman-heading" className="card-title text-xl text-primary">
          {t('messages.chairman')}
        </h2>
        <p>
          <span className="font-semibold">{name}</span>
          {title ? `, ${title}` : null}
        </p>
        {location ? (
          <p className="flex items-center gap-2 text-sm">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {location}
          </p>
        ) : null}
        <div className="card-actions mt-2">
          <Link to={paths.chairmanMessage} className="btn btn-primary btn-sm">
            {t('home.readMessageEllipsis')}
          </Link>
        </div>
      </div>
    </section>
  );
}
