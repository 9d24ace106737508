import { ListChecks, Send } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { GRADES } from '../../../../shared/constants.ts';
import type { SmsPreview, SmsPreviewInput } from '../../../../shared/schemas/sms.ts';
import { SMS_TEXT_MAX } from '../../../../shared/sms.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { newClientKey } from '../../../lib/client-key.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDate, localizeDigits } from '../../../lib/format.ts';
import { type TranslationKey, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useAdmissionPeriods } from '../api/get-audience-sources.ts';
import { usePreviewSms } from '../api/preview-sms.ts';
import { useSendSms } from '../api/send-sms.ts';
import {
  ADMISSION_TEMPLATES,
  AUDIENCE_CHOICES,
  type ClassOption,
  type ComposerField,
  type ComposerValues,
  composerResolver,
  emptyComposer,
  pickOf,
  previewInputOf,
  TEACHER_AUDIENCES,
  writesText,
} from '../lib/compose.ts';
import { PersonPicker } from './person-picker.tsx';
import { SmsCounter } from './sms-counter.tsx';
import { canSend, SmsPreviewPanel } from './sms-preview.tsx';
import { StartFrom } from './start-from.tsx';

/** A preview, or a refusal, of exactly the inputs written as `signature`. */
type Checked = { signature: string; input: SmsPreviewInput; preview: SmsPreview };
type Failed = { signature: string; error: unknown };

/**
 * Write a message and send it (issue 47): who gets it, its words (or an admission
 * template for applicants), Check, then Send. Send is ready only while the preview on
 * screen is of the inputs as they are: any change hides it. Each composed message has its
 * own key (clientKey), kept through retries, so a double click or a retry after a failed
 * request never makes two batches; a sent message's key is not used again.
 *
 * With `mine` (a class teacher, without manage:sms): only the guardians of those classes,
 * or one student of them, in the office's own words or a notice's (the server refuses the
 * rest).
 */
