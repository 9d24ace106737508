import { paths } from '../../../../shared/paths.ts';
import type { MessageKey } from '../../../../shared/schemas/site.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { pickText } from '../../../lib/localized.ts';
import { useMessages } from '../api/get-messages.ts';
import { MessageCard } from './message-card.tsx';

const SIDEBAR: {
  key: MessageKey;
  to: string;
  heading: 'principal' | 'vicePrincipal' | 'teacher';
}[] = [
  { key: 'principal', to: paths.principalMessage, heading: 'principal' },
  { key: 'vicePrincipal', to: paths.vicePrincipalMessage, heading: 'vicePrincipal' },
  { key: 'teacher', to: paths.teacherMessage, heading: 'teacher' },
];

/** Message from Principal, Vice-Principal and Teachers, in that order. */
export function SidebarMessages() {
  const { t } = useTranslation();
  const messages = useMessages();
  return (
    <QueryState query={messages}>
      {(data) =>
        SIDEBAR.map(({ key, to, heading }) => {
          const message = data.items.find((m) => m.key === key);
          // A message not written yet (no name in either language) is left out.
          return message && pickText(message.name, 'en') ? (
            <MessageCard key={key} message={message} heading={t(`messages.${heading}`)} to={to} />
          ) : null;
        })
      }
    </QueryState>
  );
}
