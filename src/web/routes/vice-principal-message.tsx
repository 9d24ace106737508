import { MessagePage } from '../features/messages/components/message-page.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function VicePrincipalMessageRoute() {
  const { t } = useTranslation();
  return (
    <MessagePage
      messageKey="vicePrincipal"
      title={t('titles.vicePrincipalMessage')}
      heading={t('messages.vicePrincipal')}
    />
  );
}
