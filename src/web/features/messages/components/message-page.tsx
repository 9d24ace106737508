import { MapPin } from 'lucide-react';
import type { MessageKey } from '../../../../shared/schemas/site.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useMessages } from '../api/get-messages.ts';

type Props = { messageKey: MessageKey; title: string; heading: string };

/** One of the four message pages: the whole message with photo, name, title and place. */
export function MessagePage({ messageKey, title, heading }: Props) {
  const { t } = useTranslation();
  const messages = useMessages();
  return (
    <Page title={title} heading={heading}>
      <QueryState query={messages}>
        {(data) => {
          const message = data.items.find((m) => m.key === messageKey);
          if (!message) return <EmptyState>{t('messages.missing')}</EmptyState>;
          return (
            <div className="flex flex-col gap-6 md:flex-row">
              {message.image ? (
                <ResponsiveImage
                  image={message.image}
                  alt={t('messages.photoAlt', { name: message.name })}
                  sizes="250px"
                  width={250}
                  priority
                  className="h-auto w-[250px] shrink-0 self-start rounded-box"
                />
              ) : null}
              <div className="max-w-prose">
                <h2 className="text-xl font-semibold text-primary">{message.heading}</h2>
                <p className="mt-1">
                  <span className="font-semibold">{message.name}</span>
                  {message.title ? `, ${message.title}` : null}
                </p>
                <p className="mb-4 flex items-center gap-2 text-sm">
                  <MapPin aria-hidden="true" className="size-4" />
                  {message.location}
                </p>
                {message.body.map((paragraph, i) => (
                  // Paragraphs have no ids; their order is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: static text in fixed order
                  <p key={i} className="mb-3">
                    {paragraph}
                  </p>
                ))}
              </div>
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}
