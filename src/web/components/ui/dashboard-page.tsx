import type { ReactNode } from 'react';

/** A dashboard screen: the document title, its one <h1>, then the content. */
export function DashboardPage({
  title,
  heading,
  children,
}: {
  title: string;
  heading?: string;
  children: ReactNode;
}) {
  return (
    <section>
      <title>{title}</title>
      <h1 className="mb-2 text-2xl font-bold text-primary md:text-3xl">{heading ?? title}</h1>
      <div aria-hidden="true" className="mb-6 h-1 w-16 rounded bg-neutral" />
      {children}
    </section>
  );
}
