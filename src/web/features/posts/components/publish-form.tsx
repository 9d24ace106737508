import { BadgeCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PostForm } from './post-form.tsx';

/**
 * Add Notice (general) and Add Events: after saving, the form is empty again and a link
 * leads to where the notice or event now appears for everyone.
 */
export function PublishForm({ kind }: { kind: 'notices' | 'events' }) {
  const { t } = useTranslation();
  const [published, setPublished] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  return (
    <>
      {published ? (
        <div
          ref={status}
          role="status"
          tabIndex={-1}
          className="alert alert-success alert-soft mb-6 flex flex-wrap"
        >
          <BadgeCheck aria-hidden="true" className="size-5" />
          <span>{t(`posts.published.${kind}`)}</span>
          <Link to={kind === 'notices' ? paths.notice : paths.root} className="link font-medium">
            {t(`posts.seeIt.${kind}`)}
          </Link>
        </div>
      ) : null}
      <PostForm
        kind={kind}
        onSaved={() => {
          setPublished(true);
          requestAnimationFrame(() => status.current?.focus());
        }}
      />
    </>
  );
}
