import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { Spinner } from './spinner.tsx';

type Props<T> = {
  query: UseQueryResult<T>;
  /** When given and true for the data, `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/** Every list's loading, error-with-Retry and empty states in one place. */
export function QueryState<T>({ query, isEmpty, empty, children }: Props<T>) {
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
