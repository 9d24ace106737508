import { QueryState } from '../../../components/ui/query-state.tsx';
import { useClassTeachers } from '../../../lib/class-teachers.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { classOptionsOf } from '../lib/compose.ts';
import { SmsComposer } from './sms-composer.tsx';

/**
 * A class teacher's composer: their classes (classTeachers.list, the rows naming them) to
 * send to; none yet, and a few words say who names class teachers instead.
 */
export function ClassTeacherComposer({ teacherId }: { teacherId: string }) {
  const { t } = useTranslation();
  const list = useClassTeachers();
  return (
    <QueryState query={list}>
      {(data) => {
        const mine = classOptionsOf(data, teacherId);
        return mine.length === 0 ? (
          <p className="max-w-prose rounded-box border border-base-300 bg-base-100 p-4">
            {t('sms.compose.notClassTeacher')}
          </p>
        ) : (
          <SmsComposer mine={mine} />
        );
      }}
    </QueryState>
  );
}
