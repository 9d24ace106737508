import type { Profile } from '../../shared/schemas/users.ts';

/** A profile as the server answers it for an account nobody has filled in yet. */
export function emptyProfile(over: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    role: 'student',
    loginId: 'rahim',
    name: '',
    nameBn: '',
    grade: null,
    section: '',
    roll: null,
    designation: null,
    designationBn: '',
    subject: '',
    subjectBn: '',
    joinDate: null,
    phone: '',
    city: '',
    village: '',
    bari: '',
    ward: '',
    facebook: '',
    guardianName: '',
    guardianPhone: '',
    guardianLanguage: 'bn',
    dateOfBirth: null,
    image: null,
    active: true,
    deactivatedAt: null,
    ...over,
  };
}
