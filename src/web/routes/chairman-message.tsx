import { MessagePage } from '../features/messages/components/message-page.tsx';
import { useTranslation } from '../lib/i18n.ts';

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
