import { useId } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { pickOf, type RegisterPick, registerName } from '../lib/registers.ts';

/**
 * The register a screen is about (the Attendance screen's, the month's): a select of the
 * registers the reader takes, each named as the screens name it; its value is pickOf's.
 */
export function RegisterSelect({
  registers,
  value,
  onChange,
}: {
  registers: readonly RegisterPick[];
  value: string;
  onChange: (pick: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <FormField id={id} label={t('attendance.register')}>
      {(aria) => (
        <select
          {...aria}
          className="select min-h-11 w-full"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {registers.map((register) => (
            <option key={pickOf(register)} value={pickOf(register)}>
              {registerName(t, register, i18n.language)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** What a screen says to a teacher who takes no register. */
export function NotClassTeacher() {
  const { t } = useTranslation();
  return (
    <p className="max-w-prose rounded-box border border-base-300 bg-base-100 p-4">
      {t('attendance.notClassTeacher')}
    </p>
  );
}
