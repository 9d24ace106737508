import { CircleCheck, ImageDown, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../../shared/paths.ts';
import { formatDate, localizeDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../locales/public-forms.ts';
import { formatDateTime } from '../../../lib/local-date.ts';
import { paragraphs, useLocalized } from '../../../lib/localized.ts';
import { useSite } from '../../../lib/site.ts';
import { type SlipContent, slipPicture } from '../lib/slip-picture.ts';
import type { SentApplication } from './admission-form.tsx';

type Props = {
  sent: SentApplication;
  /** What the family brings to the office: the class's admission period's papers. */
  papers: string;
  onAnother: () => void;
};

/**
 * The acknowledgement slip (issue 20): the reference number, the photo, what was sent and
 * the papers to bring. It prints alone on one A4 page (styles.css: `.print-receipt`), and
 * a parent without a printer saves it as a picture on the phone.
 */
export function AdmissionSlip({ sent, papers, onAnother }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const pick = useLocalized();
  const school = pick(useSite().data?.school.name);
  const slip = useRef<HTMLElement>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => slip.current?.focus(), []);

  const v = sent.values;
  const digits = (text: string) => localizeDigits(text, language);
  const guardian =
    v.guardianRelation === 'father'
      ? v.fatherName
      : v.guardianRelation === 'mother'
        ? v.motherName
        : v.guardianName;
  const rows: [string, string][] = [
    [t('admission.grade'), t(`grades.${v.grade}`)],
    [t('admission.studentNameBn'), v.studentNameBn],
    [t('admission.studentName'), v.studentName],
    [t('admission.dateOfBirth'), formatDate(v.dateOfBirth, language)],
    [t('admission.birthRegistration'), digits(v.birthRegistration)],
    [t('admission.fatherName'), v.fatherName],
    [t('admission.motherName'), v.motherName],
    [
      t('admission.guardianRelation'),
      `${guardian} (${t(`admission.relations.${v.guardianRelation}`)})`,
    ],
    [t('admission.guardianMobile'), digits(v.guardianMobile)],
    [t('admission.sections.address'), [v.village, v.unionName, v.upazila, v.district].join(', ')],
    [
      t('admission.previousSchool'),
      `${v.previousSchool} (${t(`admission.previousClasses.${v.previousClass}`)})`,
    ],
  ];
  const paperLines = paragraphs(papers)
    .flatMap((p) => p.split('\n'))
    .filter(Boolean);
  const sentOn = formatDateTime(sent.sentAt, language);

  const savePicture = async () => {
    setSaving(true);
    try {
      const content: SlipContent = {
        school,
        heading: t('admission.slip.heading'),
        reference: { label: t('admission.slip.reference'), value: sent.reference },
        rows: [...rows, [t('admission.slip.submitted'), sentOn]],
        papers: {
          heading: t('admission.slip.papers'),
          lines: paperLines.length ? paperLines : [t('admission.slip.noPapers')],
        },
        note: t('admission.slip.keep'),
        photo: v.photo,
      };
      const font = getComputedStyle(slip.current ?? document.body).fontFamily;
      const blob = await slipPicture(content, font);
      if (!blob) return;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = t('admission.slip.fileName', { reference: sent.reference });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      ref={slip}
      tabIndex={-1}
      aria-labelledby="admission-slip-heading"
      className="print-receipt max-w-3xl rounded-box border-2 border-primary p-4 md:p-6 print:p-4 print:text-[10.5pt] print:leading-snug"
    >
      {school ? <p className="font-semibold">{school}</p> : null}
      <h2 id="admission-slip-heading" className="flex items-center gap-2 text-lg font-bold">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success print:hidden" />
        {t('admission.slip.heading')}
      </h2>
      <div className="mt-4 flex flex-col-reverse gap-4 sm:flex-row sm:justify-between">
        <div>
          <p>{t('admission.slip.reference')}</p>
          <p className="text-2xl font-bold tracking-wide">{sent.reference}</p>
          <p className="mt-1 text-sm">
            {t('admission.slip.submitted')}: {sentOn}
          </p>
          <p className="mt-2 font-medium">{t('admission.keepReference')}</p>
        </div>
        {v.photo ? (
          <img
            src={v.photo}
            alt={t('admission.photoAlt')}
            className="h-40 w-32 shrink-0 rounded border border-base-300 object-cover print:h-32 print:w-24"
          />
        ) : null}
      </div>
      <dl className="mt-4 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="mb-1 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-bold">{t('admission.slip.papers')}</h3>
      {paperLines.length ? (
        <ul className="list-disc ps-6">
          {paperLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{t('admission.slip.noPapers')}</p>
      )}
      <p className="mt-4 text-sm">{t('admission.slip.keep')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="needs-script btn btn-primary"
          onClick={() => window.print()}
        >
          <Printer aria-hidden="true" className="size-4" />
          {t('admission.slip.print')}
        </button>
        <button
          type="button"
          className="needs-script btn btn-outline"
          disabled={saving}
          onClick={() => void savePicture()}
        >
          <ImageDown aria-hidden="true" className="size-4" />
          {t('admission.slip.savePicture')}
        </button>
        {/* A link: without the code, the page's empty form. */}
        <a
          href={paths.onlineAdmission}
          className="btn btn-ghost"
          onClick={(event) => {
            event.preventDefault();
            onAnother();
          }}
        >
          {t('admission.slip.newApplication')}
        </a>
      </div>
    </section>
  );
}
