import { ChevronDown, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type FieldError,
  get,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { latinDigits } from '../../../../../shared/digits.ts';
import { PART_KEYS } from '../../../../../shared/grading.ts';
import { PART_NAMES } from '../../../../../shared/result-subjects.ts';
import { NumericInput } from '../../../../components/ui/numeric-input.tsx';
import { validationMessage } from '../../../../lib/field-message.ts';
import { formatNumber } from '../../../../lib/format-number.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { inLanguage } from '../../../../lib/names.ts';
import { languageOf } from '../sheet-files.ts';
import type { PaperValues, SubjectsFormValues, SubjectValues } from '../subjects-form.ts';

const MAX_SUBJECTS = 20;
/** subjectsSchema's message for a pass mark above the part's full marks. */
const PASS_ABOVE_MAX = 'At most the full marks';
const MAX_PAPERS = 3;

/**
 * A field's message (or its list's, kept at `root`) in the reader's language, for the
 * fields under `scope` (a subject re-renders only for its own fields' errors).
 */
function useErrorOf(scope: string) {
  const { t } = useTranslation();
  const { errors } = useFormState<SubjectsFormValues>({ name: scope as 'subjects' });
  return (name: string): string | undefined => {
    const error = get(errors, name) as (FieldError & { root?: FieldError }) | undefined;
    const message = error?.message ?? error?.root?.message;
    // The shared schema's rule for a pass mark has no figure: said in full here.
    if (message === PASS_ABOVE_MAX) return t('resultsAdmin.passAboveMax');
    return validationMessage(t, message);
  };
}

/** Whether any field under `name` is refused. */
function useHasError(name: string): boolean {
  const { errors } = useFormState<SubjectsFormValues>({ name: name as 'subjects' });
  return get(errors, name) !== undefined;
}

/**
 * A class's subjects as the sheet reads them (issue 21): each subject's names, code and
 * whether it is the optional (4th) subject; its papers (one to three), each with its code
 * and names; and each paper's parts with full and pass marks. Each subject folds away under
 * its name, so the list stays short on a phone; one with a refused field opens.
 */
export function SubjectsEditor() {
  const { t } = useTranslation();
  const { control } = useFormContext<SubjectsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'subjects' });
  const errorOf = useErrorOf('subjects');
  const listError = errorOf('subjects');
  return (
    <div className="space-y-3">
      <ol aria-label={t('resultsAdmin.subjectsLabel')} className="space-y-2">
        {fields.map((field, index) => (
          <SubjectItem
            key={field.id}
            index={index}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </ol>
      {listError ? (
        <p role="alert" className="text-sm text-error">
          {listError}
        </p>
      ) : null}
      {fields.length < MAX_SUBJECTS ? (
        <button
          type="button"
          className="btn btn-outline btn-primary min-h-11"
          onClick={() =>
            append(
              {
                code: '',
                name: '',
                nameBn: '',
                optional: false,
                papers: [
                  {
                    code: '',
                    name: '',
                    nameBn: '',
                    parts: [{ part: 'written', max: '100', pass: '33' }],
                  },
                ],
              },
              { shouldFocus: false },
            )
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('resultsAdmin.addSubject')}
        </button>
      ) : null}
    </div>
  );
}

function SubjectItem({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const { register, control } = useFormContext<SubjectsFormValues>();
  const subject = useWatch({ control, name: `subjects.${index}` }) as SubjectValues | undefined;
  const name = `subjects.${index}` as const;
  const hasError = useHasError(name);
  const errorOf = useErrorOf(name);
  // New subjects open at once, to be filled in.
  const [open, setOpen] = useState(() => !subject?.code);
  const papers = useFieldArray({ control, name: `${name}.papers` });
  const shown =
    inLanguage(subject?.name ?? '', subject?.nameBn ?? '', language) ||
    t('resultsAdmin.subjectN', { n: index + 1 });
  const full = (subject?.papers ?? []).reduce(
    (sum, p) =>
      sum + p.parts.reduce((s, part) => s + (Number(latinDigits(String(part.max))) || 0), 0),
    0,
  );
  const facts = [
    subject?.code,
    t('resultsAdmin.papersCount', { count: subject?.papers.length ?? 0 }),
    t('resultsAdmin.fullMarks', { n: formatNumber(full, language) }),
  ].filter(Boolean);

  const text = (field: 'name' | 'nameBn' | 'code', label: string, hint?: string) => {
    const error = errorOf(`${name}.${field}`);
    return (
      <div>
        <label htmlFor={`${id}-${field}`} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <input
          id={`${id}-${field}`}
          type="text"
          autoComplete="off"
          lang={field === 'nameBn' ? 'bn' : 'en'}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint ? `${id}-${field}-hint` : '', error ? `${id}-${field}-error` : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          className={`input min-h-11 w-full ${error ? 'input-error' : ''}`}
          {...register(`${name}.${field}`)}
        />
        {hint ? (
          <p id={`${id}-${field}-hint`} className="mt-1 text-xs">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-${field}-error`} className="mt-1 text-sm text-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <li>
      <details
        open={open || hasError}
        onToggle={(e) => setOpen(e.currentTarget.open)}
        className={`group rounded-box border bg-base-100 ${hasError ? 'border-error' : 'border-base-300'}`}
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 p-3 [&::-webkit-details-marker]:hidden">
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 transition-transform group-open:rotate-180"
          />
          <span className="min-w-0 flex-1">
            <span className="font-semibold [overflow-wrap:anywhere]">{shown}</span>
            {subject?.optional ? (
              <span className="badge badge-info badge-sm ms-2">
                {t('resultsAdmin.optionalBadge')}
              </span>
            ) : null}
            <span className="block text-sm text-base-content/80">{facts.join(' · ')}</span>
          </span>
        </summary>
        {/* A folded subject's fields are not drawn: the form keeps their values. */}
        {open || hasError ? (
          <div className="space-y-4 border-t border-base-300 p-3">
            <div className="grid gap-3 sm:grid-cols-2">
              {text('name', t('resultsAdmin.subjectFields.name'))}
              {text('nameBn', t('resultsAdmin.subjectFields.nameBn'))}
              {text('code', t('resultsAdmin.subjectFields.code'), t('resultsAdmin.codeHint'))}
              <label className="flex min-h-11 cursor-pointer items-center gap-2 self-end">
                <input
                  type="checkbox"
                  className="checkbox checkbox-primary"
                  {...register(`${name}.optional`)}
                />
                {t('resultsAdmin.subjectFields.optional')}
              </label>
            </div>
            <fieldset className="space-y-3">
              <legend className="mb-2 font-semibold">{t('resultsAdmin.papers')}</legend>
              {papers.fields.map((paper, p) => (
                <PaperEditor
                  key={paper.id}
                  name={`${name}.papers.${p}`}
                  index={p}
                  onRemove={papers.fields.length > 1 ? () => papers.remove(p) : undefined}
                />
              ))}
              {papers.fields.length < MAX_PAPERS ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline min-h-11"
                  onClick={() =>
                    papers.append(
                      {
                        code: `${subject?.code ?? ''}${papers.fields.length + 1}`,
                        name: '',
                        nameBn: '',
                        parts: [{ part: 'written', max: '100', pass: '33' }],
                      } satisfies PaperValues,
                      { shouldFocus: false },
                    )
                  }
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('resultsAdmin.addPaper')}
                </button>
              ) : null}
            </fieldset>
            {onRemove ? (
              <button
                type="button"
                className="btn btn-sm btn-outline btn-error min-h-11"
                onClick={onRemove}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('resultsAdmin.removeSubject', { name: shown })}
              </button>
            ) : null}
          </div>
        ) : null}
      </details>
    </li>
  );
}

function PaperEditor({
  name,
  index,
  onRemove,
}: {
  name: `subjects.${number}.papers.${number}`;
  index: number;
  onRemove?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = languageOf(i18n.language);
  const id = useId();
  const { register, control } = useFormContext<SubjectsFormValues>();
  const parts = useFieldArray({ control, name: `${name}.parts` });
  const chosen = (useWatch({ control, name: `${name}.parts` }) ?? []).map((p) => p.part);
  const errorOf = useErrorOf(name);
  const partsError = errorOf(`${name}.parts`);
  const heading = t('resultsAdmin.paperN', { n: index + 1 });

  const field = (key: 'code' | 'name' | 'nameBn', label: string) => {
    const error = errorOf(`${name}.${key}`);
    return (
      <div>
        <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <input
          id={`${id}-${key}`}
          type="text"
          autoComplete="off"
          lang={key === 'nameBn' ? 'bn' : 'en'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
          className={`input input-sm min-h-11 w-full ${error ? 'input-error' : ''}`}
          {...register(`${name}.${key}`)}
        />
        {error ? (
          <p id={`${id}-${key}-error`} className="mt-1 text-sm text-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset className="rounded border border-base-300 p-2 sm:p-3">
      <legend className="px-1 text-sm font-semibold">{heading}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {field('code', t('resultsAdmin.paperFields.code'))}
        {field('name', t('resultsAdmin.paperFields.name'))}
        {field('nameBn', t('resultsAdmin.paperFields.nameBn'))}
      </div>
      <ol aria-label={t('resultsAdmin.partsOf', { paper: heading })} className="mt-3 space-y-2">
        {parts.fields.map((part, k) => {
          const at = `${name}.parts.${k}` as const;
          const errors = (['max', 'pass'] as const).map((key) => errorOf(`${at}.${key}`));
          const partName = PART_NAMES[chosen[k] ?? 'written'][lng];
          return (
            <li key={part.id}>
              <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.75rem] items-end gap-2 sm:grid-cols-[minmax(0,16rem)_5rem_5rem_2.75rem]">
                <div className="col-span-2 sm:col-span-1">
                  <label htmlFor={`${id}-${k}-part`} className="mb-1 block text-xs font-medium">
                    {t('resultsAdmin.partFields.part')}
                  </label>
                  <select
                    id={`${id}-${k}-part`}
                    className="select select-sm min-h-11 w-full"
                    {...register(`${at}.part`)}
                  >
                    {PART_KEYS.map((key) => (
                      <option key={key} value={key}>
                        {PART_NAMES[key][lng]}
                      </option>
                    ))}
                  </select>
                </div>
                {(['max', 'pass'] as const).map((key, e) => (
                  <div
                    key={key}
                    className={`row-start-2 sm:row-start-1 ${key === 'max' ? 'col-start-1 sm:col-start-2' : 'col-start-2 sm:col-start-3'}`}
                  >
                    <label htmlFor={`${id}-${k}-${key}`} className="mb-1 block text-xs font-medium">
                      {t(`resultsAdmin.partFields.${key}`)}
                    </label>
                    <NumericInput
                      id={`${id}-${k}-${key}`}
                      aria-invalid={errors[e] ? true : undefined}
                      aria-describedby={errors[e] ? `${id}-${k}-error` : undefined}
                      className="input-sm min-h-11"
                      {...register(`${at}.${key}`)}
                    />
                  </div>
                ))}
                <button
                  type="button"
                  className="btn btn-sm btn-ghost btn-square col-start-3 row-start-1 min-h-11 min-w-11 sm:col-start-4"
                  aria-label={t('resultsAdmin.removePart', { part: partName })}
                  title={t('resultsAdmin.removePart', { part: partName })}
                  disabled={parts.fields.length <= 1}
                  onClick={() => parts.remove(k)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
              {errors.some(Boolean) ? (
                <p id={`${id}-${k}-error`} className="mt-1 text-sm text-error">
                  {errors
                    .flatMap((error, e) =>
                      error
                        ? [
                            `${t(`resultsAdmin.partFields.${(['max', 'pass'] as const)[e]!}`)}: ${error}`,
                          ]
                        : [],
                    )
                    .join(' · ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {partsError ? <p className="mt-1 text-sm text-error">{partsError}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {parts.fields.length < PART_KEYS.length ? (
          <button
            type="button"
            className="btn btn-sm btn-outline min-h-11"
            onClick={() =>
              parts.append(
                {
                  part: PART_KEYS.find((k) => !chosen.includes(k)) ?? 'written',
                  max: '25',
                  pass: '8',
                },
                { shouldFocus: false },
              )
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('resultsAdmin.addPart')}
          </button>
        ) : null}
        {onRemove ? (
          <button
            type="button"
            className="btn btn-sm btn-outline btn-error min-h-11"
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('resultsAdmin.removePaper', { paper: heading })}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
