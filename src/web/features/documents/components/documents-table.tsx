import { GRADES } from '../../../../shared/constants.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocuments } from '../api/get-documents.ts';
import { documentTitle, documentUpdated } from './document-title.ts';
import { FileLinks } from './file-links.tsx';
import '../../../locales/pages.ts';

/** Routines or syllabi for classes six to ten: one row per file, with View and Download links. */
export function DocumentsTable({ kind }: { kind: 'routine' | 'syllabus' }) {
  const { t, i18n } = useTranslation();
  const documents = useDocuments(kind);
  return (
    <QueryState query={documents}>
      {(data) => (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table">
            <thead className="bg-base-200 text-base-content">
              <tr>
                <th scope="col">{t('documents.class')}</th>
                <th scope="col">{t('documents.title')}</th>
                <th scope="col">{t('documents.file')}</th>
              </tr>
            </thead>
            <tbody>
              {GRADES.flatMap((grade) => {
                const docs = data.items.filter((d) => d.grade === grade);
                if (docs.length === 0)
                  return [
                    <tr key={grade}>
                      <th scope="row">{t(`grades.${grade}`)}</th>
                      <td colSpan={2}>{t('common.notPublished')}</td>
                    </tr>,
                  ];
                return docs.map((doc) => {
                  const title = documentTitle(t, doc, i18n.language);
                  return (
                    <tr key={doc.id}>
                      <th scope="row">{t(`grades.${grade}`)}</th>
                      <td>
                        <span className="block">{title}</span>
                        <span className="block text-sm opacity-80">
                          {documentUpdated(t, doc, i18n.language)}
                        </span>
                      </td>
                      <td>
                        <div className="flex flex-wrap gap-2">
                          <FileLinks doc={doc} title={title} size="btn-sm" />
                        </div>
                      </td>
                    </tr>
                  );
                });
              })}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  );
}
