import { useState } from 'react';
import { useServerAnswer } from '../../../lib/page-form.ts';
import { AdmissionApplication } from './admission-application.tsx';
import type { SentApplication } from './admission-form.tsx';
import { AdmissionLotteries } from './admission-lotteries.tsx';
import { AdmissionStatusLookup } from './admission-status-lookup.tsx';

/**
 * The forms of the online admission page (routes/online-admission.tsx): the application,
 * the lookup of one sent (filled in with the application just sent) and the lotteries.
 * An application sent without the app's code comes back drawn by the server
 * (src/server/plugins/page-forms.ts): its slip, or the form with its refusals.
 */
export function AdmissionForms() {
  const answered = useServerAnswer<SentApplication>('admission');
  const [given, setGiven] = useState<{ reference: string; mobile: string } | undefined>(() =>
    answered?.data
      ? { reference: answered.data.reference, mobile: answered.data.values.guardianMobile }
      : undefined,
  );
  return (
    <>
      <AdmissionApplication
        answered={answered}
        onSent={(sent) =>
          setGiven({ reference: sent.reference, mobile: sent.values.guardianMobile })
        }
      />
      <AdmissionStatusLookup given={given} />
      <AdmissionLotteries />
    </>
  );
}
