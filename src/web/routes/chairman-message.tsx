import { MESSAGE_CONTENT_KEY } from '../../shared/message-keys.ts';
import { MessagePage } from '../features/messages/components/message-page.tsx';
import { contentQuery } from '../lib/content.ts';
import { useTranslation } from '../lib/i18n.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [contentQuery(MESSAGE_CONTENT_KEY.chairman)];

export default function ChairmanMessageRoute() {
  const { t } = useTranslation();
  return (
    <MessagePage
      messageKey="chairman"
      title={t('titles.chairmanMessage')}
      heading={t('messages.chairman')}
    />
  );
}
