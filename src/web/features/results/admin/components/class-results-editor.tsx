import { ArrowLeft, Download, ListRestart } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { Grade } from '../../../../../shared/constants.ts';
import type { SubjectScheme } from '../../../../../shared/grading.ts';
import {
  presetOfGrade,
  SUBJECT_PRESET_NAMES,
  SUBJECT_PRESETS,
  type SubjectPreset,
} from '../../../../../shared/result-subjects.ts';
import type { ResultSaveMode, Subjects } from '../../../../../shared/schemas/results.ts';
import type { StudentImportInput } from '../../../../../shared/schemas/student-import.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { FilePicker } from '../../../../components/uploads/file-picker.tsx';
import { formatSize } from '../../../../components/uploads/upload-progress.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { dashboardUrl } from '../../../../lib/dashboard-menu.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import {
  readCsvFile,
  SHEET_FILES,
  savedAsPlainCsv,
  UnreadableFileError,
} from '../../../../lib/read-csv-file.ts';
import { saveTextFile } from '../../../../lib/save-file.ts';
import {
  type ExamClass,
  type ResultSheet,
  useCheckResults,
  useClassResults,
  useClassStudents,
  useSaveResults,
} from '../api/class-results.ts';
import type { Exam } from '../api/get-exams.ts';
import { columnName, savedRowsCsv, templateCsv } from '../sheet-files.ts';
import {
  type SubjectsFormValues,
  type SubjectsOutput,
  type SubjectValues,
  subjectsResolver,
  subjectsValues,
} from '../subjects-form.ts';
import { ClassStatusLine, type ExamClassState } from './class-status.tsx';
import { ResultsPreview } from './results-preview.tsx';
import { SubjectsEditor } from './subjects-editor.tsx';

const copy = (subjects: readonly SubjectScheme[]): SubjectScheme[] =>
  structuredClone([...subjects]) as SubjectScheme[];

/**
 * Read in a class's marks (issue 21): its subjects (the saved ones, else the class's
 * preset), the template and the saved marks to download, then a file (a CSV file or an
 * Excel workbook) checked on the server and shown row by row, saved only when every row
 * is ready.
 */
export function ClassResults({ exam, grade }: { exam: Exam; grade: Grade }) {
  const state = exam.classes.find((c) => c.grade === grade);
  const examClass = { examId: exam.id, grade };
  const sheet = useClassResults(examClass, state !== undefined);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  // What was saved, until the admin reads in another file.
  const [done, setDone] = useState<ResultSheet | null>(null);
  if (done)
    return <SaveDone sheet={done} headingRef={doneHeading} onAnother={() => setDone(null)} />;
  if (state && sheet.isPending) return <Spinner />;
  return (
    <ClassResultsEditor
      // A correction saved elsewhere starts the form again from what is saved.
      key={sheet.data?.updatedAt ?? 'none'}
      examClass={examClass}
      state={state}
      sheet={sheet.data ?? null}
      onSaved={(saved) => {
        setDone(saved);
        requestAnimationFrame(() => doneHeading.current?.focus());
      }}
    />
  );
}

