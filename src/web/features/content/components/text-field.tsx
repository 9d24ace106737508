import { type HTMLInputTypeAttribute, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { latinDigits } from '../../../../shared/digits.ts';
import { FormDateInput } from '../../../components/ui/date-input.tsx';
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

/**
 * A typed count as a number: Bangla or English digits, with or without spaces and commas
 * between groups ('১,২০০'); anything else, an empty field too, is NaN, which the schema
 * refuses ("Enter a number").
 */
export function countOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = latinDigits(String(value ?? '')).replace(/[\s,]/g, '');
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

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
      {(aria) =>
        type === 'date' ? (
          <FormDateInput {...aria} name={name} />
        ) : (
          <input
            {...aria}
            // A count is typed as text: a number input refuses Bangla digits (১২০).
            type={number ? 'text' : type}
            inputMode={
              number ? 'numeric' : type === 'tel' ? 'tel' : type === 'url' ? 'url' : undefined
            }
            autoComplete={autoComplete}
            className={`input w-full ${error ? 'input-error' : ''}`}
            {...register(name, number ? { setValueAs: countOf } : undefined)}
          />
        )
      }
    </FormField>
  );
}
