import { Page } from '../components/ui/page.tsx';
import { DocumentsTable } from '../features/documents/components/documents-table.tsx';
import { useTranslation } from '../lib/i18n.ts';

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
