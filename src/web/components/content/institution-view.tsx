import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { GRADES } from '../../../shared/constants.ts';
import { formatDate, localizeDigits } from '../../lib/format.ts';
import { formatNumber } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalized } from '../../lib/localized.ts';
import { telHref } from './contact-view.tsx';
import type { ContentViewProps } from './content-page.tsx';
import { RichText } from './rich-text.tsx';
import '../../locales/pages.ts';

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-xl font-semibold text-primary">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A phone number to call, with its icon and, for screen readers, what it is. */
function PhoneLink({ phone, className }: { phone: string; className: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p className={className}>
      <a href={telHref(phone)} className="link link-secondary">
        <Phone aria-hidden="true" className="mr-1 inline size-4" />
        <span className="sr-only">{t('institution.phone')}: </span>
        {localizeDigits(phone, i18n.language)}
      </a>
    </p>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-box bg-base-200 p-5">
      <dt className="mb-1 font-semibold text-primary">{term}</dt>
      {children}
    </div>
  );
}

/**
 * What a government office, a guardian or a journalist asks of a school: its numbers,
 * recognition, classes and students, committee, citizen charter and who answers
 * requests under the Right to Information Act.
 */
export function InstitutionView({
  value,
  eiin,
}: Pick<ContentViewProps<'institution'>, 'value'> & { eiin: string | undefined }) {
  const { t, i18n } = useTranslation();
  const pick = useLocalized();
  const n = (v: number) => formatNumber(v, i18n.language);
  const recognition = pick(value.recognition);
  const mpo = pick(value.mpo);
  const classes = GRADES.map((grade) => ({
    grade,
    sections: value.sections.find((s) => s.grade === grade)?.sections,
    students: value.students.find((s) => s.grade === grade),
  })).filter((c) => c.sections !== undefined || c.students);
  const total = (pickCount: (s: { girls: number; boys: number }) => number) =>
    value.students.reduce((sum, s) => sum + pickCount(s), 0);
  const officer = value.informationOfficer;
  const officerName = pick(officer.name);

  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {eiin ? (
          <Fact term={t('institution.eiin')}>
            <dd>{localizeDigits(eiin, i18n.language)}</dd>
          </Fact>
        ) : null}
        {recognition || value.recognitionDate ? (
          <Fact term={t('institution.recognition')}>
            {recognition ? <dd>{recognition}</dd> : null}
            {value.recognitionDate ? (
              <dd className="mt-1 text-sm">
                {t('institution.since', {
                  date: formatDate(value.recognitionDate, i18n.language),
                })}
              </dd>
            ) : null}
          </Fact>
        ) : null}
        {mpo ? (
          <Fact term={t('institution.mpo')}>
            <dd>{mpo}</dd>
          </Fact>
        ) : null}
      </dl>

      {classes.length > 0 ? (
        <Section id="institution-classes" heading={t('institution.classes')}>
          {/* Focusable, so that a keyboard can scroll it when larger text makes it scroll. */}
          <div
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
            tabIndex={0}
            className="overflow-x-auto rounded-box border border-base-300"
          >
            {/* Narrow cells on a phone: the five columns fit in 360 px without scrolling sideways. */}
            <table className="table [&_:is(th,td)]:px-1.5 sm:[&_:is(th,td)]:px-4">
              <thead className="bg-base-200 text-base-content">
                <tr>
                  <th scope="col">{t('institution.class')}</th>
                  <th scope="col" className="text-end">
                    {t('institution.sections')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('institution.girls')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('institution.boys')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('institution.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {classes.map(({ grade, sections, students }) => (
                  <tr key={grade}>
                    <th scope="row">{t(`grades.${grade}`)}</th>
                    <td className="text-end">{sections === undefined ? '' : n(sections)}</td>
                    <td className="text-end">{students ? n(students.girls) : ''}</td>
                    <td className="text-end">{students ? n(students.boys) : ''}</td>
                    <td className="text-end font-semibold">
                      {students ? n(students.girls + students.boys) : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="text-base-content">
                <tr>
                  <th scope="row">{t('institution.allClasses')}</th>
                  <td className="text-end">
                    {n(value.sections.reduce((sum, s) => sum + s.sections, 0))}
                  </td>
                  <td className="text-end">{n(total((s) => s.girls))}</td>
                  <td className="text-end">{n(total((s) => s.boys))}</td>
                  <td className="text-end">{n(total((s) => s.girls + s.boys))}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </Section>
      ) : null}

      {value.committee.length > 0 ? (
        <Section id="institution-committee" heading={t('institution.committee')}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {value.committee.map((member, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: members have no id; their place is their identity
              <li key={index} className="rounded-box border border-base-300 p-4">
                <p className="font-semibold">{pick(member.name)}</p>
                <p className="text-sm">{pick(member.role)}</p>
                {member.phone ? <PhoneLink phone={member.phone} className="mt-1 text-sm" /> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {pick(value.citizenCharter) ? (
        <Section id="institution-charter" heading={t('institution.citizenCharter')}>
          <RichText value={value.citizenCharter} />
        </Section>
      ) : null}

      {officerName ? (
        <Section id="institution-officer" heading={t('institution.informationOfficer')}>
          <p className="mb-3 max-w-prose">{t('institution.informationOfficerIntro')}</p>
          <div className="max-w-md rounded-box bg-base-200 p-5">
            <p className="font-semibold">{officerName}</p>
            <p className="text-sm">{pick(officer.designation)}</p>
            {officer.phone ? <PhoneLink phone={officer.phone} className="mt-2" /> : null}
            {officer.email ? (
              <p className="mt-1">
                <a href={`mailto:${officer.email}`} className="link link-secondary break-all">
                  <Mail aria-hidden="true" className="mr-1 inline size-4" />
                  <span className="sr-only">{t('institution.email')}: </span>
                  {officer.email}
                </a>
              </p>
            ) : null}
          </div>
        </Section>
      ) : null}
    </>
  );
}
