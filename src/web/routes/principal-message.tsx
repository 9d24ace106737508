import { MessagePage } from '../features/messages/components/message-page.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function PrincipalMessageRoute() {
  const { t } = useTranslation();
  return (
    <MessagePage
      messageKey="principal"
      title={t('titles.principalMessage')}
      heading={t('messages.principal')}
    />
  );
}
