import { Link } from 'react-router';
import type { SchoolMessage } from '../../../../shared/schemas/site.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { paragraphs, useLocalized } from '../../../lib/localized.ts';

const EXCERPT_LENGTH = 160;

function excerpt(body: string): string {
  const text = paragraphs(body).join(' ');
  if (text.length <= EXCERPT_LENGTH) return text;
  return `${text.slice(0, text.lastIndexOf(' ', EXCERPT_LENGTH))} …`;
}

type Props = { message: SchoolMessage; heading: string; to: string };

/** A sidebar message: photo, name, a short excerpt and a 'Read Message' link. */
export function MessageCard({ message, heading, to }: Props) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const name = pick(message.name);
  return (
    <section className="card border border-base-300 bg-base-100">
      <div className="card-body p-4">
        <h2 className="card-title text-primary">{heading}</h2>
        <div className="flex gap-3">
          {message.image ? (
            <ResponsiveImage
              image={message.image}
              alt={t('messages.photoAlt', { name })}
              sizes="96px"
              width={96}
              className="h-auto w-24 shrink-0 self-start rounded-box"
            />
          ) : null}
          <div>
            <p className="font-semibold">{name}</p>
            <p className="text-sm">{pick(message.title)}</p>
          </div>
        </div>
        <p className="text-sm">{excerpt(pick(message.body))}</p>
        <Link to={to} className="link link-secondary font-medium">
          {t('common.readMessage')}
          <span className="sr-only">{t('common.fromWho', { who: name })}</span>
        </Link>
      </div>
    </section>
  );
}
