import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

type Props = {
  href: string;
  className?: string;
  /** The link's name when its text is not (an icon, or a short "View"). */
  label?: string;
  /** Another site: it is told nothing of the page the visitor came from. */
  external?: boolean;
  children: ReactNode;
};

/** A link that opens in a new tab and says so to screen readers. */
export function NewTabLink({ href, className, label, external = false, children }: Props) {
  const { t } = useTranslation();
  const newTab = t('common.opensInNewTab');
  return (
    <a
      href={href}
      target="_blank"
      rel={external ? 'noopener noreferrer' : 'noopener'}
      className={className}
      aria-label={label ? `${label} ${newTab}` : undefined}
    >
      {children}
      {label ? null : <span className="sr-only"> {newTab}</span>}
    </a>
  );
}
