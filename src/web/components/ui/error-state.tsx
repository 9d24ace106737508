import { RotateCw } from 'lucide-react';
import { errorMessage } from '../../lib/error-message.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** A failed load: what went wrong and a Retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="alert alert-error alert-soft flex flex-wrap justify-between gap-3 my-4"
    >
      <span>{errorMessage(t, error)}</span>
      <button type="button" className="btn btn-sm btn-primary" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('common.retry')}
      </button>
    </div>
  );
}
