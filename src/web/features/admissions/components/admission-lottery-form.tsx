// zod must be told to run without eval before the shared schema below is built.
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { Dices, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type Admission,
  type AdmissionDrawInput,
  admissionDrawInputSchema,
} from '../../../../shared/schemas/admissions.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NumericInput } from '../../../components/ui/numeric-input.tsx';
import { FormEnd } from '../../../components/ui/submit-button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { type AdmissionDraw, useDrawLottery } from '../api/admission-draw.ts';
import { applicantNames } from './admission-card.tsx';

type FormValues = z.input<typeof admissionDrawInputSchema>;
type QuotaField = 'label' | 'seats' | 'references';
/** A field the server may refuse: the hall's numbers, the waiting list, a quota's or the quotas'. */
const SERVER_FIELD = /^(hall|waiting|quotas|quotas\.\d+\.(label|seats|references))$/;

/**
 * The waiting list's length at first: as many as the seats, but no more than the
 * applications left once the seats are filled.
 */
export function defaultWaiting(seats: number, entries: number): number {
  return Math.min(seats, Math.max(entries - seats, 0));
}

function valuesOf(draw: AdmissionDraw | null, seats: number, entries: number): FormValues {
  return {
    hall: draw?.hall ?? '',
    waiting: String(draw ? draw.waiting.length : defaultWaiting(seats, entries)),
    quotas: (draw?.quotas ?? []).map((q) => ({
      label: q.label,
      seats: String(q.seats),
      references: q.references,
    })),
  };
}

type Props = {
  periodId: string;
  seats: number;
  /** The period's valid applications, by reference. */
  applications: Admission[];
  /** The lottery drawn so far (not yet published), whose numbers and quotas the form starts with. */
  draw: AdmissionDraw | null;
};

/**
 * What the admin gives to draw a closed period's lottery (admissionDrawInputSchema): the
 * numbers drawn in the hall before the guardians (the seed is made of them and the period's
 * committed secret, on the server: no one types it), the waiting list's length and the
 * quotas, each with the applicants it covers ticked. Drawn again until published, every
 * draw public.
 */
