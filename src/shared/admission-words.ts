/**
 * The words of an application's choices in each language: who the guardian is, and the
 * classes by name. The form and the review show them (src/web/locales, forms texts) and
 * the admissions CSV writes them (modules/admissions), from this one list.
 */
export const ADMISSION_WORDS = {
  en: {
    relations: {
      father: 'Father',
      mother: 'Mother',
      brother: 'Brother',
      sister: 'Sister',
      grandparent: 'Grandfather or grandmother',
      uncle: 'Uncle',
      aunt: 'Aunt',
      other: 'Someone else',
    },
    classes: { v: 'Five', vi: 'Six', vii: 'Seven', viii: 'Eight', ix: 'Nine', x: 'Ten' },
  },
  bn: {
    relations: {
      father: 'পিতা',
      mother: 'মাতা',
      brother: 'ভাই',
      sister: 'বোন',
      grandparent: 'দাদা/দাদি বা নানা/নানি',
      uncle: 'চাচা/মামা',
      aunt: 'চাচি/খালা/ফুপু',
      other: 'অন্য কেউ',
    },
    classes: { v: 'পঞ্চম', vi: 'ষষ্ঠ', vii: 'সপ্তম', viii: 'অষ্টম', ix: 'নবম', x: 'দশম' },
  },
} as const;
