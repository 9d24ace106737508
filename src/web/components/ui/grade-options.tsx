import { GRADES } from '../../../shared/constants.ts';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * A class select's options: first `empty` (no class chosen, or every class for a filter),
 * then classes six to ten in the reader's language. Every class select has them.
 */
export function GradeOptions({ empty }: { empty: string }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{empty}</option>
      {GRADES.map((grade) => (
        <option key={grade} value={grade}>
          {t(`grades.${grade}`)}
        </option>
      ))}
    </>
  );
}
