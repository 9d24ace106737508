import { describe, expect, it } from 'vitest';
import { latinDigits, typedNumber } from './digits.ts';
import { admissionInputSchema } from './schemas/admission-input.ts';
import { newStudentInputSchema } from './schemas/users.ts';

describe('numbers typed in Bangla', () => {
  it('reads every Bangla digit as its digit and leaves other text alone', () => {
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(latinDigits('রোল ১২ (ক)')).toBe('রোল 12 (ক)');
    expect(typedNumber(' ০১৭১২ ৩৪৫-৬৭৮ ')).toBe('01712345678');
    expect(typedNumber('+88 01712.345678')).toBe('+8801712345678');
  });

  it('lets a mobile and a roll be typed in Bangla digits', () => {
    const admission = admissionInputSchema().parse({
      grade: 'vi',
      studentNameBn: 'সাদিয়া ইসলাম',
      studentName: 'Sadia Islam',
      dateOfBirth: '2014-03-12',
      birthRegistration: '২০১৪ ৭৮১২ ৩৪৫৬ ৭৮৯০১',
      fatherName: 'আব্দুল করিম',
      motherName: 'রোকেয়া বেগম',
      guardianRelation: 'father',
      guardianName: '',
      studentMobile: '০১৭১২ ৩৪৫৬৭৮',
      guardianMobile: '+৮৮ ০১৮১২-৩৪৫৬৭৮',
      guardianEmail: '',
      guardianOccupation: 'জেলে',
      village: 'চর নীলকমল',
      unionName: 'নীলকমল',
      upazila: 'চরফ্যাশন',
      district: 'ভোলা',
      previousSchool: 'চর নীলকমল সরকারি প্রাথমিক বিদ্যালয়',
      previousClass: 'v',
      photo: 'data:image/jpeg;base64,/9j/4AAQ',
    });
    expect(admission.birthRegistration).toBe('20147812345678901');
    expect(admission.studentMobile).toBe('01712345678');
    expect(admission.guardianMobile).toBe('+8801812345678');
    expect(
      newStudentInputSchema.shape.roll.parse('১২'),
      'the roll is kept in digits and shown in the reader’s',
    ).toBe('12');
    expect(admissionInputSchema().shape.studentMobile.safeParse('০১২৩').success).toBe(false);
  });
});
