import { describe, expect, it } from 'vitest';
import { dateOrderOf, dateRule, readDate, readDateOfBirth, writtenDate } from './dates.ts';
import { admissionInputSchema } from './schemas/admission-input.ts';
import { dateOfBirthSchema } from './schemas/common.ts';

/** A fixed today, so that two-digit years and 'after today' do not move with the clock. */
const today = '2026-05-10';
const dayFirst = (text: string) => readDateOfBirth(text, { today });
const monthFirst = (text: string) => readDateOfBirth(text, { today, order: 'month-first' });

describe('readDateOfBirth: one reader of every date a person or a file gives', () => {
  it.each([
    // ISO
    ['2014-03-15', '2014-03-15'],
    ['২০১৪-০৩-১৫', '2014-03-15'],
    // Day, month, year with / - . or spaces
    ['15/03/2014', '2014-03-15'],
    ['15-03-2014', '2014-03-15'],
    ['15.3.2014', '2014-03-15'],
    ['15 3 2014', '2014-03-15'],
    [' 5/3/2014 ', '2014-03-05'],
    // Month names, English and Bangla, short and long
    ['12-Feb-14', '2014-02-12'],
    ['15 March 2014', '2014-03-15'],
    ['Feb 12, 2014', '2014-02-12'],
    ['february 12 2014', '2014-02-12'],
    ['15th Sept 2014', '2014-09-15'],
    ['2014-Mar-15', '2014-03-15'],
    ['১৫ মার্চ ২০১৪', '2014-03-15'],
    ['১২ ফেব্রুয়ারি ২০১৪', '2014-02-12'],
    ['১২-ফেব্রু-১৪', '2014-02-12'],
    ['১ জানুয়ারী ২০১৫', '2015-01-01'],
    // য় typed as য + nukta reads as the one letter
    ['১ জানু\u09af\u09bcারি ২০১৫', '2015-01-01'],
    ['৩ ডিসে ২০১৩', '2013-12-03'],
    // Eight digits, as the number pad invites
    ['15032014', '2014-03-15'],
    ['১৫০৩২০১৪', '2014-03-15'],
    ['20140315', '2014-03-15'],
    // Two-digit years: the most recent year not in the future
    ['15/03/14', '2014-03-15'],
    ['15/03/98', '1998-03-15'],
    ['01/01/26', '2026-01-01'],
    ['01/01/27', '1927-01-01'],
    // Only one way to read it: no month 15
    ['3/15/2014', '2014-03-15'],
    // Ambiguous: the school's order, day first by default
    ['03/04/2014', '2014-04-03'],
  ])('reads %j day first as %s', (text, date) => {
    expect(dayFirst(text)).toEqual({ date });
  });

  it('reads an ambiguous date in the school’s order, and an unambiguous one the only way it can be', () => {
    expect(monthFirst('03/04/2014')).toEqual({ date: '2014-03-04' });
    expect(monthFirst('3/15/2014')).toEqual({ date: '2014-03-15' });
    expect(monthFirst('15/3/2014')).toEqual({ date: '2014-03-15' });
    expect(monthFirst('03152014')).toEqual({ date: '2014-03-15' });
    expect(monthFirst('03042014')).toEqual({ date: '2014-03-04' });
    expect(dayFirst('03042014')).toEqual({ date: '2014-04-03' });
    expect(monthFirst('০৩/০৪/১৪')).toEqual({ date: '2014-03-04' });
    // A month named is no question of order.
    expect(monthFirst('12-Feb-14')).toEqual({ date: '2014-02-12' });
    expect(monthFirst('2014-03-04')).toEqual({ date: '2014-03-04' });
  });

  it.each([
    '31/02/2014',
    '29/02/2015',
    '00/03/2014',
    '13/13/2014',
    '32 March 2014',
    '15 Marchh 2014',
    '15/03',
    '1503201',
    '41682',
    'tomorrow',
    '',
    '15/03/2014/1',
    '12/03/1850',
  ])('refuses %j as no date', (text) => {
    expect(dayFirst(text)).toEqual({ problem: 'form' });
  });

  it('refuses a date of birth after today, and takes today', () => {
    expect(dayFirst('11/05/2026')).toEqual({ problem: 'future' });
    expect(dayFirst('2030-01-01')).toEqual({ problem: 'future' });
    expect(dayFirst('10/05/2026')).toEqual({ date: '2026-05-10' });
    // A date not of birth may be after today; its two-digit year is the nearest.
    expect(readDate('11/05/2026', { today })).toEqual({ date: '2026-05-11' });
    expect(readDate('01/01/27', { today })).toEqual({ date: '2027-01-01' });
    expect(readDate('01/01/98', { today })).toEqual({ date: '1998-01-01' });
  });

  it('reads Excel’s serial day number only from a spreadsheet’s cell', () => {
    expect(readDateOfBirth('41682', { today, serial: true })).toEqual({ date: '2014-02-12' });
    expect(readDateOfBirth('41682.0', { today, serial: true })).toEqual({ date: '2014-02-12' });
    expect(readDateOfBirth('৪১৬৮২', { today, serial: true })).toEqual({ date: '2014-02-12' });
    expect(dayFirst('41682')).toEqual({ problem: 'form' });
    // A serial day after today is refused as any date.
    expect(readDateOfBirth('99999', { today, serial: true })).toEqual({ problem: 'future' });
  });

  it('names the rule broken: the form the school expects, or after today', () => {
    expect(dateRule('form')).toEqual({ name: 'dateDayFirst' });
    expect(dateRule('form', 'month-first')).toEqual({ name: 'dateMonthFirst' });
    expect(dateRule('future', 'month-first')).toEqual({ name: 'futureDate' });
    expect(dateOrderOf(undefined)).toBe('day-first');
    expect(dateOrderOf({ dateOrder: 'month-first' })).toBe('month-first');
    expect(writtenDate('2014-03-04')).toBe('04/03/2014');
    expect(writtenDate('2014-03-04', 'month-first')).toBe('03/04/2014');
  });
});

