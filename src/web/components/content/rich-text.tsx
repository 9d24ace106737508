import type { Localized } from '../../../shared/schemas/content.ts';
import { linkParts, paragraphs, useLocalized } from '../../lib/localized.ts';

/** A long text of the site's content: paragraphs, with web addresses as links. */
export function RichText({
  value,
  className,
}: {
  value: Localized | null | undefined;
  className?: string;
}) {
  const pick = useLocalized();
  return <TextParagraphs text={pick(value)} className={className} />;
}

/**
 * A plain text written with paragraphs (apart by a blank line) and line breaks, as the
 * site keeps its long texts (a page's, a notice's words): paragraphs, with web addresses
 * as links.
 */
export function TextParagraphs({
  text,
  className = 'max-w-prose space-y-3',
}: {
  text: string | null | undefined;
  className?: string | undefined;
}) {
  if (!text) return null;
  return (
    <div className={className}>
      {paragraphs(text).map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
        <p key={i} className="whitespace-pre-line">
          {linkParts(p).map((part, j) =>
            part.href ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts of one paragraph, in order
              <a key={j} href={part.href} className="link break-all" rel="noopener noreferrer">
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}
