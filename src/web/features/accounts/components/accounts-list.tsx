import type { UseQueryResult } from '@tanstack/react-query';
import type { ProfilesList } from '../../../../shared/schemas/users.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { moved } from '../../../lib/save-order.ts';
import { useSession } from '../../../lib/session.ts';
import type { AccountPowers } from './account-actions.tsx';
import { AccountCard } from './account-card.tsx';

type Props = {
  query: UseQueryResult<ProfilesList>;
  total: (total: string) => string;
  empty: string;
  powers: AccountPowers;
  /** Saves a new order (every id); the cards then get Move earlier / Move later. */
  reorder?: (ids: string[]) => void;
};

/**
 * The students, teachers or admins: the total, then a card each (with what the reader may
 * do to it); loading, empty and error states.
 */
export function AccountsList({ query, total, empty, powers, reorder }: Props) {
  const { i18n } = useTranslation();
  const me = useSession().data?.user?.id;
  return (
    <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={empty}>
      {(data) => {
        const ids = data.items.map((p) => p.id);
        return (
          <>
            <p className="mb-6 text-lg font-semibold">
              {total(formatNumber(data.total, i18n.language))}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {data.items.map((profile, index) => (
                <AccountCard
                  key={profile.id}
                  profile={profile}
                  canReset={powers.reset}
                  powers={powers}
                  self={profile.id === me}
                  move={
                    reorder
                      ? {
                          index,
                          count: ids.length,
                          onMove: (delta) => reorder(moved(ids, index, delta)),
                        }
                      : undefined
                  }
                  priority={index === 0}
                />
              ))}
            </ul>
          </>
        );
      }}
    </QueryState>
  );
}
