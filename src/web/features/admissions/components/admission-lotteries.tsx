import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { drawLottery } from '../../../../shared/lottery.ts';
import type { AdmissionDraw } from '../../../../shared/schemas/admissions.ts';
import { formatDate, formatDigits, localizeDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { admissionLotteriesQuery } from '../api/get-admission-season.ts';
import { gradeWords } from './admission-form.tsx';

/** Whether this browser can compute SHA-256 (crypto.subtle: on https and on this computer). */
const canDraw = () => typeof globalThis.crypto?.subtle?.digest === 'function';

/**
 * The admission lotteries' results as the school posts them (issue 20): for each class,
 * the admitted list and the numbered waiting list by reference and name, with the seed and
 * the applications drawn from, so that a guardian can draw it again on the phone.
 */
export function AdmissionLotteries() {
  const { t } = useTranslation();
  const lotteries = useQuery(admissionLotteriesQuery);
  const items = lotteries.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section id="lottery" aria-labelledby="lottery-heading" className="mt-12 max-w-3xl">
      <h2 id="lottery-heading" className="text-xl font-bold text-primary">
        {t('admission.lottery.heading')}
      </h2>
      {items.map((draw) => (
        <LotteryResults key={draw.periodId} draw={draw} />
      ))}
    </section>
  );
}

function LotteryResults({ draw }: { draw: AdmissionDraw }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const digits = (n: number) => formatDigits(n, language);
  const [check, setCheck] = useState<'idle' | 'same' | 'differs'>('idle');
  const headingId = `lottery-${draw.grade}`;
  const verify = async () => {
    const again = await drawLottery({
      seed: draw.seed,
      entries: draw.entries,
      seats: draw.seats,
      waiting: draw.waiting.length,
      quotas: draw.quotas,
    });
    const same =
      JSON.stringify(again.admitted) ===
        JSON.stringify(draw.admitted.map(({ reference, quota }) => ({ reference, quota }))) &&
      JSON.stringify(again.waiting) === JSON.stringify(draw.waiting.map((w) => w.reference));
    setCheck(same ? 'same' : 'differs');
  };
  return (
    <article aria-labelledby={headingId} className="mt-6 break-inside-avoid">
      <h3 id={headingId} className="text-lg font-semibold">
        {t('admission.lottery.class', { grade: gradeWords(t, draw.grade) })}
      </h3>
      <p className="text-sm">
        {t('admission.lottery.drawn', {
          date: formatDate(draw.publishedAt ?? draw.drawnAt, language, 'Asia/Dhaka'),
          entries: draw.entries.length,
          seats: draw.seats,
        })}{' '}
        {t('admission.lottery.seed')}: <strong className="font-mono">{draw.seed}</strong>
      </p>
      <h4 className="mt-3 font-semibold">{t('admission.lottery.admitted')}</h4>
      <ol className="mt-1 grid gap-x-6 sm:grid-cols-2">
        {draw.admitted.map((a, i) => (
          <li key={a.reference} className="flex gap-2">
            <span className="w-6 shrink-0 text-end">{digits(i + 1)}.</span>
            <span>
              <span className="font-mono">{a.reference}</span> {a.name}
              {a.quota ? (
                <span className="badge badge-sm badge-outline ms-1">{a.quota}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      {draw.waiting.length ? (
        <>
          <h4 className="mt-3 font-semibold">{t('admission.lottery.waiting')}</h4>
          <ol className="mt-1 grid gap-x-6 sm:grid-cols-2">
            {draw.waiting.map((w) => (
              <li key={w.reference} className="flex gap-2">
                <span className="w-6 shrink-0 text-end">{digits(w.position)}.</span>
                <span>
                  <span className="font-mono">{w.reference}</span> {w.name}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <details className="mt-3 text-sm print:hidden">
        <summary className="min-h-11 cursor-pointer py-2.5">
          {t('admission.lottery.howTo', { count: draw.entries.length })}
        </summary>
        <p className="mt-1">{t('admission.lottery.rule')}</p>
        <p className="mt-1 font-mono break-all">{localizeDigits(draw.entries.join(', '), 'en')}</p>
        {canDraw() ? (
          <button
            type="button"
            className="btn btn-sm btn-outline mt-2 min-h-11"
            onClick={() => void verify()}
          >
            {t('admission.lottery.verify')}
          </button>
        ) : null}
        {check !== 'idle' ? (
          <p
            role="status"
            className={`mt-2 font-medium ${check === 'same' ? 'text-success' : 'text-error'}`}
          >
            {t(check === 'same' ? 'admission.lottery.same' : 'admission.lottery.differs')}
          </p>
        ) : null}
      </details>
    </article>
  );
}
