import { useTranslation } from '../lib/i18n.ts';

/** Shown when a page cannot render, most often because its code did not download. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{t('errors.routeTitle')}</title>
      <h1 className="text-2xl font-bold text-primary">{t('errors.routeTitle')}</h1>
      <p className="mt-4">{t('errors.routeBody')}</p>
      <button
        type="button"
        className="btn btn-primary mt-8"
        onClick={() => window.location.reload()}
      >
        {t('errors.reload')}
      </button>
    </div>
  );
}
