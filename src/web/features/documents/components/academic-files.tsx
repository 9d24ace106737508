import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { GRADES, type Grade } from '../../../../shared/constants.ts';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  type SchoolDocument,
} from '../../../../shared/schemas/documents.ts';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { FilePicker } from '../../../components/uploads/file-picker.tsx';
import { isUploadCancelled, type UploadSent } from '../../../components/uploads/upload-form.ts';
import { UploadState } from '../../../components/uploads/upload-progress.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDigits } from '../../../lib/format.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { type DocumentKind, useDocuments } from '../api/get-documents.ts';
import { useUploadDocument } from '../api/upload-document.ts';
import { documentTitle, documentUpdated } from './document-title.ts';
import { FileLinks } from './file-links.tsx';
import '../../../locales/pages.ts';

const KINDS: readonly DocumentKind[] = ['routine', 'syllabus', 'calendar'];
const MEGABYTE = 1024 * 1024;

/** Why the server would refuse this file (type or size), or null when it would not. */
function documentProblem(t: TFunction, file: File, language: string): string | null {
  const size = formatDigits(DOCUMENT_MAX_BYTES / MEGABYTE, language);
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type))
    return t('academicFiles.wrongType');
  if (file.size > DOCUMENT_MAX_BYTES) return t('academicFiles.tooLarge', { size });
  return null;
}

/**
 * The admin's academic files: a place for each class's routine and syllabus and one for
 * the calendar, each with its current file (View, Download), Upload or Replace, and Delete.
 */
export function AcademicFiles() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <p className="mb-2 max-w-prose">{t('academicFiles.intro')}</p>
      <p className="mb-8 max-w-prose text-sm">
        {t('academicFiles.hint', {
          size: formatDigits(DOCUMENT_MAX_BYTES / MEGABYTE, i18n.language),
        })}
      </p>
      {KINDS.map((kind) => (
        <KindSection key={kind} kind={kind} />
      ))}
    </>
  );
}

function KindSection({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation();
  const id = useId();
  const documents = useDocuments(kind);
  const grades: (Grade | null)[] = kind === 'calendar' ? [null] : [...GRADES];
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="mb-4 text-xl font-bold text-primary md:text-2xl">
        {t(`academicFiles.kinds.${kind}`)}
      </h2>
      <QueryState query={documents}>
        {(data) => (
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {grades.map((grade) => (
              <FileSlot
                key={grade ?? kind}
                kind={kind}
                grade={grade}
                files={data.items.filter((d) => d.grade === grade)}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** One place (a class's routine, say): its file, and the upload that fills or replaces it. */
function FileSlot({
  kind,
  grade,
  files,
}: {
  kind: DocumentKind;
  grade: Grade | null;
  files: SchoolDocument[];
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const upload = useUploadDocument();
  const remove = useDeleteDocument(kind);
  const [sent, setSent] = useState<UploadSent | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** A file chosen to replace the live one, waiting for the admin to confirm. */
  const [pending, setPending] = useState<File | null>(null);
  const controller = useRef<AbortController | null>(null);
  const kindName = t(`academicFiles.kinds.${kind}`);
  const name = grade ? t(`grades.${grade}`) : kindName;
  const slot = grade ? t('academicFiles.slot', { kind: kindName, grade: name }) : kindName;
  const busy = sent !== null;
  const action = t(files.length ? 'academicFiles.replace' : 'academicFiles.upload');
  // Once every byte is sent the server is replacing the file: too late to cancel.
  const cancellable = sent !== null && !(sent.total > 0 && sent.loaded >= sent.total);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = documentProblem(t, file, i18n.language);
    setError(problem);
    setCancelled(false);
    if (problem) return;
    // A file on the website is replaced only once the admin says so.
    if (files.length > 0) setPending(file);
    else await send(file);
  };

  const send = async (file: File) => {
    const request = new AbortController();
    controller.current = request;
    setSending(file.name);
    setSent({ loaded: 0, total: 0 });
    try {
      await upload.mutateAsync({
        kind,
        grade,
        file,
        onProgress: setSent,
        signal: request.signal,
      });
      void notify('success', t('academicFiles.uploaded'));
    } catch (failure) {
      if (isUploadCancelled(failure)) {
        setCancelled(true);
        // The list as the server has it, should the file have arrived after all.
        void client.invalidateQueries({ queryKey: ['documents', kind] });
      } else setError(`${t('academicFiles.uploadFailed')} ${errorMessage(t, failure)}`);
    } finally {
      controller.current = null;
      setSending(null);
      setSent(null);
    }
  };

  const cancel = () => {
    controller.current?.abort();
    input.current?.focus();
  };

  const confirmReplace = () => {
    const file = pending;
    setPending(null);
    if (file) void send(file);
  };
  const live = files[0];
  const liveTitle = live ? documentTitle(t, live, i18n.language) : '';

  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <div className="min-w-0 flex-1 basis-48">
        <h3 className="font-semibold">{name}</h3>
        {files.length === 0 ? <p className="text-sm">{t('academicFiles.noFile')}</p> : null}
        {files.map((doc) => (
          <p key={doc.id} className="text-sm [overflow-wrap:anywhere]">
            {documentTitle(t, doc, i18n.language)}
            {' · '}
            {documentUpdated(t, doc, i18n.language)}
          </p>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {files.map((doc) => (
          <FileLinks key={doc.id} doc={doc} title={slot} size="min-h-11" />
        ))}
        <FilePicker
          id={`${id}-file`}
          inputRef={input}
          accept={DOCUMENT_TYPES.join(',')}
          aria-label={`${action}: ${slot}`}
          aria-describedby={error ? `${id}-error` : undefined}
          button={action}
          // The row says "No file yet" itself; the name shows while the file is sent.
          chosen={sending ? [sending] : []}
          showNone={false}
          note={cancelled ? t('files.cancelled') : null}
          busy={busy}
          onChange={onChange}
        />
        {files.map((doc) => (
          <ConfirmDeleteButton
            key={doc.id}
            what={`${slot}: ${documentTitle(t, doc, i18n.language)}`}
            question={t('academicFiles.deleteConfirm')}
            size="min-h-11"
            onConfirm={() => remove.mutateAsync(doc.id)}
          />
        ))}
      </div>
      <UploadState
        id={id}
        sent={sent}
        label={t('academicFiles.uploading', { name: slot })}
        onCancel={cancellable ? cancel : undefined}
        error={error}
      />
      <Modal
        open={pending !== null && live !== undefined}
        onClose={() => setPending(null)}
        title={t('academicFiles.replaceConfirm', { what: liveTitle })}
      >
        {live ? (
          <p className="[overflow-wrap:anywhere]">
            <span className="font-medium">{liveTitle}</span>
            {' · '}
            {documentUpdated(t, live, i18n.language)}
          </p>
        ) : null}
        {pending ? (
          <p className="mt-2 [overflow-wrap:anywhere]">
            {t('academicFiles.newFile', { name: pending.name })}
          </p>
        ) : null}
        <p className="mt-2">{t('academicFiles.replaceBody')}</p>
        <div className="modal-action flex-wrap">
          <button type="button" data-autofocus className="btn" onClick={() => setPending(null)}>
            {t('posts.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={confirmReplace}>
            {t('academicFiles.replace')}
          </button>
        </div>
      </Modal>
    </li>
  );
}
