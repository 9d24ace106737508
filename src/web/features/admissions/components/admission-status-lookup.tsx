import '../../../locales/public-forms.ts';
// zod must be told to run without eval before the schema below is built.
import '../../../lib/zod-config.ts';

import { Search } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ADMISSION_STATUSES } from '../../../../shared/constants.ts';
import { mobileSchema } from '../../../../shared/schemas/admission-input.ts';
import { builtOnUse } from '../../../../shared/schemas/common.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { HydratedFieldset } from '../../../components/ui/hydrated-fieldset.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/local-date.ts';
import { resolverOnUse } from '../../../lib/resolver-on-use.ts';
import { useAdmissionStatus } from '../api/get-admission-status.ts';

const lookupSchema = builtOnUse(() =>
  z.object({
    // Read out or copied from a phone's message, maybe in small letters.
    reference: z
      .string()
      .trim()
      .min(1, { error: 'This field is required' })
      .max(20)
      .transform((value) => value.toUpperCase()),
    mobile: mobileSchema,
  }),
);
const resolver = resolverOnUse(lookupSchema);
type LookupValues = z.input<ReturnType<typeof lookupSchema>>;
type Lookup = z.output<ReturnType<typeof lookupSchema>>;

const isStatus = (value: string): value is (typeof ADMISSION_STATUSES)[number] =>
  (ADMISSION_STATUSES as readonly string[]).includes(value);

/**
 * 'Check an application': the guardian's reference number and mobile give the
 * application's status (`admissions.status`). The answer prints on its own
 * (styles.css: a page with a .print-receipt prints it, not its forms).
 */
export function AdmissionStatusLookup({
  given,
}: {
  /** An application just sent: its reference and mobile filled in, to check it later. */
  given?: { reference: string; mobile: string } | undefined;
} = {}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const lookup = useAdmissionStatus();
  const answer = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LookupValues, unknown, Lookup>({
    resolver,
    defaultValues: { reference: '', mobile: '' },
  });
  useEffect(() => {
    if (given) reset(given);
  }, [given, reset]);

  const found = lookup.data;
  useEffect(() => {
    if (found || lookup.error) answer.current?.focus();
  }, [found, lookup.error]);

  const onSubmit = handleSubmit((values) => lookup.mutate(values));
  const referenceError = validationMessage(t, errors.reference?.message);
  const mobileError = validationMessage(t, errors.mobile?.message);
  const failure =
    lookup.error instanceof ApiError && lookup.error.status === 404
      ? t('admissionStatus.notFound')
      : lookup.error
        ? `${t('admissionStatus.failed')} ${errorMessage(t, lookup.error)}`
        : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 max-w-3xl">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-primary">
        {t('admissionStatus.heading')}
      </h2>
      <p className="mt-1 mb-4">{t('admissionStatus.intro')}</p>
      <form noValidate onSubmit={onSubmit}>
        <HydratedFieldset className="grid min-w-0 gap-4 md:grid-cols-2">
          <FormField
            id={`${id}-reference`}
            label={t('admissionStatus.reference')}
            error={referenceError}
          >
            {(aria) => (
              <input
                {...aria}
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="ADM-2026-ABC123"
                className={`input w-full ${referenceError ? 'input-error' : ''}`}
                {...register('reference')}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-mobile`}
            label={t('admissionStatus.mobile')}
            error={mobileError}
            hint={t('admission.mobileHint')}
          >
            {(aria) => (
              <input
                {...aria}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                className={`input w-full ${mobileError ? 'input-error' : ''}`}
                {...register('mobile')}
              />
            )}
          </FormField>
          <div className="md:col-span-2">
            <SubmitButton
              icon={Search}
              label={t('admissionStatus.submit')}
              sendingLabel={t('admissionStatus.sending')}
              sending={lookup.isPending}
            />
          </div>
        </HydratedFieldset>
      </form>
      {/* Focused when the answer comes, so it is read out. */}
      <div ref={answer} tabIndex={-1} className="mt-6 focus:outline-none">
        {failure ? (
          <p role="alert" className="alert alert-error alert-soft">
            {failure}
          </p>
        ) : null}
        {found ? (
          <div className="print-receipt card border border-base-300 bg-base-200">
            <div className="card-body">
              <h3 className="card-title text-primary">
                {t('admissionStatus.result', { reference: found.reference })}
              </h3>
              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">{t('admissionStatus.student')}</dt>
                <dd>{found.studentName}</dd>
                <dt className="font-semibold">{t('admissionStatus.grade')}</dt>
                <dd>{t(`grades.${found.grade}`)}</dd>
                <dt className="font-semibold">{t('admissionStatus.submitted')}</dt>
                <dd>
                  <time dateTime={found.submittedAt}>
                    {formatDateTime(found.submittedAt, i18n.language)}
                  </time>
                </dd>
                {found.lottery ? (
                  <>
                    <dt className="font-semibold">{t('admissionStatus.lottery')}</dt>
                    <dd className="font-semibold">
                      {t(`admissionStatus.outcomes.${found.lottery.outcome}`, {
                        position: found.lottery.position ?? 0,
                      })}
                    </dd>
                  </>
                ) : null}
                <dt className="font-semibold">{t('admissionStatus.status')}</dt>
                <dd className="font-semibold">
                  {isStatus(found.status)
                    ? t(`admissionStatus.statuses.${found.status}`)
                    : found.status}
                </dd>
              </dl>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
