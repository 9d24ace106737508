import { Download, ExternalLink, FileText } from 'lucide-react';
import type { NoticeAttachment, NoticePdf } from '../../../../shared/schemas/notices.ts';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { formatDigits } from '../../../lib/format.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';

const KB = 1024;
const MB = 1024 * 1024;

/** A file's size in the reader's digits: whole kilobytes under a megabyte, else megabytes to one decimal. */
export function fileSize(t: TFunction, bytes: number, language: string): string {
  if (bytes < MB)
    return t('notice.kb', { size: formatDigits(Math.max(1, Math.ceil(bytes / KB)), language) });
  return t('notice.mb', { size: formatDigits(Math.round((bytes / MB) * 10) / 10, language) });
}

/**
 * A notice's attachments on its page: its photographed pages as thumbnails in a grid, each
 * opening full size in its own tab (where a phone zooms it), and each PDF as a card with
 * its name, pages and size, Open (the browser's PDF viewer) and Download.
 */
export function NoticeAttachments({
  attachments,
  title,
}: {
  attachments: readonly NoticeAttachment[];
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (attachments.length === 0) return null;
  const pdfs = attachments.flatMap((a) => (a.kind === 'pdf' ? [a.pdf] : []));
  const pictures = attachments.flatMap((a) => (a.kind === 'image' ? [a.image] : []));
  return (
    <section aria-labelledby="notice-attachments" className="mt-8">
      <h2 id="notice-attachments" className="text-xl font-semibold text-primary">
        {t('notice.attachments')}
      </h2>
      {pdfs.length > 0 ? (
        <ul className="mt-3 grid gap-3">
          {pdfs.map((pdf) => (
            <li key={pdf.id}>
              <PdfCard pdf={pdf} />
            </li>
          ))}
        </ul>
      ) : null}
      {pictures.length > 0 ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {pictures.map((image, i) => {
            const alt = t('notice.pageOf', { n: formatDigits(i + 1, language), title });
            return (
              <li key={image.id}>
                <NewTabLink
                  href={image.url}
                  label={t('notice.openPage', { n: formatDigits(i + 1, language) })}
                  className="block overflow-hidden rounded-box border border-base-300 bg-base-200 focus-visible:outline-2"
                >
                  <ResponsiveImage
                    image={image}
                    alt={alt}
                    sizes="(min-width: 800px) 240px, (min-width: 640px) 33vw, 50vw"
                    className="aspect-[3/4] h-auto w-full object-cover"
                  />
                </NewTabLink>
                <p className="mt-1 text-center text-sm">
                  {t('notice.page', { n: formatDigits(i + 1, language) })}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

function PdfCard({ pdf }: { pdf: NoticePdf }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const facts = [
    t('notice.pdf'),
    pdf.pages
      ? t('notice.pages', { count: pdf.pages, n: formatDigits(pdf.pages, language) })
      : null,
    fileSize(t, pdf.bytes, language),
  ].filter(Boolean);
  return (
    <div className="card card-border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body flex-row flex-wrap items-center gap-3 p-4">
        <FileText aria-hidden="true" className="size-10 shrink-0 text-error" />
        <div className="min-w-0 flex-1">
          <p className="font-medium [overflow-wrap:anywhere]">{pdf.name}</p>
          <p className="text-sm">{facts.join(' · ')}</p>
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          <NewTabLink
            href={pdf.url}
            label={`${t('notice.openPdf')}: ${pdf.name}`}
            className="btn btn-primary btn-sm min-h-11 flex-1 sm:flex-none"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('notice.openPdf')}
          </NewTabLink>
          <a
            href={pdf.downloadUrl}
            download
            aria-label={`${t('notice.download')}: ${pdf.name}`}
            className="btn btn-outline btn-sm min-h-11 flex-1 sm:flex-none"
          >
            <Download aria-hidden="true" className="size-4" />
            {t('notice.download')}
          </a>
        </div>
      </div>
    </div>
  );
}
