import { CircleUserRound } from 'lucide-react';
import type { Profile } from '../../../../shared/schemas/users.ts';
import { MoveButtons } from '../../../components/ui/move-buttons.tsx';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { FacebookIcon } from '../../../components/ui/social-icons.tsx';
import { formatDate, formatDigits, localizeDigits } from '../../../lib/format.ts';
import { type TranslationKey, useTranslation } from '../../../lib/i18n.ts';
import { designationIn, inLanguage, nameIn } from '../../../lib/names.ts';
import { AccountActions, type AccountPowers } from './account-actions.tsx';
import { ResetPasswordButton } from './reset-password-button.tsx';
import '../../../locales/pages.ts';

const CARD_SIZES = '(min-width: 1024px) 260px, (min-width: 640px) 45vw, 90vw';

/** Moving a card one place in a list whose order is saved (the teachers on /teachers). */
export type CardMove = { index: number; count: number; onMove: (delta: -1 | 1) => void };

/**
 * An account's card in the dashboard's lists (SPEC.md section 2, issue 19): the name in the
 * reader's language, the id, never a password; a turned-off account greyed with the date
 * it was turned off; Reset password, Edit, Turn off / Turn on and Delete for those who may
 * (never Turn off or Delete on one's own card).
 */
export function AccountCard({
  profile,
  canReset,
  powers,
  self = false,
  move,
  priority = false,
}: {
  profile: Profile;
  canReset: boolean;
  /** Edit and manage; none on a card that only shows. */
  powers?: Omit<AccountPowers, 'reset'>;
  /** The signed-in person's own card. */
  self?: boolean;
  move?: CardMove;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const student = profile.role === 'student';
  const name = nameIn(profile, i18n.language) || profile.loginId;
  // A phone or ward number as typed, in the reader's digits.
  const digits = (text: string | null) => (text ? localizeDigits(text, i18n.language) : null);
  const rows: [TranslationKey, string | null][] = student
    ? [
        ['profile.grade', profile.grade ? t(`grades.${profile.grade}`) : null],
        ...(profile.section
          ? [['profile.section', profile.section] as [TranslationKey, string]]
          : []),
        ['profile.roll', profile.roll ? formatDigits(profile.roll, i18n.language) : null],
        ['profile.city', profile.city],
        ['profile.village', profile.village],
        ['profile.bari', profile.bari],
        ['profile.ward', digits(profile.ward)],
        ['profile.phone', digits(profile.phone)],
        ['profile.guardianName', profile.guardianName],
        ['profile.guardianPhone', digits(profile.guardianPhone)],
        ['profile.id', profile.loginId],
      ]
    : [
        ['profile.designation', designationIn(profile, i18n.language)],
        ...(profile.subject || profile.subjectBn
          ? [
              [
                'profile.subject',
                inLanguage(profile.subject, profile.subjectBn, i18n.language),
              ] as [TranslationKey, string],
            ]
          : []),
        ['profile.city', profile.city],
        ['profile.village', profile.village],
        ['profile.bari', profile.bari],
        ['profile.ward', digits(profile.ward)],
        ['profile.joinDate', profile.joinDate ? formatDate(profile.joinDate, i18n.language) : null],
        ['profile.phone', digits(profile.phone)],
        ['profile.id', profile.loginId],
      ];
  const edit = powers?.edit ?? false;
  const manage = (powers?.manage ?? false) && !self;
  return (
    <li
      className={`card border border-base-300 shadow-sm ${profile.active ? 'bg-base-100' : 'bg-base-200'}`}
    >
      {profile.image ? (
        <figure className={`bg-base-200 ${profile.active ? '' : 'opacity-60 grayscale'}`}>
          <ResponsiveImage
            image={profile.image}
            alt={t('profile.photoAlt', { name })}
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
        <h2
          className={`card-title [overflow-wrap:anywhere] ${profile.active ? 'text-primary' : 'text-base-content/70'}`}
        >
          {name}
        </h2>
        {profile.active ? null : (
          <p className="badge badge-neutral h-auto py-1">
            {profile.deactivatedAt
              ? t('accounts.offSince', {
                  date: formatDate(profile.deactivatedAt, i18n.language),
                })
              : t('accounts.off')}
          </p>
        )}
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
            <span className="sr-only"> {name}</span>
          </NewTabLink>
        ) : null}
        {canReset || edit || manage || move ? (
          <div className="card-actions mt-2 flex-wrap">
            {move ? (
              <MoveButtons
                what={name}
                index={move.index}
                count={move.count}
                onMove={move.onMove}
                layout="grid"
              />
            ) : null}
            {canReset ? (
              <ResetPasswordButton userId={profile.id} loginId={profile.loginId} />
            ) : null}
            {edit || manage ? (
              <AccountActions profile={profile} name={name} edit={edit} manage={manage} />
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
