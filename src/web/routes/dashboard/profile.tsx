import { QueryState } from '../../components/ui/query-state.tsx';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form.tsx';
import { ProfileCard } from '../../features/profile/components/profile-card.tsx';
import { ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { SessionsList } from '../../features/profile/components/sessions-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';

/**
 * My Profile (id, card, Change Password, where I am signed in) beside Update Profile.
 */
export default function ProfileRoute() {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const profile = useProfile();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <title>{t('dashboard.items.myProfile')}</title>
      <section aria-labelledby="my-profile" className="grid content-start gap-4">
        <h1 id="my-profile" className="text-2xl font-bold text-primary md:text-3xl">
          {t('dashboard.items.myProfile')}
        </h1>
        <p className="text-lg">
          <span className="font-medium">{t('profile.id')}:</span>{' '}
          <span className="font-mono">{user?.loginId}</span>
        </p>
        <QueryState query={profile}>{(data) => <ProfileCard profile={data} />}</QueryState>
        <ChangePasswordForm />
        <SessionsList />
      </section>
      <section aria-labelledby="update-profile" className="grid content-start gap-4">
        <h2 id="update-profile" className="text-2xl font-bold text-primary md:text-3xl">
          {t('profile.update')}
        </h2>
        {/* Loading and failure are shown once, in My Profile. */}
        {profile.data ? <ProfileForm key={profile.data.id} profile={profile.data} /> : null}
      </section>
    </div>
  );
}
