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

/**
 * The end of a form laid out in two columns (from sm up): why the last send failed, if it
 * did, then its send button, each across both columns.
 */
export function FormEnd({
  failure,
  ...button
}: { failure: string | null | undefined } & Parameters<typeof SubmitButton>[0]) {
  return (
    <>
      {failure ? (
        <p role="alert" className="text-error sm:col-span-2">
          {failure}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <SubmitButton {...button} />
      </div>
    </>
  );
}
