import { CircleUserRound } from 'lucide-react';
import type { Profile } from '../../../../shared/schemas/users.ts';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { FacebookIcon } from '../../../components/ui/social-icons.tsx';
import { formatDate, formatDigits, localizeDigits } from '../../../lib/format.ts';
import { type TranslationKey, useTranslation } from '../../../lib/i18n.ts';
import { ResetPasswordButton } from './reset-password-button.tsx';
import '../../../locales/pages.ts';

const CARD_SIZES = '(min-width: 1024px) 260px, (min-width: 640px) 45vw, 90vw';

/**
 * A student's or an admin's card in the lists of SPEC.md section 2: the id, never a
 * password; Reset password for those who may.
 */
export function AccountCard({
  profile,
  canReset,
  priority = false,
}: {
  profile: Profile;
  canReset: boolean;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const student = profile.role === 'student';
  // A phone or ward number as typed, in the reader's digits.
  const digits = (text: string | null) => (text ? localizeDigits(text, i18n.language) : null);
  const rows: [TranslationKey, string | null][] = student
    ? [
        ['profile.grade', profile.grade ? t(`grades.${profile.grade}`) : null],
        ['profile.roll', profile.roll ? formatDigits(profile.roll, i18n.language) : null],
        ['profile.city', profile.city],
        ['profile.village', profile.village],
        ['profile.bari', profile.bari],
        ['profile.ward', digits(profile.ward)],
        ['profile.phone', digits(profile.phone)],
        ['profile.id', profile.loginId],
      ]
    : [
        ['profile.designation', profile.designation],
        ['profile.city', profile.city],
        ['profile.village', profile.village],
        ['profile.bari', profile.bari],
        ['profile.ward', digits(profile.ward)],
        ['profile.joinDate', profile.joinDate ? formatDate(profile.joinDate, i18n.language) : null],
        ['profile.phone', digits(profile.phone)],
      ];
  return (
    <li className="card border border-base-300 bg-base-100 shadow-sm">
      {profile.image ? (
        <figure className="bg-base-200">
          <ResponsiveImage
            image={profile.image}
            alt={t('profile.photoAlt', { name: profile.name || profile.loginId })}
            sizes={CARD_SIZES}
            priority={priority}
            className="aspect-square w-full object-cover"
          />
        </figure>
      ) : (
        <div aria-hidden="true" className="flex h-40 items-center justify-center bg-base-200">
          <CircleUserRound className="size-20 text-primary/40" />
        </div>
      )}
      <div className="card-body gap-1 p-4">
        <h2 className="card-title break-all text-primary">{profile.name || profile.loginId}</h2>
        {profile.name ? null : <p className="text-sm italic">{t('accounts.notFilled')}</p>}
        <dl className="text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="break-words">
              <dt className="inline font-medium">{t(label)}:</dt>{' '}
              <dd className="inline">{value || '–'}</dd>
            </div>
          ))}
        </dl>
        {profile.facebook ? (
          <NewTabLink
            href={profile.facebook}
            external
            className="link link-primary inline-flex items-center gap-1 text-sm"
          >
            <FacebookIcon className="size-4" />
            {t('profile.facebook')}
            <span className="sr-only"> {profile.name || profile.loginId}</span>
          </NewTabLink>
        ) : null}
        {canReset ? (
          <div className="card-actions mt-2">
            <ResetPasswordButton userId={profile.id} loginId={profile.loginId} />
          </div>
        ) : null}
      </div>
    </li>
  );
}
