import type { ReactNode } from 'react';
import type { ImageRef } from '../../../shared/schemas/common.ts';
import type { ContentKey, ContentValue } from '../../../shared/schemas/content.ts';
import { useContent } from '../../lib/content.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../ui/page.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { isContentEmpty } from './content-empty.ts';

/** The images a content value names, by id (the `images` of `content.<key>.get`). */
export type ContentImages = Record<string, ImageRef>;

/** What a page's presentational component takes: the route passes the published value, the dashboard's preview the draft. */
export type ContentViewProps<K extends ContentKey> = {
  value: ContentValue<K>;
  images: ContentImages;
};

type Props<K extends ContentKey> = {
  contentKey: K;
  title: string;
  heading: string;
  /** The page's own component with the published value. */
  children: (value: ContentValue<K>, images: ContentImages) => ReactNode;
  /** Shown after the content, published or not. */
  after?: ReactNode;
};

/** A public page whose texts the admin edits: loading, error with Retry, "not published yet", or the page. */
export function ContentPage<K extends ContentKey>({
  contentKey,
  title,
  heading,
  children,
  after,
}: Props<K>) {
  const { t } = useTranslation();
  const content = useContent(contentKey);
  return (
    <Page title={title} heading={heading}>
      <QueryState
        query={content}
        isEmpty={(data) => isContentEmpty(contentKey, data.value)}
        empty={t('common.pageNotPublished')}
      >
        {(data) => (data.value ? children(data.value, data.images) : null)}
      </QueryState>
      {after}
    </Page>
  );
}
