import { useTranslation } from '../../lib/i18n.ts';

/** The full-page loading spinner of SPEC.md: dark blue, 100 by 100 px. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={label ?? t('common.loading')}
      className="flex justify-center py-10"
    >
      <span
        aria-hidden="true"
        className="block size-[100px] animate-spin rounded-full border-8 border-primary/20 border-t-primary"
      />
    </div>
  );
}
