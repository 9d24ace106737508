import '../../../locales/public-forms.ts';
// zod must be told to run without eval before the schema below is built.
import '../../../lib/zod-config.ts';

import { Search } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { GRADES, type Grade } from '../../../../shared/constants.ts';
import { DATE_ORDERS, type DateOrder, DEFAULT_DATE_ORDER } from '../../../../shared/dates.ts';
import { paths } from '../../../../shared/paths.ts';
import { resultLookupQuerySchema } from '../../../../shared/schemas/result-lookup.ts';
import type { PublishedExams } from '../../../../shared/schemas/results.ts';
import { FormDateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NumericInput } from '../../../components/ui/numeric-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useDateOrder } from '../../../lib/date-order.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/lazy-part.ts';
import {
  refusalOf,
  serverFieldMessages,
  useFormStart,
  useServerAnswer,
} from '../../../lib/page-form.ts';
import { resolverOnUse } from '../../../lib/resolver-on-use.ts';
import { type Marksheet as MarksheetData, useResultLookup } from '../api/lookup-result.ts';
import { Marksheet } from './marksheet.tsx';

const FIND_BY = ['dateOfBirth', 'birthRegistration'] as const;
type FindBy = (typeof FIND_BY)[number];

type LookupValues = Omit<z.input<ReturnType<typeof resultLookupQuerySchema>>, 'grade'> & {
  /** '' until a class is chosen (the schema refuses it). */
  grade: Grade | '';
  by: FindBy;
};
type Lookup = z.output<ReturnType<typeof resultLookupQuerySchema>>;

/** The schema reading dates in the school's order (the form's context), built at its first check. */
const lookupResolvers = Object.fromEntries(
  DATE_ORDERS.map((order) => [order, resolverOnUse(() => resultLookupQuerySchema(order))]),
) as unknown as Record<DateOrder, Resolver<LookupValues, unknown, Lookup>>;

/**
 * The shared schema, with its "one of the two is required" shown on the field the reader
 * chose to find by (the schema puts it on the date of birth), and at once with the other
 * fields' messages (the schema checks it only once they are right). The field not chosen
 * is sent empty.
 */
const resolver: Resolver<LookupValues, unknown, Lookup> = async (values, context, options) => {
  const given =
    values.by === 'dateOfBirth'
      ? { ...values, birthRegistration: '' }
      : { ...values, dateOfBirth: '' };
  const order = (context as { order?: DateOrder } | undefined)?.order ?? DEFAULT_DATE_ORDER;
  const checked = await lookupResolvers[order](given, context, options);
  const field = values.by;
  // Given, or nothing else wrong: the schema's own answer.
  if ((given[field] ?? '').trim() !== '' || Object.keys(checked.errors).length === 0)
    return checked;
  const { dateOfBirth: _d, birthRegistration: _b, ...others } = checked.errors;
  return {
    values: {},
    errors: { ...others, [field]: { type: 'required', message: 'This field is required' } },
  };
};

/** Where the answer is drawn: a form sent without the app's code comes back scrolled to it. */
const ANSWER_ID = 'result-answer';

/**
 * Find a result (issue 21): the exam and class among those published, the roll, and the
 * date of birth or the birth registration number, in either language's digits; the
 * marksheet appears below and is focused, so it is scrolled to and read out. A wrong date
 * answers as no match at all: the message never says which field was wrong.
 *
 * A real form (GET to the page's own address): sent before the form's code has come, or
 * without JavaScript, the server draws the page with the marksheet or the form's errors
 * (src/server/plugins/page-forms.ts), and the form takes that drawing over as it is.
 */
