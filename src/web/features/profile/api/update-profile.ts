import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '../../../../shared/schemas/auth.ts';
import type { ProfileInput } from '../../../../shared/schemas/users.ts';
import { sessionKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { profileKey } from './get-profile.ts';

export function updateProfile(input: ProfileInput) {
  return signedInApi('profile.update', { body: input });
}

/**
 * Saves the profile (the photo already uploaded), then refetches the profile card; the
 * names the dashboard greets with (the session's) are the saved ones at once.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      client.setQueryData<Session>(sessionKey, (session) =>
        session?.user?.id === profile.id
          ? { user: { ...session.user, name: profile.name, nameBn: profile.nameBn } }
          : session,
      );
      client.setQueryData(profileKey, profile);
      void client.invalidateQueries({ queryKey: profileKey });
    },
  });
}