export function SmsComposer({ mine }: { mine?: readonly ClassOption[] } = {}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const choices = mine ? TEACHER_AUDIENCES : AUDIENCE_CHOICES;
  // A teacher of one class writes to it: ticked from the start.
  const newMessage = () => {
    const empty = emptyComposer(choices[0]);
    return mine?.length === 1 ? { ...empty, picks: [pickOf(mine[0]!)] } : empty;
  };
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<ComposerValues, unknown, SmsPreviewInput>({
    resolver: composerResolver,
    defaultValues: newMessage(),
  });
  const values = watch();
  const signature = JSON.stringify(previewInputOf(values));
  const check = usePreviewSms();
  const send = useSendSms();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [checkFailed, setCheckFailed] = useState<Failed | null>(null);
  const [sendFailed, setSendFailed] = useState<Failed | null>(null);
  const key = useRef<{ signature: string; key: string } | null>(null);
  const fresh = checked?.signature === signature ? checked : null;
  const periods = useAdmissionPeriods(values.audience === 'applicants');
  const errorOf = (name: ComposerField) => {
    const message = errors[name]?.message;
    return message ? t(message as TranslationKey) : undefined;
  };
  // The fields whose problems depend on the audience are checked again when it changes.
  const audienceDeps: ComposerField[] = ['grades', 'picks', 'person', 'periodId', 'textEn'];

  const onCheck = handleSubmit(async (input) => {
    const asked = JSON.stringify(input);
    setCheckFailed(null);
    try {
      setChecked({ signature: asked, input, preview: await check.mutateAsync(input) });
    } catch (error) {
      setCheckFailed({ signature: asked, error });
    }
  });

  const onSend = async () => {
    if (!fresh) return;
    // The same message keeps its key, whatever happened to its last request.
    if (key.current?.signature !== fresh.signature)
      key.current = { signature: fresh.signature, key: newClientKey() };
    setSendFailed(null);
    try {
      await send.mutateAsync({ ...fresh.input, clientKey: key.current.key });
      key.current = null;
      setChecked(null);
      reset(newMessage());
      void notify('success', t('sms.preview.sent'));
    } catch (error) {
      setSendFailed({ signature: fresh.signature, error });
    }
  };

  const textError = errorOf('textEn');
  const gradesError = errorOf('grades');
  const picksError = errorOf('picks');
  const periodError = errorOf('periodId');
  const ready = fresh !== null && canSend(fresh.preview);

  return (
    <form noValidate onSubmit={onCheck} className="space-y-6">
      <fieldset>
        <legend className="mb-2 font-medium">{t('sms.compose.audience')}</legend>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {choices.map((choice) => (
            <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                className="radio radio-primary"
                value={choice}
                {...register('audience', { deps: audienceDeps })}
              />
              {t(`sms.compose.audiences.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {values.audience === 'classes' ? (
        <fieldset aria-describedby={`${id}-grades-hint${gradesError ? ` ${id}-grades-error` : ''}`}>
          <legend className="mb-2 font-medium">{t('sms.compose.classes')}</legend>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {GRADES.map((grade) => {
              const name = t(`grades.${grade}`);
              const ticked = values.grades.includes(grade);
              return (
                <li
                  key={grade}
                  className="flex flex-wrap items-center gap-2 rounded-box border border-base-300 px-3 py-1"
                >
                  <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      className="checkbox checkbox-primary"
                      value={grade}
                      aria-invalid={gradesError ? true : undefined}
                      {...register('grades')}
                    />
                    {t('sms.compose.classOf', { grade: name })}
                  </label>
                  {ticked ? (
                    <input
                      type="text"
                      className="input min-h-11 w-24"
                      maxLength={10}
                      aria-label={t('sms.compose.sectionOf', { grade: name })}
                      {...register(`sections.${grade}`)}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
          <p id={`${id}-grades-hint`} className="mt-1 text-sm">
            {t('sms.compose.sectionHint')}
          </p>
          {gradesError ? (
            <p id={`${id}-grades-error`} className="mt-1 text-sm text-error">
              {gradesError}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      {mine && values.audience === 'mine' ? (
        <fieldset aria-describedby={picksError ? `${id}-picks-error` : undefined}>
          <legend className="mb-2 font-medium">{t('sms.compose.myClasses')}</legend>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {mine.map((option) => {
              const pick = pickOf(option);
              const name = t(`grades.${option.grade}`);
              const whole = option.section === '';
              return (
                <li
                  key={pick}
                  className="flex flex-wrap items-center gap-2 rounded-box border border-base-300 px-3 py-1"
                >
                  <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      className="checkbox checkbox-primary"
                      value={pick}
                      aria-invalid={picksError ? true : undefined}
                      {...register('picks')}
                    />
                    {whole
                      ? t('sms.compose.classOf', { grade: name })
                      : t('sms.compose.sectionClassOf', {
                          grade: name,
                          section: localizeDigits(option.section, i18n.language),
                        })}
                  </label>
                  {whole && values.picks.includes(pick) ? (
                    <input
                      type="text"
                      className="input min-h-11 w-24"
                      maxLength={10}
                      aria-label={t('sms.compose.sectionOf', { grade: name })}
                      aria-describedby={`${id}-picks-hint`}
                      {...register(`sections.${option.grade}`)}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
          {mine.some((option) => option.section === '') ? (
            <p id={`${id}-picks-hint`} className="mt-1 text-sm">
              {t('sms.compose.sectionHint')}
            </p>
          ) : null}
          {picksError ? (
            <p id={`${id}-picks-error`} className="mt-1 text-sm text-error">
              {picksError}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      {values.audience === 'person' ? (
        <PersonPicker
          value={values.person}
          onChange={(person) => setValue('person', person, { shouldValidate: isSubmitted })}
          error={errorOf('person')}
          classes={mine}
        />
      ) : null}

      {values.audience === 'applicants' ? (
        <>
          <FormField id={`${id}-period`} label={t('sms.compose.period')} error={periodError}>
            {(aria) => (
              <select
                {...aria}
                className={`select min-h-11 w-full sm:w-auto ${periodError ? 'select-error' : ''}`}
                {...register('periodId')}
              >
                <option value="">{t('sms.compose.choosePeriod')}</option>
                {(periods.data?.items ?? []).map((period) => (
                  <option key={period.id} value={period.id}>
                    {t('sms.compose.periodOption', {
                      grade: t(`grades.${period.grade}`),
                      from: formatDate(period.opensOn, i18n.language),
                      to: formatDate(period.closesOn, i18n.language),
                    })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <fieldset aria-describedby={`${id}-template-hint`}>
            <legend className="mb-2 font-medium">{t('sms.compose.template')}</legend>
            {ADMISSION_TEMPLATES.map((template) => (
              <label key={template} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  className="radio radio-primary"
                  value={template}
                  {...register('template')}
                />
                {t(`sms.compose.templates.${template}`)}
              </label>
            ))}
            <p id={`${id}-template-hint`} className="mt-1 text-sm">
              {t('sms.compose.templateHint')}
            </p>
          </fieldset>
        </>
      ) : null}

      {writesText(values.audience) ? (
        <div className="space-y-4">
          <StartFrom
            results={!mine}
            value={values.from}
            onDraft={(from, words) => {
              setValue('from', from);
              if (!words) return;
              setValue('textEn', words.textEn.slice(0, SMS_TEXT_MAX), {
                shouldValidate: isSubmitted,
              });
              setValue('textBn', words.textBn.slice(0, SMS_TEXT_MAX));
            }}
          />
          <p className="max-w-prose">{t('sms.compose.languageNote')}</p>
          <div className="grid gap-4 lg:grid-cols-2">
            <FormField
              id={`${id}-en`}
              label={t('sms.compose.textEn')}
              error={textError}
              hint={<SmsCounter text={values.textEn} warnUnicode />}
            >
              {(aria) => (
                <textarea
                  {...aria}
                  lang="en"
                  rows={5}
                  maxLength={SMS_TEXT_MAX}
                  className={`textarea w-full ${textError ? 'textarea-error' : ''}`}
                  {...register('textEn')}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-bn`}
              label={t('sms.compose.textBn')}
              hint={<SmsCounter text={values.textBn} />}
            >
              {(aria) => (
                <textarea
                  {...aria}
                  lang="bn"
                  rows={5}
                  maxLength={SMS_TEXT_MAX}
                  className="textarea w-full"
                  {...register('textBn', { deps: ['textEn'] })}
                />
              )}
            </FormField>
          </div>
        </div>
      ) : null}

      <div className="space-y-2">
        <button
          type="submit"
          className="btn btn-primary min-h-11 min-w-40"
          disabled={check.isPending}
        >
          <ListChecks aria-hidden="true" className="size-4" />
          {check.isPending ? t('sms.compose.checking') : t('sms.compose.check')}
        </button>
        {checkFailed?.signature === signature ? (
          <p role="alert" className="text-error">
            {t('sms.compose.checkFailed')} {errorMessage(t, checkFailed.error)}
          </p>
        ) : null}
      </div>

      {fresh ? (
        <SmsPreviewPanel
          preview={fresh.preview}
          template={fresh.input.message.kind === 'admission'}
          spending={!mine}
        />
      ) : null}

      <div className="space-y-2">
        <button
          type="button"
          className="btn btn-primary min-h-11 min-w-40"
          disabled={!ready || send.isPending}
          onClick={() => void onSend()}
        >
          <Send aria-hidden="true" className="size-4" />
          {send.isPending
            ? t('sms.preview.sending')
            : fresh
              ? t('sms.preview.send', { count: fresh.preview.recipients })
              : t('sms.preview.sendPlain')}
        </button>
        {fresh ? null : <p className="text-sm">{t('sms.compose.checkHint')}</p>}
        {sendFailed && sendFailed.signature === signature ? (
          <p role="alert" className="text-error">
            {t('sms.preview.sendFailed')} {errorMessage(t, sendFailed.error)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
