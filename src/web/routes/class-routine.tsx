import { Page } from '../components/ui/page.tsx';
import { documentsQuery } from '../features/documents/api/get-documents.ts';
import { DocumentsTable } from '../features/documents/components/documents-table.tsx';
import { useTranslation } from '../lib/i18n.ts';
import '../locales/pages.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [documentsQuery('routine')];

export default function ClassRoutineRoute() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('titles.classRoutine')}
      heading={t('documents.routineHeading')}
      intro={t('documents.routineIntro')}
    >
      <DocumentsTable kind="routine" />
    </Page>
  );
}
