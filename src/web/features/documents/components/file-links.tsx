import { Download, Eye } from 'lucide-react';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * View (in a new tab) and Download of a school file: a routine, a syllabus, the calendar.
 * `title` names both for screen readers where the row shows several files; `size` is the
 * buttons' ('btn-sm' in a table, 'min-h-11' as a phone's touch target).
 */
export function FileLinks({
  doc,
  title,
  size,
}: {
  doc: { url: string; downloadUrl: string };
  title?: string;
  size: 'btn-sm' | 'min-h-11';
}) {
  const { t } = useTranslation();
  return (
    <>
      <NewTabLink
        href={doc.url}
        className={`btn btn-secondary ${size}`}
        label={title === undefined ? undefined : t('documents.viewTitle', { title })}
      >
        <Eye aria-hidden="true" className="size-4" />
        {t('common.view')}
      </NewTabLink>
      <a
        href={doc.downloadUrl}
        download
        className={`btn btn-outline btn-primary ${size}`}
        aria-label={title === undefined ? undefined : t('documents.downloadTitle', { title })}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('common.download')}
      </a>
    </>
  );
}
