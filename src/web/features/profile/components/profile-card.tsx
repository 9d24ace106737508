import { CircleUserRound } from 'lucide-react';
import type { Profile } from '../../../../shared/schemas/users.ts';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { FacebookIcon } from '../../../components/ui/social-icons.tsx';
import { formatDate, formatDigits, localizeDigits } from '../../../lib/format.ts';
import { type TranslationKey, useTranslation } from '../../../lib/i18n.ts';
import '../../../locales/pages.ts';

/** The own profile as the server has it: never a password. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const isStudent = profile.role === 'student';
  // A phone or ward number as typed, in the reader's digits.
  const digits = (text: string | null) => (text ? localizeDigits(text, i18n.language) : null);
  type Row = [TranslationKey, string | null];
  const rows: Row[] = [
    ['profile.name', profile.name],
    ['profile.nameBn', profile.nameBn],
    ...(isStudent
      ? ([
          ['profile.grade', profile.grade ? t(`grades.${profile.grade}`) : null],
          ...(profile.section
            ? [['profile.section', profile.section] as [TranslationKey, string]]
            : []),
          ['profile.roll', profile.roll ? formatDigits(profile.roll, i18n.language) : null],
          ['profile.guardianName', profile.guardianName],
          ['profile.guardianPhone', digits(profile.guardianPhone)],
        ] as Row[])
      : ([
          ['profile.designation', profile.designation],
          ['profile.designationBn', profile.designationBn],
          ['profile.subject', profile.subject],
          ['profile.subjectBn', profile.subjectBn],
          [
            'profile.joinDate',
            profile.joinDate ? formatDate(profile.joinDate, i18n.language) : null,
          ],
        ] as Row[])),
    ['profile.phone', digits(profile.phone)],
    ['profile.city', profile.city],
    ['profile.village', profile.village],
    ['profile.bari', profile.bari],
    ['profile.ward', digits(profile.ward)],
  ];
  const filled = !!profile.name;

  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      {profile.image ? (
        <figure className="bg-base-200">
          <ResponsiveImage
            image={profile.image}
            alt={t('profile.photoAlt', { name: profile.name || profile.loginId })}
            sizes="(min-width: 1024px) 360px, 90vw"
            priority
            className="aspect-square w-full max-w-xs object-cover"
          />
        </figure>
      ) : (
        <div aria-hidden="true" className="flex justify-center bg-base-200 py-6">
          <CircleUserRound className="size-20 text-primary/40" />
        </div>
      )}
      <div className="card-body gap-2 p-4">
        {filled ? null : <p className="text-sm">{t('profile.notFilled')}</p>}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{t(label)}</dt>
              <dd className="break-words">{value || '–'}</dd>
            </div>
          ))}
        </dl>
        {profile.facebook ? (
          <NewTabLink
            href={profile.facebook}
            external
            className="link link-primary inline-flex items-center gap-1"
          >
            <FacebookIcon className="size-4" />
            {t('profile.facebook')}
          </NewTabLink>
        ) : null}
      </div>
    </div>
  );
}
