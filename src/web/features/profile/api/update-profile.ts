import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileInput } from '../../../../shared/schemas/users.ts';
import { api } from '../../../lib/api.ts';
import { profileKey } from './get-profile.ts';

export function updateProfile(input: ProfileInput) {
  return api<Profile>('/api/profile', { method: 'PUT', body: input });
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
