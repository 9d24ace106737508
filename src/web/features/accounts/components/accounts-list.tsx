import type { UseQueryResult } from '@tanstack/react-query';
import type { ProfilesList } from '../../../../shared/schemas/users.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { AccountCard } from './account-card.tsx';

type Props = {
  query: UseQueryResult<ProfilesList>;
  total: (total: string) => string;
  empty: string;
  canReset: boolean;
};

/** The students or admins: the total, then a card each; loading, empty and error states. */
export function AccountsList({ query, total, empty, canReset }: Props) {
  const { i18n } = useTranslation();
  return (
    <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={empty}>
      {(data) => (
        <>
          <p className="mb-6 text-lg font-semibold">
            {total(formatNumber(data.total, i18n.language))}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {data.items.map((profile, index) => (
              <AccountCard
                key={profile.id}
                profile={profile}
                canReset={canReset}
                priority={index === 0}
              />
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}
