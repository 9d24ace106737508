import type { ComponentProps } from 'react';

/**
 * A field for a whole number, typed in either language's digits (the shared schemas read
 * both): text with the phone's number pad, rather than type="number". Shown as an error
 * by its own aria-invalid, as FormField sets it.
 */
export function NumericInput({ className = '', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      {...props}
      className={['input w-full', className, props['aria-invalid'] ? 'input-error' : '']
        .filter(Boolean)
        .join(' ')}
    />
  );
}