function ClassResultsEditor({
  examClass,
  state,
  sheet,
  onSaved,
}: {
  examClass: ExamClass;
  state: ExamClassState | undefined;
  sheet: ResultSheet | null;
  onSaved: (saved: ResultSheet) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const initialPreset = presetOfGrade(examClass.grade);
  const [preset, setPreset] = useState<SubjectPreset>(initialPreset);
  const form = useForm<SubjectsFormValues, unknown, SubjectsOutput>({
    resolver: subjectsResolver,
    defaultValues: subjectsValues(
      sheet?.subjects ?? copy(SUBJECT_PRESETS[initialPreset]),
      language,
    ),
  });
  const check = useCheckResults(examClass);
  const save = useSaveResults(examClass);
  const students = useClassStudents(examClass);
  // With saved results, a file corrects the students it has (the others stay) unless the
  // admin chooses to replace the class's results with it.
  const [mode, setMode] = useState<ResultSaveMode>('correct');
  // The file, the subjects and the choice it was checked with: what Save sends.
  const [checked, setChecked] = useState<
    (StudentImportInput & { subjects: Subjects; mode: ResultSaveMode }) | null
  >(null);
  const [file, setFile] = useState<StudentImportInput | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [subjectsInvalid, setSubjectsInvalid] = useState(false);

  // Subjects changed after a check: its preview no longer says what saving would do.
  const { reset: resetCheck } = check;
  useEffect(() => {
    const subscription = form.watch(() => {
      setChecked(null);
      resetCheck();
    });
    return () => subscription.unsubscribe();
  }, [form, resetCheck]);

  /** Runs `then` with the subjects as the shared schema reads them, or marks what is wrong. */
  const withSubjects = (then: (subjects: Subjects) => void) =>
    form.handleSubmit(
      ({ subjects }) => {
        setSubjectsInvalid(false);
        then(subjects);
      },
      () => setSubjectsInvalid(true),
    )();

  const runCheck = (read: StudentImportInput, as: ResultSaveMode = mode) =>
    withSubjects((subjects) => {
      const input = { subjects, ...read, mode: as };
      check.mutate(input, { onSuccess: () => setChecked(input) });
    });

  const clear = () => {
    check.reset();
    save.reset();
    setChecked(null);
    setFile(null);
    setFileError(null);
  };
  const choose = async (chosen: File | undefined) => {
    clear();
    if (!chosen) return;
    try {
      const read = await readCsvFile(chosen);
      setFile(read);
      await runCheck(read);
    } catch (err) {
      setFileError(
        err instanceof UnreadableFileError && err.reason === 'tooBig'
          ? t('resultsAdmin.tooBig', { size: formatSize(t, err.size, language) })
          : t('resultsAdmin.workbook'),
      );
    }
  };
  const startOver = () => {
    clear();
    if (fileInput.current) fileInput.current.value = '';
    requestAnimationFrame(() => fileInput.current?.focus());
  };
  const confirm = () => {
    if (!checked) return;
    save.mutate(checked, {
      onSuccess: (saved) => {
        void notify('success', t('resultsAdmin.saved'));
        onSaved(saved);
      },
    });
  };
  const grade = t(`grades.${examClass.grade}`);
  const fileName = (what: string) => `${what}-${examClass.grade}.csv`;
  const template = () =>
    withSubjects((subjects) =>
      saveTextFile(
        fileName('results-template'),
        templateCsv(subjects, language, students.data?.students),
      ),
    );
  const classList = students.data?.students ?? [];
  const withoutBirthDate = classList.filter((s) => !s.hasDateOfBirth).length;
  const savedRows = () =>
    withSubjects(
      (subjects) =>
        sheet && saveTextFile(fileName('results-saved'), savedRowsCsv(subjects, sheet, language)),
    );

  return (
    <FormProvider {...form}>
      <div className="max-w-4xl space-y-8">
        <section aria-labelledby={`${id}-subjects`} className="space-y-3">
          <h2 id={`${id}-subjects`} className="text-xl font-bold">
            {t('resultsAdmin.stepSubjects')}
          </h2>
          <p className="max-w-prose">
            {t(sheet ? 'resultsAdmin.subjectsSaved' : 'resultsAdmin.subjectsIntro', { grade })}
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <FormField
              id={`${id}-preset`}
              label={t('resultsAdmin.preset')}
              className="min-w-0 flex-1 basis-56"
            >
              {(aria) => (
                <select
                  {...aria}
                  className="select min-h-11 w-full"
                  value={preset}
                  onChange={(e) => setPreset(e.target.value as SubjectPreset)}
                >
                  {SUBJECT_PRESET_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {t(`resultsAdmin.presets.${name}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <button
              type="button"
              className="btn btn-outline min-h-11"
              onClick={() => form.reset(subjectsValues(copy(SUBJECT_PRESETS[preset]), language))}
            >
              <ListRestart aria-hidden="true" className="size-4" />
              {t('resultsAdmin.usePreset')}
            </button>
          </div>
          <SubjectsEditor />
          {subjectsInvalid ? (
            <p role="alert" className="text-error">
              {t('resultsAdmin.subjectsInvalid')}
            </p>
          ) : null}
        </section>

        <section aria-labelledby={`${id}-template`} className="space-y-3">
          <h2 id={`${id}-template`} className="text-xl font-bold">
            {t('resultsAdmin.stepTemplate')}
          </h2>
          <p className="max-w-prose">{t('resultsAdmin.templateHint')}</p>
          {students.data ? (
            <p className="max-w-prose">
              {classList.length === 0
                ? t('resultsAdmin.templateNoStudents', { grade })
                : t('resultsAdmin.templateStudents', { count: classList.length, grade })}{' '}
              {withoutBirthDate > 0
                ? t('resultsAdmin.templateNoBirthDate', { count: withoutBirthDate })
                : null}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-outline btn-primary min-h-11"
              onClick={template}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('resultsAdmin.template')}
            </button>
            {sheet ? (
              <button
                type="button"
                className="btn btn-outline btn-primary min-h-11"
                onClick={savedRows}
              >
                <Download aria-hidden="true" className="size-4" />
                {t('resultsAdmin.savedRows', { count: sheet.students })}
              </button>
            ) : null}
          </div>
          {sheet ? <p className="max-w-prose text-sm">{t('resultsAdmin.savedRowsHint')}</p> : null}
        </section>

        <section aria-labelledby={`${id}-file-heading`} className="space-y-4">
          <h2 id={`${id}-file-heading`} className="text-xl font-bold">
            {t('resultsAdmin.stepFile')}
          </h2>
          {state?.status === 'published' ? (
            <p className="alert alert-info block">{t('resultsAdmin.publishedCorrection')}</p>
          ) : null}
          {sheet ? (
            <fieldset className="space-y-2">
              <legend className="font-semibold">{t('resultsAdmin.modeLegend')}</legend>
              {(['correct', 'replace'] as const).map((choice) => (
                <label key={choice} className="flex min-h-11 cursor-pointer items-start gap-3">
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    className="radio radio-primary mt-1"
                    checked={mode === choice}
                    onChange={() => {
                      setMode(choice);
                      check.reset();
                      setChecked(null);
                      if (file) void runCheck(file, choice);
                    }}
                  />
                  <span>
                    <span className="block font-medium">{t(`resultsAdmin.modes.${choice}`)}</span>
                    <span className="block text-sm">
                      {t(`resultsAdmin.modes.${choice}Hint`, { count: sheet.students })}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <FormField id={`${id}-file`} label={t('resultsAdmin.file')}>
            {(aria) => (
              <FilePicker
                {...aria}
                inputRef={fileInput}
                labelledBy={`${id}-file-label`}
                accept={SHEET_FILES}
                busy={check.isPending || save.isPending}
                onChange={(e) => void choose(e.target.files?.[0])}
              />
            )}
          </FormField>
          {check.isPending ? (
            <p role="status" className="text-base-content/80">
              {t('resultsAdmin.checking')}
            </p>
          ) : null}
          {file && !checked && !check.isPending && !check.isError && !fileError ? (
            <button
              type="button"
              className="btn btn-outline min-h-11"
              onClick={() => void runCheck(file)}
            >
              {t('resultsAdmin.checkAgain')}
            </button>
          ) : null}
          {fileError || check.isError ? (
            <div role="alert" className="alert alert-error block">
              <p>{fileError ?? errorMessage(t, check.error)}</p>
              <MissingColumns error={check.error} subjects={form.getValues().subjects} />
            </div>
          ) : null}
          {check.data && checked ? (
            <ResultsPreview
              preview={check.data}
              subjects={checked.subjects}
              plainCsv={savedAsPlainCsv(checked, check.data.rows)}
              mode={checked.mode}
              saving={save.isPending}
              onSave={confirm}
              onAnother={startOver}
            />
          ) : null}
          {save.isError ? (
            <p role="alert" className="text-error">
              {t('resultsAdmin.saveFailed')} {errorMessage(t, save.error)}
            </p>
          ) : null}
        </section>
      </div>
    </FormProvider>
  );
}

/** A file without a needed column: which ones, in the reader's words. */
function MissingColumns({
  error,
  subjects,
}: {
  error: unknown;
  subjects: readonly SubjectValues[];
}) {
  const { t, i18n } = useTranslation();
  if (!(error instanceof ApiError)) return null;
  const missing = String(error.details.params?.missing ?? '')
    .split(',')
    .filter(Boolean);
  if (missing.length === 0) return null;
  return (
    <p>
      {t('resultsAdmin.missingColumns', {
        columns: missing.map((c) => `“${columnName(c, subjects, i18n.language)}”`).join(', '),
      })}
    </p>
  );
}

/** Saved: how many students, and the class's status now. */
function SaveDone({
  sheet,
  headingRef,
  onAnother,
}: {
  sheet: ResultSheet;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="max-w-3xl space-y-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {t('resultsAdmin.savedHeading', { count: sheet.students })}
      </h2>
      <ClassStatusLine state={{ ...sheet, grade: sheet.grade }} />
      <p className="max-w-prose">
        {t(
          sheet.status === 'published' ? 'resultsAdmin.savedPublished' : 'resultsAdmin.savedDraft',
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={dashboardUrl('results')} className="btn btn-primary min-h-11">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('resultsAdmin.toExams')}
        </Link>
        <button type="button" className="btn btn-outline min-h-11" onClick={onAnother}>
          {t('resultsAdmin.another')}
        </button>
      </div>
    </section>
  );
}
