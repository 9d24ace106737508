import '../../../locales/public-forms.ts';

import { useEffect, useState } from 'react';
import type { AdmissionPeriod } from '../../../../shared/schemas/admissions.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import type { ServerAnswer } from '../../../lib/page-form.ts';
import { useAdmissionSeason } from '../api/get-admission-season.ts';
import { clearDraft } from '../lib/admission-draft.ts';
import { AdmissionForm, gradeWords, type SentApplication } from './admission-form.tsx';
import { AdmissionSlip } from './admission-slip.tsx';

/** One line of the season for a class: open until, opens on, or closed on. */
function seasonLine(t: TFunction, language: string, p: AdmissionPeriod): string {
  const grade = gradeWords(t, p.grade);
  if (p.state === 'open')
    return t('admission.season.open', {
      grade,
      date: formatDate(p.closesOn, language),
      seats: p.seats,
    });
  if (p.state === 'upcoming')
    return t('admission.season.upcoming', { grade, date: formatDate(p.opensOn, language) });
  return t('admission.season.closed', { grade, date: formatDate(p.closesOn, language) });
}

/**
 * Applying for admission (issue 20): the season (which classes take applications today,
 * until when, and how many seats), the form for the open classes, and after sending, the
 * acknowledgement slip. With no class open, the page says when admission opens, or that it
 * has closed, and shows no form: the server would refuse it.
 */
export function AdmissionApplication({
  onSent,
  answered,
}: {
  onSent?: (sent: SentApplication) => void;
  /** The server's answer to the form sent without the app's code: the slip, or the form's refusals. */
  answered?: ServerAnswer<SentApplication> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const season = useAdmissionSeason();
  const [sent, setSent] = useState<SentApplication | null>(() => answered?.data ?? null);
  useEffect(() => {
    // The school has it: nothing is kept on the phone.
    if (answered?.data) clearDraft();
  }, [answered]);

  return (
    <QueryState query={season}>
      {({ periods }) => {
        const open = periods.filter((p) => p.state === 'open');
        if (sent)
          return (
            <AdmissionSlip
              sent={sent}
              papers={open.find((p) => p.grade === sent.values.grade)?.papers ?? ''}
              onAnother={() => setSent(null)}
            />
          );
        return (
          <>
            <section aria-labelledby="admission-season" className="mb-6 max-w-3xl">
              <h2 id="admission-season" className="sr-only">
                {t('nav.admission')}
              </h2>
              {open.length === 0 ? (
                <p className="alert alert-info font-medium">{t('admission.season.noneOpen')}</p>
              ) : null}
              {periods.length ? (
                <ul className="mt-2 list-disc ps-6">
                  {periods.map((p) => (
                    <li key={p.id}>{seasonLine(t, i18n.language, p)}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2">{t('admission.season.noneAnnounced')}</p>
              )}
              {open.length ? <p className="mt-2 text-sm">{t('admission.season.lottery')}</p> : null}
            </section>
            {open.length ? (
              <AdmissionForm
                open={open}
                answered={answered?.error ? answered : undefined}
                onSent={(application) => {
                  setSent(application);
                  onSent?.(application);
                }}
              />
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}
