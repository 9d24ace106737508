import { QueryState } from '../../../components/ui/query-state.tsx';
import { pickText } from '../../../lib/localized.ts';
import { useMessages } from '../api/get-messages.ts';
import { ChairmanCard } from './chairman-card.tsx';

/** The chairman card of the home page, from the same cached messages as the sidebar. */
export function HomeChairman() {
  const messages = useMessages();
  return (
    <QueryState query={messages}>
      {(data) => {
        const chairman = data.items.find((m) => m.key === 'chairman');
        return chairman && pickText(chairman.name, 'en') ? (
          <ChairmanCard message={chairman} />
        ) : null;
      }}
    </QueryState>
  );
}
