// zod must be told to run without eval before the shared schemas below are built.
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Send } from 'lucide-react';
import {
  type ComponentType,
  type KeyboardEvent,
  useCallback,
  useId,
  useMemo,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { type Control, FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import type { ImageRef } from '../../../../shared/schemas/common.ts';
import {
  type ContentKey,
  type ContentResponse,
  type ContentValue,
  contentSchemas,
} from '../../../../shared/schemas/content.ts';
import type { ContentImages } from '../../../components/content/content-page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useContent } from '../../../lib/content.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveContent } from '../api/save-content.ts';
import { CONTENT_PATHS, formValuesOf } from '../content-pages.ts';
import { ContentPreview } from './content-preview.tsx';
import { type EditorImages, EditorImagesContext } from './editor-images.ts';
import { PAGE_FIELDS } from './page-fields.tsx';
import { useLeaveWarning } from './use-leave-warning.ts';

type Tab = 'edit' | 'en' | 'bn';
const TABS: Tab[] = ['edit', 'en', 'bn'];
type Values = Record<string, unknown>;

/** The draft as it is typed, shown by the page's own component. */
function LivePreview({
  contentKey,
  control,
  images,
  language,
}: {
  contentKey: ContentKey;
  control: Control<Values>;
  images: ContentImages;
  language: 'en' | 'bn';
}) {
  const draft = useWatch({ control }) as ContentValue<ContentKey>;
  return (
    <ContentPreview contentKey={contentKey} value={draft} images={images} language={language} />
  );
}

function EditorForm<K extends ContentKey>({
  contentKey,
  published,
}: {
  contentKey: K;
  published: ContentResponse<K>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveContent(contentKey);
  const [tab, setTab] = useState<Tab>('edit');
  const [images, setImages] = useState<ContentImages>(published.images);
  const [uploads, setUploads] = useState<string[]>([]);
  const form = useForm<Values>({
    resolver: zodResolver(contentSchemas[contentKey] as never) as unknown as Resolver<Values>,
    defaultValues: formValuesOf(contentKey, published.value) as Values,
  });
  const {
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { isDirty, isSubmitting },
  } = form;
  useLeaveWarning(isDirty, t('content.leaveQuestion'));

  const add = useCallback(
    (image: ImageRef) => setImages((known) => ({ ...known, [image.id]: image })),
    [],
  );
  const setUploading = useCallback(
    (field: string, uploading: boolean) =>
      setUploads((list) => (uploading ? [...list, field] : list.filter((f) => f !== field))),
    [],
  );
  const editorImages = useMemo<EditorImages>(
    () => ({ images, add, setUploading }),
    [images, add, setUploading],
  );

  // The fields must be on screen before the form puts the focus on the first wrong one.
  const showFields = () => flushSync(() => setTab('edit'));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values as ContentValue<K>);
      setImages((known) => ({ ...known, ...saved.images }));
      // The server keeps plain text only: the form shows what was stored.
      reset(formValuesOf(contentKey, saved.value) as Values);
      void notify('success', t('content.publishedToast'));
    } catch (error) {
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter((f) => f.field && getValues(f.field) !== undefined)
          : [];
      if (known.length > 0) showFields();
      for (const [index, f] of known.entries())
        setError(
          f.field,
          { type: 'server', message: formMessage(f) },
          { shouldFocus: index === 0 },
        );
      if (known.length === 0)
        void notify('error', `${t('content.publishFailed')} ${errorMessage(t, error)}`);
    }
  }, showFields);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  const Fields: ComponentType = PAGE_FIELDS[contentKey];
  const uploading = uploads.length > 0;

  return (
    <FormProvider {...form}>
      <EditorImagesContext value={editorImages}>
        <form noValidate onSubmit={onSubmit} className="grid gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div role="tablist" aria-label={t('content.views')} className="join">
              {TABS.map((name) => (
                <button
                  key={name}
                  id={`${id}-tab-${name}`}
                  type="button"
                  role="tab"
                  aria-selected={tab === name}
                  aria-controls={`${id}-${name === 'edit' ? 'fields' : 'preview'}`}
                  tabIndex={tab === name ? 0 : -1}
                  className={`btn join-item btn-primary min-h-11 px-3 sm:px-4 ${tab === name ? '' : 'btn-outline'}`}
                  onClick={() => setTab(name)}
                  onKeyDown={onTabKey}
                >
                  {t(`content.tabs.${name}`)}
                </button>
              ))}
            </div>
            <NewTabLink
              href={CONTENT_PATHS[contentKey]}
              className="link link-secondary inline-flex items-center gap-1"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('content.openPage')}
            </NewTabLink>
          </div>

          <div
            id={`${id}-fields`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-edit`}
            hidden={tab !== 'edit'}
            className="grid max-w-5xl gap-8"
          >
            <Fields />
          </div>
          {tab !== 'edit' ? (
            <div id={`${id}-preview`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`}>
              <p className="mb-3 text-sm">{t('content.previewNote')}</p>
              <LivePreview
                contentKey={contentKey}
                control={form.control}
                images={images}
                language={tab}
              />
            </div>
          ) : null}

          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-base-300 bg-base-100 px-4 py-3">
            <button
              type="submit"
              className="btn btn-primary min-w-40"
              disabled={isSubmitting || uploading}
            >
              <Send aria-hidden="true" className="size-4" />
              {isSubmitting ? t('content.publishing') : t('content.publish')}
            </button>
            <p className="text-sm" aria-live="polite">
              {uploading
                ? t('content.waitForUpload')
                : isDirty
                  ? t('content.unpublished')
                  : published.updatedAt || save.isSuccess
                    ? t('content.upToDate')
                    : ''}
            </p>
          </div>
        </form>
      </EditorImagesContext>
    </FormProvider>
  );
}

/** Edits one page's content: the published value in a form, a preview in either language, Publish. */
export function ContentEditor<K extends ContentKey>({ contentKey }: { contentKey: K }) {
  const content = useContent(contentKey);
  return (
    <QueryState query={content}>
      {(data) => <EditorForm contentKey={contentKey} published={data} />}
    </QueryState>
  );
}
