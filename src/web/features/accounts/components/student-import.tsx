import { Download, FileCheck2 } from 'lucide-react';
import { type RefObject, useId, useRef, useState } from 'react';
import { isGrade } from '../../../../shared/constants.ts';
import { csvText } from '../../../../shared/csv.ts';
import {
  IMPORT_COLUMNS,
  IMPORT_HEADERS,
  type ImportColumn,
  type StudentImportInput,
} from '../../../../shared/schemas/student-import.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FilePicker } from '../../../components/uploads/file-picker.tsx';
import { formatSize } from '../../../components/uploads/upload-progress.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage, ruleMessage } from '../../../lib/error-message.ts';
import { formatDigits } from '../../../lib/format.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { nameIn } from '../../../lib/names.ts';
import {
  readCsvFile,
  SHEET_FILES,
  savedAsPlainCsv,
  UnreadableFileError,
} from '../../../lib/read-csv-file.ts';
import { saveTextFile } from '../../../lib/save-file.ts';
import {
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  useCheckImport,
  useImportStudents,
} from '../api/import-students.ts';

const headerIn = (column: ImportColumn, language: string) =>
  IMPORT_HEADERS[column][language === 'bn' ? 'bn' : 'en'];

const gradeName = (t: TFunction, grade: string) => (isGrade(grade) ? t(`grades.${grade}`) : grade);

/** Today as the file names say it: 2026-11-25. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Add Students from CSV (issue 19): a template to fill in, a file (CSV, or an Excel
 * workbook sent as it is) read in the browser and checked on the server row by row
 * (nothing saved), then the ready rows added in one go, and the new accounts' temporary
 * passwords to download once as a list to print.
 */