describe('the schemas of a date of birth', () => {
  it('keep the date read as YYYY-MM-DD, and say the form expected when it cannot be read', () => {
    expect(dateOfBirthSchema().parse('১৫০৩২০১৪')).toBe('2014-03-15');
    expect(dateOfBirthSchema('month-first').parse('03/04/2014')).toBe('2014-03-04');
    expect(dateOfBirthSchema().parse('')).toBe('');
    expect(dateOfBirthSchema().safeParse('31/02/2014').error?.issues[0]?.message).toBe(
      'Enter the date as day/month/year, e.g. 15/03/2014',
    );
    expect(dateOfBirthSchema('month-first').safeParse('31/02/2014').error?.issues[0]?.message).toBe(
      'Enter the date as month/day/year, e.g. 03/15/2014',
    );
    expect(dateOfBirthSchema().safeParse('01/01/2999').error?.issues[0]?.message).toBe(
      'A date of birth cannot be after today',
    );
  });

  it('the admission form: a wrong date is the date’s problem, never the birth registration number’s', () => {
    const application = {
      grade: 'vi',
      studentNameBn: 'সাদিয়া ইসলাম',
      studentName: 'Sadia Islam',
      birthRegistration: '20147812345678901',
      fatherName: 'আব্দুল করিম',
      motherName: 'রোকেয়া বেগম',
      guardianRelation: 'father',
      guardianName: '',
      guardianMobile: '01812345678',
      guardianOccupation: '',
      guardianEmail: '',
      studentMobile: '',
      village: 'গ্রাম',
      unionName: 'ইউনিয়ন',
      upazila: 'উপজেলা',
      district: 'জেলা',
      previousSchool: 'বিদ্যালয়',
      previousClass: 'v',
      photo: 'data:image/jpeg;base64,AAAA',
    };
    expect(admissionInputSchema().parse({ ...application, dateOfBirth: '১৫০৩২০১৪' })).toMatchObject(
      { dateOfBirth: '2014-03-15' },
    );
    const wrong = admissionInputSchema().safeParse({ ...application, dateOfBirth: '৩১০২২০১৪' });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dateOfBirth', 'Enter the date as day/month/year, e.g. 15/03/2014'],
    ]);
    // A date read whose year is not the number's first four digits: that is the number's.
    const otherYear = admissionInputSchema().safeParse({ ...application, dateOfBirth: '15/03/13' });
    expect(otherYear.error?.issues.map((i) => i.path.join('.'))).toEqual(['birthRegistration']);
  });
});
