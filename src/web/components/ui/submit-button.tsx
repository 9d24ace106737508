import type { LucideIcon } from 'lucide-react';

/**
 * A form's send button: its label, or the sending label and off while the request is on
 * its way, so a second tap on a slow network sends nothing twice.
 */
export function SubmitButton({
  icon: Icon,
  label,
  sendingLabel,
  sending,
  className = '',
}: {
  icon?: LucideIcon;
  label: string;
  sendingLabel: string;
  sending: boolean;
  className?: string;
}) {
  return (
    <button type="submit" className={`btn btn-primary ${className}`.trim()} disabled={sending}>
      {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
      {sending ? sendingLabel : label}
    </button>
  );
}
