import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '../../../../shared/schemas/users.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { profileKey } from './get-profile.ts';

export function updateProfile(input: ProfileInput) {
  return signedInApi('profile.update', { body: input });
}

/** Saves the profile (the photo already uploaded), then refetches the profile card. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      client.setQueryData(profileKey, profile);
      void client.invalidateQueries({ queryKey: profileKey });
    },
  });
}
