// zod must be told to run without eval before the schema below is built.
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneOff, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { encodeRule } from '../../../../shared/api/rules.ts';
import { smsOptOutInputSchema } from '../../../../shared/schemas/sms.ts';
import { displayBdMobile, normalizeBdMobile } from '../../../../shared/sms.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { FormEnd } from '../../../components/ui/submit-button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { formatDate, localizeDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddSmsOptOut } from '../api/add-sms-opt-out.ts';
import { useSmsOptOuts } from '../api/get-sms-opt-outs.ts';
import { useRemoveSmsOptOut } from '../api/remove-sms-opt-out.ts';

/** The shared input, its number checked here as the server will: a Bangladeshi mobile, however written. */
const optOutFormSchema = smsOptOutInputSchema.extend({
  phone: z.string().refine((phone) => normalizeBdMobile(phone) !== null, {
    error: encodeRule({ name: 'mobile' }),
  }),
});
type FormValues = z.input<typeof optOutFormSchema>;
type FormOutput = z.output<typeof optOutFormSchema>;

/**
 * The numbers that get no SMS (their owners asked): the list, each with Remove (asked
 * first), and a form to add one with a note of who asked.
 */
export function SmsOptOuts() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const optOuts = useSmsOptOuts();
  const remove = useRemoveSmsOptOut();
  return (
    <div className="space-y-6">
      <p className="max-w-prose">{t('sms.optOuts.intro')}</p>
      <OptOutForm />
      <QueryState
        query={optOuts}
        isEmpty={(data) => data.items.length === 0}
        empty={t('sms.optOuts.empty')}
      >
        {(data) => (
          <ul
            aria-label={t('sms.optOuts.label')}
            className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
          >
            {data.items.map((item) => {
              const phone = localizeDigits(displayBdMobile(item.phone), language);
              return (
                <li key={item.id} className="flex flex-wrap items-center gap-3 p-3">
                  <PhoneOff aria-hidden="true" className="size-5 shrink-0 text-error" />
                  <div className="min-w-0 flex-1 basis-48 [overflow-wrap:anywhere]">
                    <p className="font-medium">{phone}</p>
                    {item.note ? <p>{item.note}</p> : null}
                    <p className="text-sm">
                      {t('sms.optOuts.addedOn', { date: formatDate(item.createdAt, language) })}
                    </p>
                  </div>
                  <ConfirmButton
                    label={t('sms.optOuts.remove')}
                    ariaLabel={t('sms.optOuts.removeOf', { phone })}
                    icon={null}
                    className="btn-outline min-h-11"
                    confirmClass="btn-primary"
                    question={t('sms.optOuts.removeQuestion')}
                    cancel={t('sms.optOuts.cancel')}
                    pendingLabel={t('sms.optOuts.removing')}
                    done={t('sms.optOuts.removed')}
                    failed={t('sms.optOuts.removeFailed')}
                    onConfirm={() => remove.mutateAsync(item.id)}
                  >
                    <p className="font-medium">{phone}</p>
                    <p className="mt-2">{t('sms.optOuts.removeBody')}</p>
                  </ConfirmButton>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

/** Add a number: checked beside the field before it is sent; the server's refusal said there too. */
function OptOutForm() {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddSmsOptOut();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(optOutFormSchema),
    defaultValues: { phone: '', note: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await add.mutateAsync({
        phone: normalizeBdMobile(values.phone) ?? values.phone,
        note: values.note,
      });
      reset();
      void notify('success', t('sms.optOuts.added'));
    } catch (error) {
      const field =
        error instanceof ApiError && error.status === 400
          ? error.fields.find((f) => f.field === 'phone')
          : undefined;
      if (field)
        setError('phone', { type: 'server', message: formMessage(field) }, { shouldFocus: true });
      // Already on the list: said at the number.
      else if (error instanceof ApiError && error.status === 409)
        setError(
          'phone',
          { type: 'server', message: errorMessage(t, error) },
          { shouldFocus: true },
        );
      else setFailure(`${t('sms.optOuts.addFailed')} ${errorMessage(t, error)}`);
    }
  });

  const phoneError = validationMessage(t, errors.phone?.message);
  const noteError = validationMessage(t, errors.note?.message);
  return (
    <form noValidate onSubmit={onSubmit} className="grid items-start gap-4 sm:grid-cols-2">
      <FormField
        id={`${id}-phone`}
        label={t('sms.optOuts.phone')}
        hint={t('sms.optOuts.phoneHint')}
        error={phoneError}
      >
        {(aria) => (
          <input
            {...aria}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={40}
            className={`input min-h-11 w-full ${phoneError ? 'input-error' : ''}`}
            {...register('phone')}
          />
        )}
      </FormField>
      <FormField id={`${id}-note`} label={t('sms.optOuts.note')} error={noteError}>
        {(aria) => (
          <input
            {...aria}
            type="text"
            maxLength={200}
            placeholder={t('sms.optOuts.notePlaceholder')}
            className={`input min-h-11 w-full ${noteError ? 'input-error' : ''}`}
            {...register('note')}
          />
        )}
      </FormField>
      <FormEnd
        failure={failure}
        icon={Plus}
        label={t('sms.optOuts.add')}
        sendingLabel={t('sms.optOuts.adding')}
        sending={isSubmitting}
        className="min-h-11"
      />
    </form>
  );
}
