import type { Profile } from '../../shared/schemas/users.ts';

/** A profile as the server answers it for an account nobody has filled in yet. */
export function emptyProfile(over: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    role: 'student',
    loginId: 'rahim',
    name: '',
    grade: null,
    roll: null,
    designation: null,
    joinDate: null,
    phone: '',
    city: '',
    village: '',
    bari: '',
    ward: '',
    facebook: '',
    image: null,
    ...over,
  };
}
