import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/lazy-part.ts';

/**
 * A public form's fields, off (disabled, greyed) until the browser has taken the server's
 * drawing over (useHydrated, lib/lazy-part.ts). A component of its own: when the fields turn
 * on, React draws this fieldset again, at once and in one task, while the form and its
 * fields, which come to it as the same children, are left as they are. Asked in the form,
 * the whole form (the admission form's twenty fields) was drawn again in that task.
 */
export function HydratedFieldset({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={className}>
      {children}
    </fieldset>
  );
}
