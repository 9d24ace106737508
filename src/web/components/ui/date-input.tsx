import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { type DateOrder, DEFAULT_DATE_ORDER } from '../../../shared/dates.ts';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useHydrated } from '../../lib/lazy-part.ts';
import { dateValueOf, parseTypedDate, typedDateOf } from '../../lib/typed-date.ts';
import '../../locales/public-forms.ts';
import type { FieldAria } from './form-field.tsx';

type Props = Partial<FieldAria> & {
  /** 'YYYY-MM-DD', '' for none, or the text typed when it is no date (the schema refuses it). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  min?: string;
  max?: string;
  className?: string;
  /** The school's order of a date in numbers (useDateOrder): day first unless it says otherwise. */
  order?: DateOrder;
};

/**
 * A date field in the reader's language. The browser's own date input shows its format
 * and digits in the browser's language ("mm/dd/yyyy" on a Bangla page), and cannot be
 * typed in Bangla digits. This one is typed day first, as dates are written here, in
 * either language's digits ('১২/০৩/২০২৬'), shows the date in words beneath so that a day
 * and a month cannot be swapped unseen, and opens the browser's calendar from its button.
 * It reads what families and Excel write (src/shared/dates.ts: '১৫০৩২০১৪', '12-Feb-14'), in
 * the school's order (`order`), and is outlined in red when its field is in error.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  name,
  min,
  max,
  className = '',
  order = DEFAULT_DATE_ORDER,
  ...aria
}: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(() => typedDateOf(value, language, order));
  // The value this field last gave or showed: another one comes from outside (a reset,
  // the language switched) and is shown as the field writes it.
  const held = useRef(value);
  const shownIn = useRef(language);
  useEffect(() => {
    if (value === held.current && language === shownIn.current) return;
    held.current = value;
    shownIn.current = language;
    setText(typedDateOf(value, language, order));
  }, [value, language, order]);
  const picker = useRef<HTMLInputElement>(null);
  const date = parseTypedDate(text, order);
  // The words come with the code: a form the server drew may have been typed into before
  // its code took it over, and its drawing must stay as the server made it until then.
  const words = useHydrated() ? date : null;
  const change = (next: string) => {
    setText(next);
    held.current = dateValueOf(next, order);
    onChange(held.current);
  };
  const wordsId = aria.id ? `${aria.id}-words` : undefined;
  const describedBy =
    [aria['aria-describedby'], words ? wordsId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <div className="join w-full">
        <input
          {...aria}
          aria-describedby={describedBy}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t(
            order === 'month-first' ? 'dateInput.placeholderMonthFirst' : 'dateInput.placeholder',
          )}
          className={`input join-item w-full ${aria['aria-invalid'] ? 'input-error' : ''} ${className}`}
          value={text}
          onChange={(event) => change(event.target.value)}
          onBlur={() => {
            if (date) setText(typedDateOf(date, language, order));
            onBlur?.();
          }}
        />
        <button
          type="button"
          className="btn join-item"
          title={t('dateInput.calendar')}
          aria-label={t('dateInput.calendar')}
          onClick={() => {
            try {
              picker.current?.showPicker();
            } catch {
              // No calendar in this browser (or not now): the date is typed.
            }
          }}
        >
          <CalendarDays aria-hidden="true" className="size-5" />
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          value={date ?? ''}
          min={min}
          max={max}
          onChange={(event) => change(typedDateOf(event.target.value, language, order))}
        />
      </div>
      {words ? (
        <p id={wordsId} className="mt-1 text-sm">
          {formatDate(words, language)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * DateInput as a field of a react-hook-form form: the form holds 'YYYY-MM-DD' (or the text,
 * which its schema refuses with "Enter a valid date"). `control` is the form's, or the
 * FormProvider's when left out.
 */
export function FormDateInput<T extends FieldValues, C = unknown, V = T>({
  name,
  control,
  order,
  ...aria
}: Partial<FieldAria> & { name: Path<T>; control?: Control<T, C, V>; order?: DateOrder }) {
  const { field } = useController<T, Path<T>, V>({ name, control });
  return (
    <DateInput
      {...aria}
      order={order}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
