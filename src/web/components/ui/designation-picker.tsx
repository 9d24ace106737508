import { useTranslation } from '../../lib/i18n.ts';
import { DESIGNATIONS } from '../../lib/names.ts';
import { FormField } from './form-field.tsx';

type Props = {
  id: string;
  /** The designation now in the form (English): the list shows it when it is one of its own. */
  value: string;
  /** Fills the designation fields in both languages. */
  onPick: (designation: { en: string; bn: string }) => void;
  className?: string;
};

/**
 * A list of the usual designations in both languages (issue 19): choosing one fills the
 * English and the Bangla fields, which stay free to type any other.
 */
export function DesignationPicker({ id, value, onPick, className }: Props) {
  const { t, i18n } = useTranslation();
  const current = DESIGNATIONS.findIndex((d) => d.en === value.trim());
  return (
    <FormField
      id={id}
      label={t('designations.pick')}
      hint={t('designations.hint')}
      className={className}
    >
      {(aria) => (
        <select
          {...aria}
          className="select min-h-11 w-full"
          value={current < 0 ? '' : String(current)}
          onChange={(event) => {
            const chosen = DESIGNATIONS[Number(event.target.value)];
            if (event.target.value !== '' && chosen) onPick(chosen);
          }}
        >
          <option value="">{t('designations.other')}</option>
          {DESIGNATIONS.map((d, index) => (
            <option key={d.en} value={index}>
              {i18n.language === 'bn' ? `${d.bn} (${d.en})` : `${d.en} (${d.bn})`}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
