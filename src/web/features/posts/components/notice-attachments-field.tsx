import { FileText, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { NOTICE_ATTACHMENTS_MAX } from '../../../../shared/constants.ts';
import type { NoticeAttachment, NoticePdf } from '../../../../shared/schemas/notices.ts';
import type { NoticeAttachmentInput } from '../../../../shared/schemas/posts.ts';
import { FilePicker } from '../../../components/uploads/file-picker.tsx';
import { uploadForm } from '../../../components/uploads/upload-form.ts';
import { uploadImage } from '../../../components/uploads/upload-image.ts';
import { imageProblem } from '../../../components/uploads/use-chosen-image.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { signedInAddress, signedInMethod } from '../../../lib/signed-in-api.ts';

const PDF_MAX_BYTES = 10 * 1024 * 1024;

/** One attachment in the form: uploaded (with the id the notice names), being sent, or failed. */
export type AttachmentItem = {
  key: string;
  kind: 'image' | 'pdf';
  name: string;
  status: 'sending' | 'ready' | 'failed';
  /** The uploaded image's or PDF's id. */
  id?: string;
  thumbUrl?: string;
  pages?: number | null;
  error?: string;
};

let seq = 0;
const keyOf = () => `a${++seq}`;

function itemsOf(attachments: readonly NoticeAttachment[] | undefined): AttachmentItem[] {
  return (attachments ?? []).map((a) =>
    a.kind === 'image'
      ? {
          key: keyOf(),
          kind: 'image',
          name: '',
          status: 'ready',
          id: a.image.id,
          thumbUrl: a.image.thumbUrl,
        }
      : {
          key: keyOf(),
          kind: 'pdf',
          name: a.pdf.name,
          status: 'ready',
          id: a.pdf.id,
          pages: a.pdf.pages,
        },
  );
}

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * A notice's attachments as the form keeps them: each chosen file uploaded at once, in the
 * order chosen (PDFs to notices.uploadPdf, images through the image pipeline), removable;
 * `input()` is what the notice sends.
 */
export function useNoticeAttachments(initial: readonly NoticeAttachment[] | undefined) {
  const { t, i18n } = useTranslation();
  const [items, setItems] = useState<AttachmentItem[]>(() => itemsOf(initial));
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const count = useRef(items.length);
  const update = (key: string, change: Partial<AttachmentItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const send = async (file: File, item: AttachmentItem) => {
    try {
      if (item.kind === 'pdf') {
        if (file.size > PDF_MAX_BYTES) throw new Error(t('posts.attachmentPdfTooLarge'));
        const body = new FormData();
        body.append('file', file);
        const pdf = await uploadForm<NoticePdf>(signedInAddress('notices.uploadPdf'), body, {
          method: signedInMethod('notices.uploadPdf'),
        });
        update(item.key, { status: 'ready', id: pdf.id, pages: pdf.pages, name: pdf.name });
      } else {
        const problem = imageProblem(t, file);
        if (problem) throw new Error(problem);
        const image = await uploadImage({ file });
        update(item.key, { status: 'ready', id: image.id, thumbUrl: image.thumbUrl });
      }
    } catch (err) {
      update(item.key, {
        status: 'failed',
        error: err instanceof Error && !('status' in err) ? err.message : errorMessage(t, err),
      });
    }
  };

  return {
    items,
    note,
    error,
    setError,
    busy: items.some((i) => i.status === 'sending'),
    /** Adds the chosen files, in their order, as far as the limit allows; uploads each. */
    add(files: readonly File[]) {
      setError(null);
      const room = NOTICE_ATTACHMENTS_MAX - count.current;
      const taken = files.slice(0, Math.max(0, room));
      setNote(
        taken.length < files.length
          ? t('posts.attachmentsTooMany', {
              n: formatDigits(NOTICE_ATTACHMENTS_MAX, i18n.language),
            })
          : null,
      );
      const added = taken.map(
        (file): AttachmentItem => ({
          key: keyOf(),
          kind: isPdf(file) ? 'pdf' : 'image',
          name: file.name,
          status: 'sending',
        }),
      );
      count.current += added.length;
      setItems((list) => [...list, ...added]);
      // One after another, so a slow phone's connection is not split many ways.
      void added.reduce(
        (before, item, i) => before.then(() => send(taken[i]!, item)),
        Promise.resolve(),
      );
    },
    remove(key: string) {
      setNote(null);
      setError(null);
      setItems((list) => {
        const left = list.filter((i) => i.key !== key);
        count.current = left.length;
        return left;
      });
    },
    clear() {
      count.current = 0;
      setItems([]);
      setNote(null);
      setError(null);
    },
    /** What the notice names: the uploaded ones, in order (a failed one is left out). */
    input(): NoticeAttachmentInput[] {
      return items.flatMap((i): NoticeAttachmentInput[] =>
        i.status !== 'ready' || !i.id
          ? []
          : i.kind === 'image'
            ? [{ kind: 'image', imageId: i.id }]
            : [{ kind: 'pdf', documentId: i.id }],
      );
    },
  };
}
export type NoticeAttachmentsState = ReturnType<typeof useNoticeAttachments>;

/**
 * The notice form's Attachments: "Add PDF or photos" (several at once), then each file in
 * the order added, with its state and Remove.
 */
export function NoticeAttachmentsField({ state }: { state: NoticeAttachmentsState }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const language = i18n.language;
  const full = state.items.length >= NOTICE_ATTACHMENTS_MAX;
  const describedBy = [`${id}-hint`, state.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="sm:col-span-2" aria-describedby={describedBy}>
      <legend id={`${id}-label`} className="mb-1 font-medium">
        {t('posts.attachments')}
      </legend>
      <p id={`${id}-hint`} className="mb-2 text-sm">
        {t('posts.attachmentsHint', { n: formatDigits(NOTICE_ATTACHMENTS_MAX, language) })}
      </p>
      {state.items.length > 0 ? (
        <ol className="mb-3 grid gap-2" aria-label={t('posts.attachments')}>
          {state.items.map((item, index) => {
            const name =
              item.kind === 'pdf'
                ? item.name
                : item.name || t('posts.attachmentImage', { n: formatDigits(index + 1, language) });
            return (
              <li
                key={item.key}
                className="flex items-center gap-3 rounded-box border border-base-300 bg-base-100 p-2"
              >
                <span className="w-6 text-center text-sm">{formatDigits(index + 1, language)}</span>
                {item.kind === 'image' && item.thumbUrl ? (
                  <img
                    src={item.thumbUrl}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 rounded object-cover"
                  />
                ) : (
                  <FileText aria-hidden="true" className="size-12 shrink-0 p-2 text-error" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium [overflow-wrap:anywhere]">{name}</p>
                  <p
                    className={`text-sm ${item.status === 'failed' ? 'text-error' : ''}`}
                    role={item.status === 'failed' ? 'alert' : undefined}
                  >
                    {item.status === 'sending'
                      ? t('posts.uploading')
                      : item.status === 'failed'
                        ? item.error
                        : item.kind === 'pdf'
                          ? item.pages
                            ? `${t('posts.attachmentPdf')} · ${t('posts.attachmentPages', { count: item.pages, n: formatDigits(item.pages, language) })}`
                            : t('posts.attachmentPdf')
                          : t('posts.attachmentPhoto')}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm min-h-11"
                  onClick={() => state.remove(item.key)}
                  aria-label={t('posts.attachmentRemove', { name })}
                >
                  <X aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">{t('posts.remove')}</span>
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
      {full ? null : (
        <FilePicker
          id={`${id}-input`}
          inputRef={input}
          labelledBy={`${id}-label`}
          accept="application/pdf,.pdf,image/jpeg,image/png,image/webp"
          multiple
          button={t('posts.attachmentsAdd')}
          chosen={[]}
          showNone={false}
          note={state.note}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            state.add(files);
          }}
        />
      )}
      {state.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-error" role="alert">
          {state.error}
        </p>
      ) : null}
    </fieldset>
  );
}
