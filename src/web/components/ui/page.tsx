import type { ReactNode } from 'react';
import { PageHead } from './page-head.tsx';

type Props = { title: string; heading: ReactNode; children?: ReactNode; intro?: ReactNode };

/** A content page: the document title (naming the school) and share tags, its one <h1>, then the content. */
export function Page({ title, heading, intro, children }: Props) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <PageHead title={title} />
      <h1 className="text-2xl md:text-3xl font-bold text-primary mb-2">{heading}</h1>
      <div aria-hidden="true" className="mb-6 h-1 w-16 rounded bg-neutral" />
      {intro ? <p className="mb-6 max-w-prose">{intro}</p> : null}
      {children}
    </article>
  );
}
