import { type HTMLInputTypeAttribute, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useContentErrors } from './content-message.ts';

type Props = {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  /** A count: the form holds a number, not the typed text. */
  number?: boolean;
  hint?: string;
  autoComplete?: string;
  className?: string;
};

/** A text of the site that is the same in both languages: a number, an address, a date. */
export function TextField({
  name,
  label,
  type = 'text',
  number = false,
  hint,
  autoComplete = 'off',
  className,
}: Props) {
  const id = useId();
  const { register } = useFormContext();
  const error = useContentErrors()(name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <input
          {...aria}
          type={number ? 'number' : type}
          min={number ? 0 : undefined}
          inputMode={
            number ? 'numeric' : type === 'tel' ? 'tel' : type === 'url' ? 'url' : undefined
          }
          autoComplete={autoComplete}
          className={`input w-full ${error ? 'input-error' : ''}`}
          {...register(name, number ? { valueAsNumber: true } : undefined)}
        />
      )}
    </FormField>
  );
}
