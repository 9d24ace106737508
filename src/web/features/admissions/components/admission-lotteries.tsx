import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { checkLottery } from '../../../../shared/lottery.ts';
import type {
  AdmissionDraw,
  AdmissionLottery,
  LotteryDrawRecord,
} from '../../../../shared/schemas/admissions.ts';
import { formatDate, formatDigits, localizeDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { admissionLotteriesQuery } from '../api/get-admission-season.ts';
import { gradeWords } from './admission-form.tsx';
import { lotteryMoment } from './lottery-moment.ts';

/** Whether this browser can compute SHA-256 (crypto.subtle: on https and on this computer). */
const canCheck = () => typeof globalThis.crypto?.subtle?.digest === 'function';

/**
 * The classes' admission lotteries as the school posts them (issue 20, docs/decisions/0007):
 * for each class the commitment from the start, every draw with its time and inputs, and
 * once published the lists by reference and name with the secret, so that a guardian can
 * check on the phone that no one chose the outcome.
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
      <p className="mt-2 text-sm">{t('admission.lottery.intro')}</p>
      {items.map((lottery) => (
        <ClassLottery key={lottery.periodId} lottery={lottery} />
      ))}
    </section>
  );
}

function ClassLottery({ lottery }: { lottery: AdmissionLottery }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headingId = `lottery-${lottery.periodId}`;
  const { result } = lottery;
  const mono = 'font-mono break-all';
  return (
    <article aria-labelledby={headingId} className="mt-6 break-inside-avoid">
      <h3 id={headingId} className="text-lg font-semibold">
        {t('admission.lottery.class', { grade: gradeWords(t, lottery.grade) })}
      </h3>
      {lottery.commitment ? (
        <dl className="mt-1 text-sm">
          <dt className="font-medium">{t('admission.lottery.commitment')}</dt>
          <dd className={mono}>{lottery.commitment}</dd>
          {lottery.committedAt ? (
            <dd>
              {t('admission.lottery.committedOn', {
                date: lotteryMoment(lottery.committedAt, language),
              })}
            </dd>
          ) : null}
          {result ? (
            <>
              <dt className="mt-1 font-medium">{t('admission.lottery.secret')}</dt>
              <dd className={mono}>{lottery.secret}</dd>
              <dt className="mt-1 font-medium">{t('admission.lottery.hall')}</dt>
              <dd className="font-mono">{result.hall}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-1 text-sm">{t('admission.lottery.noCommitment')}</p>
      )}
      {result ? (
        <Lists draw={result} />
      ) : lottery.commitment && lottery.draws.length === 0 ? (
        <p className="mt-2 text-sm">
          {t('admission.lottery.before', {
            date: formatDate(lottery.closesOn, language),
          })}
        </p>
      ) : null}
      {lottery.draws.length > 0 ? <Draws draws={lottery.draws} /> : null}
      {result && lottery.commitment && lottery.secret && result.hall ? (
        <HowToCheck
          draw={result}
          commitment={lottery.commitment}
          secret={lottery.secret}
          hall={result.hall}
        />
      ) : null}
    </article>
  );
}

/** The published lists: the admitted, then the numbered waiting list. */
function Lists({ draw }: { draw: AdmissionDraw }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const digits = (n: number) => formatDigits(n, language);
  return (
    <>
      <p className="mt-2 text-sm">
        {t('admission.lottery.drawn', {
          date: formatDate(draw.publishedAt ?? draw.drawnAt, language),
          entries: draw.entries.length,
          seats: draw.seats,
        })}{' '}
        {t('admission.lottery.seed')}: <strong className="font-mono break-all">{draw.seed}</strong>
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
    </>
  );
}

/** Every draw of the class, published or not: when, and what it was drawn from. */
function Draws({ draws }: { draws: LotteryDrawRecord[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <>
      <h4 className="mt-3 font-semibold">
        {t('admission.lottery.draws', { count: draws.length })}
      </h4>
      <p className="text-sm">{t('admission.lottery.drawsHint')}</p>
      <ol className="mt-1 grid gap-2 text-sm">
        {draws.map((draw) => (
          <li key={draw.id} className="rounded-box border border-base-300 p-2">
            <p className="font-medium">
              {lotteryMoment(draw.drawnAt, language)}:{' '}
              {t(
                draw.publishedAt ? 'admission.lottery.published' : 'admission.lottery.unpublished',
              )}
            </p>
            <p>
              {t('admission.lottery.drawInputs', {
                hall: draw.hall ?? '—',
                entries: draw.entries.length,
                seats: draw.seats,
                waiting: draw.waitingLength,
              })}
              {draw.quotas.length > 0
                ? ` ${t('admission.lottery.drawQuotas', {
                    quotas: draw.quotas
                      .map((q) => `${q.label} (${formatDigits(q.seats, language)})`)
                      .join(', '),
                  })}`
                : null}
            </p>
            <p className="font-mono break-all">
              {t('admission.lottery.seed')}: {draw.seed}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}

type Check = Awaited<ReturnType<typeof checkLottery>>;

/** How a guardian checks the published lottery, and the check itself, on the phone. */
function HowToCheck({
  draw,
  commitment,
  secret,
  hall,
}: {
  draw: AdmissionDraw;
  commitment: string;
  secret: string;
  hall: string;
}) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check | null>(null);
  const verify = async () =>
    setCheck(
      await checkLottery({
        commitment,
        secret,
        hall,
        seed: draw.seed,
        entries: draw.entries,
        seats: draw.seats,
        waitingLength: draw.waitingLength,
        quotas: draw.quotas,
        admitted: draw.admitted,
        waiting: draw.waiting.map((w) => w.reference),
      }),
    );
  const all = check ? check.commitment && check.seed && check.lists : false;
  return (
    <details className="mt-3 text-sm print:hidden">
      <summary className="min-h-11 cursor-pointer py-2.5">{t('admission.lottery.howTo')}</summary>
      <ol className="mt-1 list-decimal ps-5">
        <li>{t('admission.lottery.step1')}</li>
        <li>{t('admission.lottery.step2')}</li>
        <li>{t('admission.lottery.step3')}</li>
        <li className="[overflow-wrap:anywhere]">
          {t('admission.lottery.step4', { example: `${secret.slice(0, 8)}…:${hall}` })}
        </li>
      </ol>
      <p className="mt-2">{t('admission.lottery.rule', { count: draw.entries.length })}</p>
      <p className="mt-1 font-mono break-all">{localizeDigits(draw.entries.join(', '), 'en')}</p>
      {canCheck() ? (
        <button
          type="button"
          className="needs-script btn btn-sm btn-outline mt-2 min-h-11"
          onClick={() => void verify()}
        >
          {t('admission.lottery.verify')}
        </button>
      ) : null}
      {check ? (
        <div role="status" className="mt-2">
          <ul>
            {(['commitment', 'seed', 'lists'] as const).map((step) => (
              <li key={step}>
                {t(`admission.lottery.check.${step}`)}:{' '}
                <strong className={check[step] ? 'text-success' : 'text-error'}>
                  {t(check[step] ? 'admission.lottery.yes' : 'admission.lottery.no')}
                </strong>
              </li>
            ))}
          </ul>
          <p className={`mt-1 font-medium ${all ? 'text-success' : 'text-error'}`}>
            {t(all ? 'admission.lottery.same' : 'admission.lottery.differs')}
          </p>
        </div>
      ) : null}
    </details>
  );
}
