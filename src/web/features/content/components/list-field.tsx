import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MoveButtons } from '../../../components/ui/move-buttons.tsx';
import { validationMessage } from '../../../lib/field-message.ts';
import { formatDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorAt } from './content-message.ts';

type Props = {
  /** The path of the array in the form. */
  name: string;
  legend: string;
  /** One item's name with its place: 'Link {{n}}'. */
  itemLabel: (n: string) => string;
  addLabel: string;
  newItem: () => Record<string, unknown>;
  /** The schema's limit: Add is offered up to it. */
  max: number;
  /** An item's fields; `path` is the item's path ("items.2"). */
  children: (path: string) => ReactNode;
};

/** A list the admin orders: each item with Move up, Move down and Remove, and Add at the end. */
export function ListField({ name, legend, itemLabel, addLabel, newItem, max, children }: Props) {
  const { t, i18n } = useTranslation();
  const addButton = useRef<HTMLButtonElement>(null);
  const {
    control,
    formState: { errors },
  } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const listError = errorAt(errors, name);
  const error = validationMessage(t, listError?.message ?? listError?.root?.message);
  const full = fields.length >= max;

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold text-primary">{legend}</legend>
      {fields.length === 0 ? <p>{t('content.listEmpty')}</p> : null}
      <ol className="grid gap-4">
        {fields.map((field, index) => {
          const label = itemLabel(formatDigits(index + 1, i18n.language));
          return (
            <li key={field.id}>
              <fieldset className="grid gap-4 rounded-box border border-base-300 p-4">
                <legend className="px-1 font-semibold">{label}</legend>
                {children(`${name}.${index}`)}
                <div className="flex flex-wrap gap-2">
                  <MoveButtons
                    what={label}
                    index={index}
                    count={fields.length}
                    onMove={(delta) => move(index, index + delta)}
                  />
                  <button
                    type="button"
                    className="btn btn-outline btn-error min-h-11"
                    onClick={() => {
                      remove(index);
                      addButton.current?.focus();
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('content.remove')}
                    <span className="sr-only">: {label}</span>
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {error ? <p className="text-sm text-error">{error}</p> : null}
      <div>
        <button
          ref={addButton}
          type="button"
          className={`btn btn-outline btn-primary ${full ? 'btn-disabled' : ''}`}
          aria-disabled={full || undefined}
          onClick={() => {
            if (!full) append(newItem());
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </button>
        {full ? (
          <p className="mt-1 text-sm">
            {t('content.listFull', { max: formatDigits(max, i18n.language) })}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
