import '../../../locales/public-forms.ts';
// zod must be told to run without eval before the schema below is built.
import '../../../lib/zod-config.ts';

import { Search } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ADMISSION_STATUSES } from '../../../../shared/constants.ts';
import { paths } from '../../../../shared/paths.ts';
import { mobileSchema } from '../../../../shared/schemas/admission-input.ts';
import { builtOnUse } from '../../../../shared/schemas/common.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/local-date.ts';
import {
  refusalOf,
  serverFieldMessages,
  useFormStart,
  useServerAnswer,
} from '../../../lib/page-form.ts';
import { resolverOnUse } from '../../../lib/resolver-on-use.ts';
import { type AdmissionStatus, useAdmissionStatus } from '../api/get-admission-status.ts';

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

/** Where the answer is drawn: a lookup sent without the app's code comes back scrolled to it. */
const ANSWER_ID = 'admission-status-answer';

const isStatus = (value: string): value is (typeof ADMISSION_STATUSES)[number] =>
  (ADMISSION_STATUSES as readonly string[]).includes(value);

/**
 * 'Check an application': the guardian's reference number and mobile give the
 * application's status (`admissions.status`). The answer prints on its own
 * (styles.css: a page with a .print-receipt prints it, not its forms). A real form (GET to
 * the page's own address): sent before the form's code has come, or without JavaScript, the
 * server draws the page with the answer (src/server/plugins/page-forms.ts).
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
  const answered = useServerAnswer<AdmissionStatus>('admission-status');
  const formId = `${id}-form`;
  const { drawn, start } = useFormStart<LookupValues>(
    formId,
    { reference: '', mobile: '' },
    // An application just sent: the server draws it filled in, as the browser fills it.
    answered?.values ?? given,
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<LookupValues, unknown, Lookup>({ resolver, defaultValues: start });
  useEffect(() => {
    if (given) reset(given);
  }, [given, reset]);

  // The server's answer to the lookup sent without the code stands until it is sent again.
  const error = refusalOf(lookup.error, lookup.isIdle ? answered?.error : undefined);
  const found = lookup.data ?? (lookup.isIdle ? answered?.data : undefined);
  const refused = submitCount === 0 ? serverFieldMessages(error) : {};
  useEffect(() => {
    if (lookup.data || lookup.error) answer.current?.focus();
  }, [lookup.data, lookup.error]);

  const onSubmit = handleSubmit((values) => lookup.mutate(values));
  const referenceError = validationMessage(t, errors.reference?.message ?? refused.reference);
  const mobileError = validationMessage(t, errors.mobile?.message ?? refused.mobile);
  const failure =
    !error || error.fields.length > 0
      ? null
      : error.status === 404
        ? t('admissionStatus.notFound')
        : `${t('admissionStatus.failed')} ${errorMessage(t, error)}`;

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 max-w-3xl">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-primary">
        {t('admissionStatus.heading')}
      </h2>
      <p className="mt-1 mb-4">{t('admissionStatus.intro')}</p>
      <form
        id={formId}
        method="get"
        action={`${paths.onlineAdmission}#${ANSWER_ID}`}
        noValidate
        onSubmit={onSubmit}
      >
        <div className="grid min-w-0 gap-4 md:grid-cols-2">
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
                defaultValue={drawn.reference}
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
                defaultValue={drawn.mobile}
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
        </div>
      </form>
      {/* Focused when the answer comes, so it is read out. */}
      <div ref={answer} id={ANSWER_ID} tabIndex={-1} className="mt-6 focus:outline-none">
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