export function AdmissionLotteryForm({ periodId, seats, applications, draw }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const drawLottery = useDrawLottery(periodId);
  // A refusal that is no one field's (the period published meanwhile, say): said under the button.
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, AdmissionDrawInput>({
    resolver: zodResolver(admissionDrawInputSchema),
    defaultValues: valuesOf(draw, seats, applications.length),
  });
  const quotas = useFieldArray({ control, name: 'quotas' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await drawLottery.mutateAsync(values);
      void notify('success', t('admissionLottery.drawn'));
    } catch (error) {
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter((f) => SERVER_FIELD.test(f.field))
          : [];
      for (const [index, f] of known.entries())
        setError(
          f.field as 'hall',
          { type: 'server', message: formMessage(f) },
          { shouldFocus: index === 0 },
        );
      if (known.length === 0)
        setFailure(`${t('admissionLottery.drawFailed')} ${errorMessage(t, error)}`);
    }
  });

  const message = (text: string | undefined) => validationMessage(t, text);
  const hallError = message(errors.hall?.message);
  const waitingError = message(errors.waiting?.message);
  const quotasError = message(errors.quotas?.root?.message ?? errors.quotas?.message);
  const quotaError = (index: number, name: QuotaField) =>
    message(errors.quotas?.[index]?.[name]?.message);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={`${id}-hall`}
        label={t('admissionLottery.hall')}
        hint={t('admissionLottery.hallHint')}
        error={hallError}
      >
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoComplete="off"
            spellCheck={false}
            className={`input min-h-11 w-full font-mono ${hallError ? 'input-error' : ''}`}
            {...register('hall')}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-waiting`}
        label={t('admissionLottery.waiting')}
        hint={t('admissionLottery.waitingHint')}
        error={waitingError}
      >
        {(aria) => <NumericInput {...aria} className="min-h-11" {...register('waiting')} />}
      </FormField>

      <fieldset className="sm:col-span-2" aria-describedby={`${id}-quotas-hint`}>
        <legend className="text-lg font-semibold">{t('admissionLottery.quotas')}</legend>
        <p id={`${id}-quotas-hint`} className="mb-3 max-w-prose text-sm">
          {t('admissionLottery.quotasHint')}
        </p>
        {quotasError ? (
          <p role="alert" className="mb-3 text-sm text-error">
            {quotasError}
          </p>
        ) : null}
        <ol className="grid gap-4">
          {quotas.fields.map((field, index) => {
            const label = watch(`quotas.${index}.label`);
            const name = t('admissionLottery.quotaOf', { n: index + 1 });
            const labelError = quotaError(index, 'label');
            const seatsError = quotaError(index, 'seats');
            const membersError = quotaError(index, 'references');
            return (
              <li key={field.id} className="rounded-box border border-base-300 p-4">
                <fieldset className="grid gap-4 sm:grid-cols-[1fr_10rem]">
                  <legend className="mb-2 font-semibold">{label || name}</legend>
                  <FormField
                    id={`${id}-quota-${index}-label`}
                    label={t('admissionLottery.quotaLabel')}
                    error={labelError}
                  >
                    {(aria) => (
                      <input
                        {...aria}
                        type="text"
                        autoComplete="off"
                        placeholder={t('admissionLottery.quotaLabelPlaceholder')}
                        className={`input min-h-11 w-full ${labelError ? 'input-error' : ''}`}
                        {...register(`quotas.${index}.label`)}
                      />
                    )}
                  </FormField>
                  <FormField
                    id={`${id}-quota-${index}-seats`}
                    label={t('admissionLottery.quotaSeats')}
                    error={seatsError}
                  >
                    {(aria) => (
                      <NumericInput
                        {...aria}
                        className="min-h-11"
                        {...register(`quotas.${index}.seats`)}
                      />
                    )}
                  </FormField>
                  <Controller
                    control={control}
                    name={`quotas.${index}.references`}
                    render={({ field: members }) => {
                      const ticked = new Set(members.value);
                      const toggle = (reference: string, on: boolean) =>
                        members.onChange(
                          applications
                            .map((a) => a.reference)
                            .filter((r) => (r === reference ? on : ticked.has(r))),
                        );
                      return (
                        <fieldset
                          className="sm:col-span-2"
                          aria-describedby={membersError ? `${id}-quota-${index}-error` : undefined}
                        >
                          <legend className="mb-1 font-medium">
                            {t('admissionLottery.quotaMembers')}{' '}
                            <span className="font-normal">
                              (
                              {t('admissionLottery.quotaMembersCount', {
                                count: members.value.length,
                              })}
                              )
                            </span>
                          </legend>
                          <ul className="max-h-72 overflow-y-auto rounded-box border border-base-300 p-2">
                            {applications.map((admission) => {
                              const { main } = applicantNames(admission, language);
                              return (
                                <li key={admission.reference}>
                                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-1">
                                    <input
                                      type="checkbox"
                                      className="checkbox checkbox-primary"
                                      checked={ticked.has(admission.reference)}
                                      onChange={(event) =>
                                        toggle(admission.reference, event.target.checked)
                                      }
                                      onBlur={members.onBlur}
                                    />
                                    <span className="min-w-0 [overflow-wrap:anywhere]">
                                      <span className="font-mono">{admission.reference}</span>{' '}
                                      {main}
                                    </span>
                                  </label>
                                </li>
                              );
                            })}
                          </ul>
                          {membersError ? (
                            <p
                              id={`${id}-quota-${index}-error`}
                              className="mt-1 text-sm text-error"
                            >
                              {membersError}
                            </p>
                          ) : null}
                        </fieldset>
                      );
                    }}
                  />
                  <div className="sm:col-span-2">
                    <button
                      type="button"
                      className="btn btn-outline btn-error min-h-11"
                      aria-label={t('admissionLottery.removeQuotaOf', { label: label || name })}
                      onClick={() => quotas.remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t('admissionLottery.removeQuota')}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {quotas.fields.length < 10 ? (
          <button
            type="button"
            className="btn btn-outline btn-primary mt-4 min-h-11"
            onClick={() => quotas.append({ label: '', seats: '1', references: [] })}
          >
            <Plus aria-hidden="true" className="size-5" />
            {t('admissionLottery.addQuota')}
          </button>
        ) : null}
      </fieldset>

      <FormEnd
        failure={failure}
        icon={Dices}
        label={t(draw ? 'admissionLottery.drawAgain' : 'admissionLottery.draw')}
        sendingLabel={t('admissionLottery.drawing')}
        sending={isSubmitting}
        className="min-h-11 min-w-40"
      />
    </form>
  );
}
