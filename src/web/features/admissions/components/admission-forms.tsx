import { useState } from 'react';
import { AdmissionApplication } from './admission-application.tsx';
import { AdmissionLotteries } from './admission-lotteries.tsx';
import { AdmissionStatusLookup } from './admission-status-lookup.tsx';

/**
 * The forms of the online admission page (routes/online-admission.tsx): the application,
 * the lookup of one sent (filled in with the application just sent) and the lotteries.
 */
export function AdmissionForms() {
  const [given, setGiven] = useState<{ reference: string; mobile: string }>();
  return (
    <>
      <AdmissionApplication
        onSent={(sent) =>
          setGiven({ reference: sent.reference, mobile: sent.values.guardianMobile })
        }
      />
      <AdmissionStatusLookup given={given} />
      <AdmissionLotteries />
    </>
  );
}
