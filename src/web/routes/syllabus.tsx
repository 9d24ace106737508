import { Page } from '../components/ui/page.tsx';
import { documentsQuery } from '../features/documents/api/get-documents.ts';
import { DocumentsTable } from '../features/documents/components/documents-table.tsx';
import { useTranslation } from '../lib/i18n.ts';
import '../locales/pages.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [documentsQuery('syllabus')];

export default function SyllabusRoute() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('titles.syllabus')}
      heading={t('documents.syllabusHeading')}
      intro={t('documents.syllabusIntro')}
    >
      <DocumentsTable kind="syllabus" />
    </Page>
  );
}
