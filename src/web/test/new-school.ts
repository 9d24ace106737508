import { DEFAULT_OFFICE_HOURS } from '../../shared/office-hours.ts';
import type { SchoolIdentity } from '../../shared/schemas/site.ts';

export const BLANK = { en: '', bn: '' };

/** The school's identity as the server answers it for a school that started empty (DEMO_CONTENT=false). */
export const NEW_SCHOOL: SchoolIdentity = {
  name: { en: 'Our School', bn: 'আমাদের বিদ্যালয়' },
  shortName: BLANK,
  eiin: '',
  schoolCode: '',
  phone: '',
  email: '',
  address: BLANK,
  mapUrl: '',
  established: '',
  officeHours: { ...DEFAULT_OFFICE_HOURS },
  logoImageId: null,
  social: { facebook: '', youtube: '', twitter: '' },
  dateOrder: 'day-first',
};
