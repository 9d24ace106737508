import type { ReactNode } from 'react';

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="my-4 rounded-box bg-base-200 p-6 text-center">{children}</p>;
}