export function StudentImport() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const check = useCheckImport();
  const add = useImportStudents();
  const [file, setFile] = useState<StudentImportInput | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const clear = () => {
    check.reset();
    add.reset();
    setFile(null);
    setFileError(null);
  };
  const choose = async (chosen: File | undefined) => {
    clear();
    if (!chosen) return;
    try {
      const read = await readCsvFile(chosen);
      setFile(read);
      check.mutate(read);
    } catch (err) {
      setFileError(
        err instanceof UnreadableFileError && err.reason === 'tooBig'
          ? t('studentImport.tooBig', { size: formatSize(t, err.size, language) })
          : t('studentImport.workbook'),
      );
    }
  };
  const startOver = () => {
    clear();
    // The same file chosen again is read again; after the result, the field is back next frame.
    if (fileInput.current) fileInput.current.value = '';
    requestAnimationFrame(() => fileInput.current?.focus());
  };
  const confirm = () => {
    if (!file) return;
    add.mutate(file, {
      onSuccess: () => requestAnimationFrame(() => resultHeading.current?.focus()),
    });
  };
  const template = () =>
    saveTextFile(
      'students-template.csv',
      csvText([IMPORT_COLUMNS.map((column) => headerIn(column, language))]),
    );

  return (
    <div className="max-w-3xl space-y-6">
      <div className="space-y-3">
        <p>{t('studentImport.intro')}</p>
        <ol className="list-decimal space-y-1 ps-6">
          <li>{t('studentImport.stepTemplate')}</li>
          <li>{t('studentImport.stepSave')}</li>
          <li>{t('studentImport.stepChoose')}</li>
        </ol>
        <p className="text-sm">{t('studentImport.columnsHint')}</p>
        <button type="button" className="btn btn-outline btn-primary" onClick={template}>
          <Download aria-hidden="true" className="size-4" />
          {t('studentImport.template')}
        </button>
      </div>

      {add.data ? (
        <ImportDone result={add.data} headingRef={resultHeading} onAnother={startOver} />
      ) : (
        <>
          <FormField id={`${id}-file`} label={t('studentImport.file')}>
            {(aria) => (
              <FilePicker
                {...aria}
                inputRef={fileInput}
                labelledBy={`${id}-file-label`}
                accept={SHEET_FILES}
                busy={check.isPending || add.isPending}
                onChange={(e) => void choose(e.target.files?.[0])}
              />
            )}
          </FormField>
          {check.isPending ? (
            <p role="status" className="text-base-content/80">
              {t('studentImport.checking')}
            </p>
          ) : null}
          {fileError || check.isError ? (
            <div role="alert" className="alert alert-error block">
              <p>{fileError ?? errorMessage(t, check.error)}</p>
              <MissingColumns error={check.error} />
            </div>
          ) : null}
          {check.data && file ? (
            <Preview
              preview={check.data}
              plainCsv={savedAsPlainCsv(file, check.data.rows)}
              adding={add.isPending}
              onAdd={confirm}
              onAnother={startOver}
            />
          ) : null}
          {add.isError ? (
            <p role="alert" className="text-error">
              {t('studentImport.failed')} {errorMessage(t, add.error)}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** A file without a needed column: which ones, by the template's headers in the reader's language. */
function MissingColumns({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!(error instanceof ApiError) || error.details.reason !== 'import_columns') return null;
  const missing = String(error.details.params?.missing ?? '')
    .split(',')
    .filter((c): c is ImportColumn => (IMPORT_COLUMNS as readonly string[]).includes(c));
  if (missing.length === 0) return null;
  return (
    <p>
      {t('studentImport.missingColumns', {
        columns: missing.map((c) => `“${headerIn(c, i18n.language)}”`).join(', '),
      })}
    </p>
  );
}

function Preview({
  preview,
  plainCsv,
  adding,
  onAdd,
  onAnother,
}: {
  preview: ImportPreview;
  plainCsv: boolean;
  adding: boolean;
  onAdd: () => void;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const withProblems = preview.rows.filter((r) => r.problems.length > 0);
  const [onlyProblems, setOnlyProblems] = useState(true);
  const shown = onlyProblems && withProblems.length > 0 ? withProblems : preview.rows;
  return (
    <section className="space-y-4">
      <div role="status" className="space-y-1">
        <p className="font-semibold">
          {t('studentImport.summary', { ready: preview.ready, total: preview.rows.length })}
        </p>
        <p>
          {preview.ready === 0
            ? t('studentImport.noneReady')
            : withProblems.length > 0
              ? t('studentImport.withProblems', { count: withProblems.length })
              : t('studentImport.allReady')}
        </p>
      </div>
      {plainCsv ? <p className="alert alert-warning block">{t('studentImport.plainCsv')}</p> : null}
      {preview.ignoredColumns.length > 0 ? (
        <p className="text-sm">
          {t('studentImport.ignored', { columns: preview.ignoredColumns.join(', ') })}
        </p>
      ) : null}
      {withProblems.length > 0 && preview.ready > 0 ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={onlyProblems}
            onChange={(e) => setOnlyProblems(e.target.checked)}
          />
          {t('studentImport.onlyProblems')}
        </label>
      ) : null}
      <ol aria-label={t('studentImport.rowsLabel')} className="space-y-2">
        {shown.map((row) => (
          <RowItem key={row.line} row={row} />
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={preview.ready === 0 || adding}
          onClick={onAdd}
        >
          <FileCheck2 aria-hidden="true" className="size-4" />
          {adding ? t('studentImport.adding') : t('studentImport.add', { count: preview.ready })}
        </button>
        <button type="button" className="btn btn-outline" onClick={onAnother}>
          {t('studentImport.another')}
        </button>
      </div>
    </section>
  );
}

/** One row of the file: what it says, and what is wrong with it, cell by cell. */
function RowItem({ row }: { row: ImportRow }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { loginId, name, nameBn, grade, section, roll } = row.student;
  const bad = row.problems.length > 0;
  return (
    <li
      className={`rounded border p-3 ${bad ? 'border-error bg-error/5' : 'border-base-300 bg-base-100'}`}
    >
      <p className="break-words">
        <span className="font-semibold">{t('studentImport.line', { n: row.line })}</span>
        {' · '}
        {[
          loginId,
          nameIn({ name, nameBn }, language),
          grade && gradeName(t, grade),
          section && t('accounts.section', { value: section }),
          roll && `${t('accounts.fields.roll')} ${formatDigits(roll, language)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {bad ? (
        <ul className="mt-1 list-disc ps-6 text-error">
          {row.problems.map((p) => (
            <li key={p.field}>
              {headerIn(p.field, language)}: {ruleMessage(t, p.rule)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The import done: how many were added, and their temporary passwords, this once. */
function ImportDone({
  result,
  headingRef,
  onAnother,
}: {
  result: ImportResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // A section column only where the school has sections.
  const sections = result.created.some((s) => s.section);
  const sheet = () =>
    saveTextFile(
      `sign-in-list-${today()}.csv`,
      csvText([
        [
          headerIn('loginId', language),
          headerIn('name', language),
          headerIn('grade', language),
          ...(sections ? [headerIn('section', language)] : []),
          headerIn('roll', language),
          t('studentImport.temporaryPassword'),
        ],
        ...result.created.map((s) => [
          s.loginId,
          nameIn(s, language),
          gradeName(t, s.grade),
          ...(sections ? [s.section] : []),
          s.roll,
          s.temporaryPassword,
        ]),
      ]),
    );
  return (
    <section className="space-y-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {t('studentImport.done', { count: result.created.length })}
      </h2>
      {result.skipped > 0 ? <p>{t('studentImport.skipped', { count: result.skipped })}</p> : null}
      {result.created.length > 0 ? (
        <>
          <p className="alert alert-warning block">{t('studentImport.sheetWarning')}</p>
          <button type="button" className="btn btn-primary" onClick={sheet}>
            <Download aria-hidden="true" className="size-4" />
            {t('studentImport.sheet')}
          </button>
          <ol aria-label={t('studentImport.createdLabel')} className="space-y-2">
            {result.created.map((s) => (
              <li key={s.id} className="rounded border border-base-300 p-3 break-words">
                {[
                  s.loginId,
                  nameIn(s, language),
                  gradeName(t, s.grade),
                  s.section && t('accounts.section', { value: s.section }),
                  `${t('accounts.fields.roll')} ${formatDigits(s.roll, language)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                <span className="mt-1 block">
                  {t('studentImport.temporaryPassword')}:{' '}
                  <span className="select-all font-mono">{s.temporaryPassword}</span>
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <button type="button" className="btn btn-outline" onClick={onAnother}>
        {t('studentImport.another')}
      </button>
    </section>
  );
}
