import { MessagePage } from '../features/messages/components/message-page.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function TeacherMessageRoute() {
  const { t } = useTranslation();
  return (
    <MessagePage
      messageKey="teacher"
      title={t('titles.teacherMessage')}
      heading={t('messages.teacher')}
    />
  );
}
