// zod must be told to run without eval before the shared schemas below are built.
import { ImageFileField } from '../../../components/uploads/image-file-field.tsx';
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { type ChangeEvent, type RefObject, useId, useRef } from 'react';
import {
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { GRADES } from '../../../../shared/constants.ts';
import { type PostField, postKinds } from '../../../../shared/post-kinds.ts';
import type { ImageRef } from '../../../../shared/schemas/common.ts';
import { FormDateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useChosenImage } from '../../../components/uploads/use-chosen-image.ts';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { todayIso } from '../../../lib/local-date.ts';
import { nameIn } from '../../../lib/names.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import type { InputOf, PostKind, PostOf } from '../api/post-kinds.ts';
import { useSavePost } from '../api/save-post.ts';
import { NoticeAttachmentsField, useNoticeAttachments } from './notice-attachments-field.tsx';
import '../../../locales/pages.ts';
import { GradeOptions } from '../../../components/ui/grade-options.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

type Field = PostField;
/** Every field as typed; a notice's classes as the boxes ticked ('all', or classes). */
type FormValues = Record<Exclude<Field, 'grades'>, string> & { grades: string[] };

const ALL_FIELDS: readonly Field[] = [
  'name',
  'date',
  'author',
  'title',
  'grade',
  'grades',
  'roll',
  'subject',
  'details',
  'description',
  'body',
  'imageId',
  'pinnedUntil',
];
const WIDE: readonly Field[] = [
  'name',
  'title',
  'subject',
  'details',
  'description',
  'body',
  'imageId',
];
/** The kinds whose image may be left out: a notice may be its words alone. */
const IMAGE_OPTIONAL: readonly PostKind[] = ['notices'];

function resolverOf(kind: PostKind) {
  const schema: z.ZodType<unknown, FieldValues> = postKinds[kind].input;
  const resolve = zodResolver(schema) as unknown as Resolver<FormValues>;
  if (kind !== 'blogs') return resolve;
  // A blog's date and author may be left blank: the server puts today and the student.
  return ((values, context, options) =>
    resolve(
      {
        ...values,
        date: values.date || (undefined as unknown as string),
        author: values.author || (undefined as unknown as string),
      },
      context,
      options,
    )) as Resolver<FormValues>;
}

/** A notice's resolver, given the attachments uploaded so far with the typed fields. */
function withChosen(
  resolve: Resolver<FormValues>,
  attached: RefObject<{ input: () => unknown[] }>,
): Resolver<FormValues> {
  return ((values, context, options) =>
    resolve(
      { ...values, attachments: attached.current.input() } as unknown as FormValues,
      context,
      options,
    )) as Resolver<FormValues>;
}

/** Stands for the chosen file until it is uploaded, so the schema's image rule is met. */
const CHOSEN_FILE = 'chosen-file';

function valuesOf(item: unknown, author: string): FormValues {
  const values = {
    ...Object.fromEntries(ALL_FIELDS.map((f) => [f, ''])),
    grades: [],
  } as unknown as FormValues;
  if (!item) return { ...values, date: todayIso(), author };
  const source = item as Partial<Record<Field, unknown>> & { image?: ImageRef | null };
  for (const f of ALL_FIELDS)
    if (f !== 'grades' && typeof source[f] === 'string') values[f] = source[f];
  // A notice for every class names none: its box is All classes.
  if (Array.isArray(source.grades))
    values.grades = source.grades.length > 0 ? (source.grades as string[]) : ['all'];
  values.imageId = source.image?.id ?? '';
  return values;
}

type Props<K extends PostKind> = {
  kind: K;
  /** The post to edit; none makes an Add form. */
  item?: PostOf[K];
  /** After a successful save (the form has already reset and toasted). */
  onSaved?: (saved: PostOf[K]) => void;
};

/**
 * Add or edit a blog, problem, notice, suggestion or event (SPEC.md section 5; PRODUCT.md):
 * the shared schema decides what is required. A chosen image is uploaded first, with
 * progress; only when that succeeds is the post saved. A failed save keeps what was typed
 * and shows the server's words next to the fields.
 */
export function PostForm<K extends PostKind>(props: Props<K>) {
  // The author field starts with the signed-in user's name, in the page's language: wait
  // for the session.
  const { i18n } = useTranslation();
  const user = useSession().data?.user;
  if (!user) return <Spinner />;
  return <PostFormFields {...props} authorName={nameIn(user, i18n.language) || user.loginId} />;
}

function PostFormFields<K extends PostKind>({
  kind,
  item,
  onSaved,
  authorName,
}: Props<K> & { authorName: string }) {
  const { t } = useTranslation();
  const id = useId();
  const fields: readonly Field[] = postKinds[kind].fields;
  const image = useChosenImage();
  const save = useSavePost(kind);
  // A notice's PDFs and photographed pages, each uploaded as it is added.
  const withAttachments = kind === 'notices';
  const attachments = useNoticeAttachments(
    withAttachments ? (item as PostOf['notices'] | undefined)?.attachments : undefined,
  );
  const currentImageId = valuesOf(item, authorName).imageId;
  // The schema checks the notice with its attachments (a notice may be only a PDF).
  const attached = useRef(attachments);
  attached.current = attachments;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    clearErrors,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FormValues>({
    resolver: withAttachments ? withChosen(resolverOf(kind), attached) : resolverOf(kind),
    defaultValues: valuesOf(item, authorName),
  });

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = image.choose(event);
    clearErrors('imageId');
    setValue('imageId', chosen ? CHOSEN_FILE : currentImageId, {
      shouldValidate: isSubmitted && (chosen || !event.target.files?.length),
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    if (attachments.busy) {
      attachments.setError(t('posts.attachmentsBusy'));
      return;
    }
    const chosen = await image.uploadForSave(values.imageId, t('posts.uploadFailed'), (message) =>
      setError('imageId', { type: 'server', message }),
    );
    if (!chosen) return;
    const imageId = chosen.id;
    const input = {
      ...values,
      ...(fields.includes('imageId') ? { imageId } : {}),
      ...(withAttachments ? { attachments: attachments.input() } : {}),
    };
    try {
      const saved = await save.mutateAsync({ id: item?.id, input: input as InputOf[K] });
      image.clear();
      if (item) {
        void notify('success', t('posts.saved'));
      } else {
        reset(valuesOf(undefined, authorName));
        attachments.clear();
        void notify('success', t(`posts.added.${kind}`));
      }
      onSaved?.(saved);
    } catch (error) {
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter((f) => fields.includes(f.field as Field))
          : [];
      const onAttachments =
        withAttachments && error instanceof ApiError && error.status === 400
          ? error.fields.find((f) => f.field.startsWith('attachments'))
          : undefined;
      if (onAttachments)
        attachments.setError(validationMessage(t, formMessage(onAttachments)) ?? null);
      for (const [index, f] of known.entries())
        setError(
          f.field as Field,
          { type: 'server', message: formMessage(f) },
          { shouldFocus: index === 0 },
        );
      if (known.length === 0 && !onAttachments)
        void notify('error', `${t('posts.failed')} ${errorMessage(t, error)}`);
    }
  });

  const imageError = image.error ?? validationMessage(t, errors.imageId?.message);
  const allClasses = fields.includes('grades') && watch('grades').includes('all');
  // A pin to a day already past is saved (an old notice's edit keeps its day), but shows no
  // banner: the form says so while there is time to change it.
  const pinnedUntil = fields.includes('pinnedUntil') ? watch('pinnedUntil') : '';
  const pinPassed = /^\d{4}-\d{2}-\d{2}$/.test(pinnedUntil) && pinnedUntil < todayIso();

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4 sm:grid-cols-2">
      {fields.map((name) => {
        const fieldId = `${id}-${name}`;
        const label = t(`posts.fields.${name}`);
        const wide = WIDE.includes(name) ? 'sm:col-span-2' : undefined;
        if (name === 'imageId')
          return (
            <ImageFileField
              key={name}
              id={fieldId}
              label={label}
              error={imageError}
              hint={
                currentImageId
                  ? `${t('profile.imageHint')} ${t('posts.imageKeep')}`
                  : t('profile.imageHint')
              }
              className={wide}
              image={image}
              required={!currentImageId && !IMAGE_OPTIONAL.includes(kind)}
              onChange={onFileChange}
              uploading={t('posts.uploading')}
            />
          );
        const error = validationMessage(t, errors[name]?.message);
        const invalid = error ? 'input-error' : '';
        if (name === 'grades')
          return (
            <NoticeClassesField
              key={name}
              id={fieldId}
              legend={label}
              error={error}
              all={allClasses}
              register={register('grades')}
            />
          );
        return (
          <FormField
            key={name}
            id={fieldId}
            label={label}
            error={error}
            hint={
              name === 'title'
                ? t('posts.titleHint')
                : name === 'body'
                  ? t('posts.bodyHint')
                  : name === 'pinnedUntil'
                    ? pinnedUntilHint(
                        t('posts.pinnedUntilHint'),
                        pinPassed && t('posts.pinnedUntilPast'),
                      )
                    : undefined
            }
            className={wide}
          >
            {(aria) =>
              name === 'grade' ? (
                <select
                  {...aria}
                  className={`select w-full ${error ? 'select-error' : ''}`}
                  {...register(name)}
                >
                  <GradeOptions empty={t('posts.chooseGrade')} />
                </select>
              ) : name === 'details' || name === 'description' || name === 'body' ? (
                <textarea
                  {...aria}
                  rows={name === 'body' ? 10 : 6}
                  className={`textarea w-full ${error ? 'textarea-error' : ''}`}
                  {...register(name)}
                />
              ) : name === 'date' || name === 'pinnedUntil' ? (
                <FormDateInput {...aria} name={name} control={control} />
              ) : (
                <input
                  {...aria}
                  type="text"
                  autoComplete={name === 'author' ? 'name' : 'off'}
                  inputMode={name === 'roll' ? 'numeric' : undefined}
                  className={`input w-full ${invalid}`}
                  {...register(name)}
                />
              )
            }
          </FormField>
        );
      })}
      {withAttachments ? <NoticeAttachmentsField state={attachments} /> : null}
      <div className="sm:col-span-2">
        <SubmitButton
          className="min-w-40"
          label={t(item ? 'posts.save' : `posts.submit.${kind}`)}
          sendingLabel={t(item ? 'posts.saving' : 'posts.sending')}
          sending={isSubmitting}
        />
      </div>
    </form>
  );
}

/** The pin's hint, and a warning under it when the day chosen has passed. */
function pinnedUntilHint(hint: string, passed: string | false) {
  return (
    <>
      {hint}
      <span role="status" className="block">
        {passed ? (
          <span className="alert alert-warning alert-soft mt-2 flex py-2">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {passed}
          </span>
        ) : null}
      </span>
    </>
  );
}

/**
 * A notice's classes: All classes, or one or more classes (ticking All classes sets the
 * others aside). A fieldset, so a screen reader reads its legend with each box.
 */
function NoticeClassesField({
  id,
  legend,
  error,
  all,
  register,
}: {
  id: string;
  legend: string;
  error: string | undefined;
  all: boolean;
  register: UseFormRegisterReturn<'grades'>;
}) {
  const { t } = useTranslation();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const box = (value: string, label: string, disabled = false) => (
    <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        className="checkbox checkbox-primary"
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...register}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-6">
        {box('all', t('posts.allClasses'))}
        {GRADES.map((grade) => box(grade, t(`grades.${grade}`), all))}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm">
        {t('posts.gradesHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