export function ResultLookup({ exams }: { exams: PublishedExams }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const lookup = useResultLookup();
  const answer = useRef<HTMLDivElement>(null);
  const order = useDateOrder();
  const hydrated = useHydrated();
  const answered = useServerAnswer<MarksheetData>('result-lookup');
  const formId = `${id}-form`;
  const { drawn, start } = useFormStart<LookupValues>(
    formId,
    {
      // The newest exam first: the one most families come for.
      exam: exams[0]?.id ?? '',
      grade: '',
      roll: '',
      dateOfBirth: '',
      birthRegistration: '',
      by: 'dateOfBirth',
    },
    answered?.values,
  );
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    clearErrors,
    formState: { errors, submitCount },
  } = useForm<LookupValues, unknown, Lookup>({
    resolver,
    context: { order },
    defaultValues: start,
  });
  const [examId, by] = useWatch({ control, name: ['exam', 'by'] });
  // Until the form is taken over, as the server drew it: every class an exam has results
  // for (a browser without the code sends any), and both ways to find a result (styles.css
  // hides the one not chosen).
  const grades = hydrated
    ? (exams.find((e) => e.id === examId)?.grades ?? [])
    : GRADES.filter((grade) => exams.some((exam) => exam.grades.includes(grade)));
  useEffect(() => {
    // A class the newly chosen exam has no results for is no choice.
    const grade = getValues('grade');
    if (grade && !grades.includes(grade)) setValue('grade', '');
  }, [grades, getValues, setValue]);

  // The server's answer to the form sent without the code stands until the form is sent again.
  const error = refusalOf(lookup.error, lookup.isIdle ? answered?.error : undefined);
  const found = lookup.data ?? (lookup.isIdle ? answered?.data : undefined);
  const refused = submitCount === 0 ? serverFieldMessages(error) : {};
  useEffect(() => {
    if (!lookup.data && !lookup.error) return;
    answer.current?.focus({ preventScroll: true });
    answer.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [lookup.data, lookup.error]);

  const onSubmit = handleSubmit((values) => lookup.mutate(values));
  const message = (field: keyof LookupValues) =>
    validationMessage(t, (errors[field]?.message as string | undefined) ?? refused[field]);
  const failure =
    !error || error.fields.length > 0
      ? null
      : error.status === 404
        ? t('result.notFound')
        : error.status === 429
          ? // Too many tries of this roll (its own wait, in minutes), else of this address.
            error.details.reason
            ? errorMessage(t, error)
            : t('result.rateLimited')
          : error.status === 0
            ? t('result.offline')
            : `${t('result.failed')} ${errorMessage(t, error)}`;
  const examError = message('exam');
  const gradeError = message('grade');
  const rollError = message('roll');
  const dateError = message('dateOfBirth');
  const registrationError = message('birthRegistration');

  return (
    <section aria-labelledby={`${id}-heading`} className="result-lookup">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-primary">
        {t('result.formHeading')}
      </h2>
      <form
        id={formId}
        method="get"
        action={`${paths.result}#${ANSWER_ID}`}
        noValidate
        onSubmit={onSubmit}
      >
        <div className="mt-4 grid min-w-0 max-w-3xl gap-4 md:grid-cols-2">
          <FormField id={`${id}-exam`} label={t('result.exam')} error={examError}>
            {(aria) => (
              <select
                {...aria}
                className={`select w-full ${examError ? 'select-error' : ''}`}
                // Drawn by the server as the form starts (react-hook-form sets it in the browser).
                defaultValue={drawn.exam}
                {...register('exam')}
              >
                <option value="">{t('result.chooseExam')}</option>
                {exams.map((exam) => (
                  <option key={exam.id} value={exam.id}>
                    {language === 'bn' ? exam.titleBn || exam.title : exam.title}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={`${id}-grade`} label={t('result.grade')} error={gradeError}>
            {(aria) => (
              <select
                {...aria}
                className={`select w-full ${gradeError ? 'select-error' : ''}`}
                defaultValue={drawn.grade}
                {...register('grade')}
              >
                <option value="">{t('result.chooseGrade')}</option>
                {grades.map((grade) => (
                  <option key={grade} value={grade}>
                    {t(`grades.${grade}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={`${id}-roll`} label={t('result.roll')} error={rollError}>
            {(aria) => <NumericInput {...aria} defaultValue={drawn.roll} {...register('roll')} />}
          </FormField>
          <fieldset className="md:col-span-2">
            <legend className="mb-1 font-medium">{t('result.findBy')}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {FIND_BY.map((option) => (
                <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    value={option}
                    defaultChecked={option === drawn.by}
                    className="radio radio-primary radio-sm"
                    {...register('by', {
                      onChange: () => {
                        // The other way's value is not sent, nor its message kept.
                        setValue(
                          option === 'dateOfBirth' ? 'birthRegistration' : 'dateOfBirth',
                          '',
                        );
                        clearErrors(['dateOfBirth', 'birthRegistration']);
                      },
                    })}
                  />
                  {t(
                    option === 'dateOfBirth'
                      ? 'result.byDateOfBirth'
                      : 'result.byBirthRegistration',
                  )}
                </label>
              ))}
            </div>
          </fieldset>
          {!hydrated || by === 'birthRegistration' ? (
            <div className="by-birthRegistration">
              <FormField
                id={`${id}-registration`}
                label={t('result.birthRegistration')}
                hint={t('result.birthRegistrationHint')}
                error={registrationError}
              >
                {(aria) => (
                  <NumericInput
                    {...aria}
                    defaultValue={drawn.birthRegistration}
                    {...register('birthRegistration')}
                  />
                )}
              </FormField>
            </div>
          ) : null}
          {!hydrated || by !== 'birthRegistration' ? (
            <div className="by-dateOfBirth">
              <FormField
                id={`${id}-birth`}
                label={t('result.dateOfBirth')}
                hint={t(order === 'month-first' ? 'dateInput.hintMonthFirst' : 'dateInput.hint')}
                error={dateError}
              >
                {(aria) => (
                  <FormDateInput<LookupValues, unknown, Lookup>
                    {...aria}
                    name="dateOfBirth"
                    control={control}
                    order={order}
                  />
                )}
              </FormField>
            </div>
          ) : null}
          <div className="md:col-span-2">
            <SubmitButton
              icon={Search}
              label={t('result.submit')}
              sendingLabel={t('result.sending')}
              sending={lookup.isPending}
            />
          </div>
        </div>
      </form>
      {/* Focused when the answer comes, so it is read out. */}
      <div
        ref={answer}
        id={ANSWER_ID}
        tabIndex={-1}
        className="mt-6 scroll-mt-4 focus:outline-none"
      >
        {failure ? (
          <p role="alert" className="alert alert-error alert-soft max-w-3xl">
            {failure}
          </p>
        ) : null}
        {found && !error ? <Marksheet {...found} /> : null}
      </div>
    </section>
  );
}
