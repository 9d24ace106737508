import { Page } from '../components/ui/page.tsx';
import { DocumentsTable } from '../features/documents/components/documents-table.tsx';
import { useTranslation } from '../lib/i18n.ts';

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
