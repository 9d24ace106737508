import type { ReactNode } from 'react';

export type FieldAria = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type Props = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Renders the control with its id and the aria attributes that tie the hint and error to it. */
  children: (aria: FieldAria) => ReactNode;
  className?: string;
};

/**
 * A labelled form control with its hint and error, announced through aria-describedby.
 * The label's id is `${id}-label` (a file field's input is named by it and its button).
 */
export function FormField({ id, label, error, hint, children, className }: Props) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
