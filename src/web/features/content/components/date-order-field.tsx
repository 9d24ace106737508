import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { DATE_ORDERS } from '../../../../shared/dates.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useContentErrors } from './content-message.ts';

/**
 * The school's order of a date written in numbers (issue 46): how the admission form, the
 * result lookup and the files of marks read 03/04/2014. Day first, as Bangladesh writes dates,
 * unless the school says otherwise.
 */
export function DateOrderField() {
  const { t } = useTranslation();
  const id = useId();
  const { register } = useFormContext();
  const error = useContentErrors()('dateOrder');
  return (
    <FormField
      id={id}
      label={t('content.fields.dateOrder')}
      hint={t('content.dateOrderHint')}
      error={error}
    >
      {(aria) => (
        <select
          {...aria}
          className={`select w-full md:w-96 ${error ? 'select-error' : ''}`}
          {...register('dateOrder')}
        >
          {DATE_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`content.dateOrders.${order}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
