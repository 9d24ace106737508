/** The demo school. Every name and number here is invented; no real person's data. */

import type { Grade } from '../../../shared/constants.ts';

/**
 * The demo school writes as a school of coastal Bangladesh does: most of its notices and
 * events in Bangla, a few in English; its posts in Bangla; its teachers and students have
 * a name and designation in both languages (a Bangla reader sees the Bangla), its staff
 * one text each. A post's `author` is typed with the post, so an English post carries the
 * English spelling of its author's name.
 */
export const DEMO_EVENTS: { name: string; date: string; author: string }[] = [
  { name: 'মহান বিজয় দিবস', date: '2026-12-16', author: 'মো. কামরুল ইসলাম' },
  { name: 'Inter-school Football Tournament', date: '2026-11-10', author: 'Abu Sayeed Mollah' },
  { name: 'ঘূর্ণিঝড় প্রস্তুতি মহড়া', date: '2026-10-29', author: 'মো. কামরুল ইসলাম' },
  { name: 'Science Fair', date: '2026-09-30', author: 'Tahmina Akter' },
  { name: 'আন্তঃশ্রেণি বিতর্ক প্রতিযোগিতা', date: '2026-09-12', author: 'শাহানা পারভীন' },
  { name: 'রচনা ও চিত্রাঙ্কন প্রতিযোগিতা', date: '2026-08-20', author: 'ফারজানা ইয়াসমিন' },
  { name: 'Mathematics Olympiad', date: '2026-07-25', author: 'Md. Shafiqul Alam' },
  { name: 'বৃক্ষরোপণ সপ্তাহ', date: '2026-07-05', author: 'মো. রফিকুল ইসলাম' },
  { name: 'পহেলা বৈশাখ বর্ষবরণ উৎসব', date: '2026-04-14', author: 'ফারজানা ইয়াসমিন' },
  { name: 'মহান স্বাধীনতা ও জাতীয় দিবস', date: '2026-03-26', author: 'নুরুন নাহার বেগম' },
  {
    name: 'শহীদ দিবস ও আন্তর্জাতিক মাতৃভাষা দিবস',
    date: '2026-02-21',
    author: 'ফারজানা ইয়াসমিন',
  },
  { name: 'Study Tour to Kuakata', date: '2026-02-05', author: 'Md. Kamrul Islam' },
  {
    name: 'বার্ষিক ক্রীড়া প্রতিযোগিতা ও পুরস্কার বিতরণী',
    date: '2026-01-25',
    author: 'আবু সাঈদ মোল্লা',
  },
  { name: 'বই উৎসব', date: '2026-01-01', author: 'নুরুন নাহার বেগম' },
];

/**
 * A notice is its title and its picture (the printed notice); the seed draws the picture.
 * The cyclone closure was pinned as a banner until its day, long past: it shows no banner.
 */
export const DEMO_NOTICES: { title: string; date: string; author: string; pinnedUntil?: string }[] =
  [
    {
      title: '২০২৭ শিক্ষাবর্ষে ষষ্ঠ থেকে নবম শ্রেণিতে ভর্তির বিজ্ঞপ্তি',
      date: '2026-11-22',
      author: 'নুরুন নাহার বেগম',
    },
    { title: 'বার্ষিক পরীক্ষা ২০২৬-এর রুটিন', date: '2026-11-15', author: 'নুরুন নাহার বেগম' },
    {
      title: 'SSC 2027: form fill-up fees and last date',
      date: '2026-11-08',
      author: 'Md. Kamrul Islam',
    },
    {
      title: 'দশম শ্রেণির অভিভাবক সমাবেশ: ৭ নভেম্বর, শনিবার',
      date: '2026-11-03',
      author: 'নুরুন নাহার বেগম',
    },
    {
      title: 'SSC 2027 test examination results published',
      date: '2026-11-02',
      author: 'Md. Kamrul Islam',
    },
    {
      title: 'ঘূর্ণিঝড় সতর্কতা: ৭ নম্বর বিপদসংকেতের কারণে ২৫ অক্টোবর পাঠদান বন্ধ',
      date: '2026-10-24',
      author: 'মো. কামরুল ইসলাম',
      pinnedUntil: '2026-10-25',
    },
    {
      title: 'শারদীয় দুর্গাপূজা উপলক্ষে বিদ্যালয় বন্ধ থাকবে',
      date: '2026-10-12',
      author: 'মো. কামরুল ইসলাম',
    },
    {
      title: 'অর্ধবার্ষিক পরীক্ষা ২০২৬-এর ফলাফল প্রকাশ',
      date: '2026-07-30',
      author: 'নুরুন নাহার বেগম',
    },
    {
      title: 'পবিত্র ঈদুল আজহা উপলক্ষে ২৪ মে থেকে ৪ জুন পর্যন্ত ছুটি',
      date: '2026-05-20',
      author: 'নুরুন নাহার বেগম',
    },
    {
      title: 'Half-yearly examination 2026: routine',
      date: '2026-05-05',
      author: 'Md. Kamrul Islam',
    },
  ];

/**
 * Notices written as text, with no picture: what a parent reads on the notice's own page
 * and sees when a link to it is shared. Dated before the newest picture notices, so the
 * home page's notice board still shows those.
 */
export const DEMO_TEXT_NOTICES: { title: string; date: string; author: string; body: string }[] = [
  {
    title: 'বার্ষিক পরীক্ষা ২০২৬: ব্যবহারিক পরীক্ষার সময়সূচি',
    date: '2026-11-13',
    author: 'নুরুন নাহার বেগম',
    body: [
      'ষষ্ঠ থেকে নবম শ্রেণির সকল শিক্ষার্থীর অবগতির জন্য জানানো যাচ্ছে যে, বার্ষিক পরীক্ষা ২০২৬-এর ব্যবহারিক পরীক্ষা নিম্নোক্ত সময়সূচি অনুযায়ী বিদ্যালয়ের বিজ্ঞানাগারে অনুষ্ঠিত হবে।',
      'নবম শ্রেণি (বিজ্ঞান): পদার্থবিজ্ঞান — ২৩ নভেম্বর, রসায়ন — ২৪ নভেম্বর, জীববিজ্ঞান — ২৫ নভেম্বর\nঅষ্টম শ্রেণি: বিজ্ঞান — ২৬ নভেম্বর\nষষ্ঠ ও সপ্তম শ্রেণি: কৃষিশিক্ষা ও গার্হস্থ্য বিজ্ঞান — ২৭ নভেম্বর',
      'প্রতিদিন পরীক্ষা সকাল ১০:০০টায় শুরু হবে। শিক্ষার্থীদের ব্যবহারিক খাতা, প্রবেশপত্র ও বিদ্যালয়ের পোশাক পরে আধা ঘণ্টা আগে উপস্থিত থাকতে হবে।',
      'লিখিত পরীক্ষার রুটিন নোটিশ বোর্ডে ও এই ওয়েবসাইটের ক্লাস রুটিন পাতায় দেওয়া আছে।',
    ].join('\n\n'),
  },
  {
    title: 'দশম শ্রেণির অভিভাবকদের সাথে মতবিনিময় সভা: ২১ নভেম্বর, শনিবার',
    date: '2026-11-12',
    author: 'মো. কামরুল ইসলাম',
    body: [
      'সম্মানিত অভিভাবকবৃন্দ,',
      'আসন্ন এসএসসি পরীক্ষা ২০২৭-এর প্রস্তুতি, নির্বাচনী পরীক্ষার ফলাফল ও শিক্ষার্থীদের উপস্থিতি নিয়ে আলোচনার জন্য আগামী ২১ নভেম্বর, শনিবার সকাল ১০:৩০টায় বিদ্যালয়ের মিলনায়তনে দশম শ্রেণির অভিভাবকদের সাথে একটি মতবিনিময় সভা অনুষ্ঠিত হবে।',
      'সভায় প্রত্যেক শিক্ষার্থীর মা অথবা বাবার উপস্থিতি একান্ত কাম্য। আসার সময় শিক্ষার্থীর নির্বাচনী পরীক্ষার ফলাফল কার্ডটি সঙ্গে আনবেন।',
      'প্রয়োজনে শ্রেণিশিক্ষকের সাথে মোবাইলে যোগাযোগ করুন।',
    ].join('\n\n'),
  },
  {
    title: 'মহান বিজয় দিবস উপলক্ষে ১৬ ডিসেম্বর বিদ্যালয় বন্ধ থাকবে',
    date: '2026-11-10',
    author: 'নুরুন নাহার বেগম',
    body: [
      'মহান বিজয় দিবস উপলক্ষে আগামী ১৬ ডিসেম্বর, বুধবার বিদ্যালয়ের পাঠদান বন্ধ থাকবে।',
      'ওই দিন সকাল ৮:০০টায় জাতীয় পতাকা উত্তোলন, শহীদদের স্মরণে এক মিনিট নীরবতা পালন ও সকাল ৯:০০টায় কুচকাওয়াজ অনুষ্ঠিত হবে। স্কাউট ও গার্লস গাইডের সদস্যসহ সকল শিক্ষার্থীকে বিদ্যালয়ের পোশাকে যথাসময়ে উপস্থিত থাকার নির্দেশ দেওয়া হলো।',
      '১৭ ডিসেম্বর, বৃহস্পতিবার থেকে যথারীতি ক্লাস চলবে।',
    ].join('\n\n'),
  },
];

/** A teacher of the demo school: names, designation and subject in both languages. */
export type DemoTeacher = {
  loginId: string;
  /** The name in English letters (also the demo portrait's initials). */
  name: string;
  nameBn: string;
  designation: string;
  designationBn: string;
  /** The subject in English and in Bangla; '' for the head and assistant head. */
  subject: string;
  subjectBn: string;
  joinDate: string;
  phone: string;
};

const HEAD = { designation: 'Head Teacher', designationBn: 'প্রধান শিক্ষক' };
const ASSISTANT_HEAD = {
  designation: 'Assistant Head Teacher',
  designationBn: 'সহকারী প্রধান শিক্ষক',
};
const SENIOR = { designation: 'Senior Assistant Teacher', designationBn: 'জ্যেষ্ঠ সহকারী শিক্ষক' };
const ASSISTANT = { designation: 'Assistant Teacher', designationBn: 'সহকারী শিক্ষক' };
const MAULAVI = { designation: 'Assistant Maulavi', designationBn: 'সহকারী মৌলভি' };

/** The teachers on /teachers, in the school's order. */
export const DEMO_TEACHERS: DemoTeacher[] = [
  {
    loginId: 'teacher01',
    name: 'Nurun Nahar Begum',
    nameBn: 'নুরুন নাহার বেগম',
    ...HEAD,
    subject: '',
    subjectBn: '',
    joinDate: '2004-03-01',
    phone: '01700000101',
  },
  {
    loginId: 'teacher02',
    name: 'Md. Kamrul Islam',
    nameBn: 'মো. কামরুল ইসলাম',
    ...ASSISTANT_HEAD,
    subject: '',
    subjectBn: '',
    joinDate: '2007-07-15',
    phone: '01700000102',
  },
  {
    loginId: 'teacher03',
    name: 'Shahana Parvin',
    nameBn: 'শাহানা পারভীন',
    ...SENIOR,
    subject: 'English',
    subjectBn: 'ইংরেজি',
    joinDate: '2009-01-10',
    phone: '01700000103',
  },
  {
    loginId: 'teacher04',
    name: 'Tahmina Akter',
    nameBn: 'তাহমিনা আক্তার',
    ...ASSISTANT,
    subject: 'Science',
    subjectBn: 'বিজ্ঞান',
    joinDate: '2012-02-01',
    phone: '01700000104',
  },
  {
    loginId: 'teacher05',
    name: 'Abu Sayeed Mollah',
    nameBn: 'আবু সাঈদ মোল্লা',
    ...ASSISTANT,
    subject: 'Physical Education',
    subjectBn: 'শারীরিক শিক্ষা',
    joinDate: '2011-06-20',
    phone: '01700000105',
  },
  {
    loginId: 'teacher06',
    name: 'Md. Rafiqul Islam',
    nameBn: 'মো. রফিকুল ইসলাম',
    ...ASSISTANT,
    subject: 'Agriculture',
    subjectBn: 'কৃষিশিক্ষা',
    joinDate: '2013-09-01',
    phone: '01700000106',
  },
  {
    loginId: 'teacher07',
    name: 'Farzana Yasmin',
    nameBn: 'ফারজানা ইয়াসমিন',
    ...ASSISTANT,
    subject: 'Bangla',
    subjectBn: 'বাংলা',
    joinDate: '2015-01-05',
    phone: '01700000107',
  },
  {
    loginId: 'teacher08',
    name: 'Md. Shafiqul Alam',
    nameBn: 'মো. শফিকুল আলম',
    ...ASSISTANT,
    subject: 'Mathematics',
    subjectBn: 'গণিত',
    joinDate: '2014-03-12',
    phone: '01700000108',
  },
  {
    loginId: 'teacher09',
    name: 'Sumaiya Khatun',
    nameBn: 'সুমাইয়া খাতুন',
    ...ASSISTANT,
    subject: 'ICT',
    subjectBn: 'তথ্য ও যোগাযোগ প্রযুক্তি',
    joinDate: '2018-08-01',
    phone: '01700000109',
  },
  {
    loginId: 'teacher10',
    name: 'Maulana Abdul Kader',
    nameBn: 'মাওলানা আবদুল কাদের',
    ...MAULAVI,
    subject: 'Islam and Moral Education',
    subjectBn: 'ইসলাম ও নৈতিক শিক্ষা',
    joinDate: '2010-04-18',
    phone: '01700000110',
  },
  {
    loginId: 'teacher11',
    name: 'Dipankar Das',
    nameBn: 'দীপংকর দাস',
    ...ASSISTANT,
    subject: 'Social Science',
    subjectBn: 'সামাজিক বিজ্ঞান',
    joinDate: '2016-02-22',
    phone: '01700000111',
  },
  {
    loginId: 'teacher12',
    name: 'Rokeya Sultana',
    nameBn: 'রোকেয়া সুলতানা',
    ...ASSISTANT,
    subject: 'Physics',
    subjectBn: 'পদার্থবিজ্ঞান',
    joinDate: '2020-01-08',
    phone: '01700000112',
  },
];

/**
 * A teacher who has left (moved to another school): the account is turned off, so it is
 * not on /teachers and cannot sign in, and what it wrote stays under its name.
 */
export const DEMO_TEACHER_WHO_LEFT: DemoTeacher & { leftOn: string } = {
  loginId: 'teacher13',
  name: 'Md. Jahangir Alam',
  nameBn: 'মো. জাহাঙ্গীর আলম',
  ...ASSISTANT,
  subject: 'Chemistry',
  subjectBn: 'রসায়ন',
  joinDate: '2015-03-01',
  phone: '01700000113',
  leftOn: '2026-06-30',
};

/** A student of the demo school, with a guardian (the mobile is the guardian's). */
export type DemoStudent = {
  loginId: string;
  name: string;
  nameBn: string;
  grade: Grade;
  roll: string;
  village: string;
  guardianName: string;
};

/**
 * Four students in each class from six to ten, each with a roll of their own in the
 * class. The first five are the demo logins the README and the end-to-end tests name.
 */
export const DEMO_STUDENTS: DemoStudent[] = [
  ['student01', 'Sadia Islam', 'সাদিয়া ইসলাম', 'x', '1', 'চর নীলকমল', 'মো. নুরুল ইসলাম'],
  ['student02', 'Rakib Hasan', 'রাকিব হাসান', 'ix', '4', 'ঢালচর', 'আবদুল হালিম'],
  ['student03', 'Mim Akter', 'মীম আক্তার', 'viii', '2', 'চর নীলকমল', 'মো. আবুল কালাম'],
  ['student04', 'Tanvir Ahmed', 'তানভীর আহমেদ', 'vii', '7', 'মদনপুর', 'মো. জালাল উদ্দিন'],
  ['student05', 'Jannatul Ferdous', 'জান্নাতুল ফেরদৌস', 'vi', '3', 'ঢালচর', 'মো. শাহ আলম'],
  ['student06', 'Arif Hossain', 'আরিফ হোসেন', 'vi', '1', 'চর নীলকমল', 'মো. দেলোয়ার হোসেন'],
  ['student07', 'Sumaiya Akter', 'সুমাইয়া আক্তার', 'vi', '2', 'মদনপুর', 'মো. ইউসুফ আলী'],
  ['student08', 'Nayeem Islam', 'নাঈম ইসলাম', 'vi', '5', 'ঢালচর', 'মো. সিরাজুল ইসলাম'],
  ['student09', 'Lamia Akter', 'লামিয়া আক্তার', 'vii', '1', 'চর নীলকমল', 'মো. মোস্তফা কামাল'],
  ['student10', 'Sabbir Rahman', 'সাব্বির রহমান', 'vii', '3', 'মদনপুর', 'মো. হাবিবুর রহমান'],
  ['student11', 'Tasnim Jahan', 'তাসনিম জাহান', 'vii', '4', 'ঢালচর', 'মো. আনোয়ার হোসেন'],
  ['student12', 'Rifat Hasan', 'রিফাত হাসান', 'viii', '1', 'মদনপুর', 'মো. মাহবুব হাসান'],
  ['student13', 'Nusrat Jahan', 'নুসরাত জাহান', 'viii', '3', 'চর নীলকমল', 'মো. ফারুক আহমেদ'],
  ['student14', 'Shakil Ahmed', 'শাকিল আহমেদ', 'viii', '6', 'ঢালচর', 'মো. বশির আহমেদ'],
  ['student15', 'Anika Tabassum', 'আনিকা তাবাসসুম', 'ix', '1', 'চর নীলকমল', 'মো. রেজাউল করিম'],
  ['student16', 'Mahmudul Hasan', 'মাহমুদুল হাসান', 'ix', '2', 'মদনপুর', 'মো. কামাল হোসেন'],
  ['student17', 'Sharmin Sultana', 'শারমিন সুলতানা', 'ix', '5', 'ঢালচর', 'মো. আলমগীর কবির'],
  ['student18', 'Imran Hossain', 'ইমরান হোসেন', 'x', '2', 'মদনপুর', 'মো. আক্তার হোসেন'],
  ['student19', 'Mariam Begum', 'মরিয়ম বেগম', 'x', '3', 'চর নীলকমল', 'মো. আবদুর রাজ্জাক'],
  ['student20', 'Jubayer Ahmed', 'জুবায়ের আহমেদ', 'x', '4', 'ঢালচর', 'মো. নজরুল ইসলাম'],
].map(([loginId, name, nameBn, grade, roll, village, guardianName]) => ({
  loginId: loginId!,
  name: name!,
  nameBn: nameBn!,
  grade: grade as DemoStudent['grade'],
  roll: roll!,
  village: village!,
  guardianName: guardianName!,
}));

export const DEMO_STAFF: {
  name: string;
  nameBn: string;
  designation: string;
  designationBn: string;
  /** One text, in Bangla, as the school names its departments. */
  department: string;
  joinDate: string;
  mobile: string;
}[] = [
  {
    name: 'Md. Harun-or-Rashid',
    nameBn: 'মো. হারুন-অর-রশিদ',
    designation: 'Office Assistant',
    designationBn: 'অফিস সহকারী',
    department: 'অফিস',
    joinDate: '2006-05-01',
    mobile: '01700000201',
  },
  {
    name: 'Shipra Rani Dey',
    nameBn: 'শিপ্রা রানী দে',
    designation: 'Accountant',
    designationBn: 'হিসাবরক্ষক',
    department: 'হিসাব শাখা',
    joinDate: '2012-01-15',
    mobile: '01700000202',
  },
  {
    name: 'Md. Jashim Uddin',
    nameBn: 'মো. জসিম উদ্দিন',
    designation: 'Computer Operator',
    designationBn: 'কম্পিউটার অপারেটর',
    department: 'অফিস',
    joinDate: '2017-03-01',
    mobile: '01700000203',
  },
  {
    name: 'Anwara Begum',
    nameBn: 'আনোয়ারা বেগম',
    designation: 'Library Assistant',
    designationBn: 'গ্রন্থাগার সহকারী',
    department: 'গ্রন্থাগার',
    joinDate: '2015-07-10',
    mobile: '01700000204',
  },
  {
    name: 'Md. Alamgir Hossain',
    nameBn: 'মো. আলমগীর হোসেন',
    designation: 'Laboratory Assistant',
    designationBn: 'বিজ্ঞানাগার সহকারী',
    department: 'বিজ্ঞান',
    joinDate: '2013-09-20',
    mobile: '01700000205',
  },
  {
    name: 'Abdul Mannan',
    nameBn: 'আবদুল মান্নান',
    designation: 'Night Guard',
    designationBn: 'নৈশপ্রহরী',
    department: 'নিরাপত্তা',
    joinDate: '2008-11-01',
    mobile: '01700000206',
  },
  {
    name: 'Rahima Khatun',
    nameBn: 'রহিমা খাতুন',
    designation: 'Caretaker',
    designationBn: 'আয়া',
    department: 'সহায়ক কর্মচারী',
    joinDate: '2011-02-14',
    mobile: '01700000207',
  },
  {
    name: 'Md. Selim Mia',
    nameBn: 'মো. সেলিম মিয়া',
    designation: 'Office Helper',
    designationBn: 'অফিস সহায়ক',
    department: 'সহায়ক কর্মচারী',
    joinDate: '2019-06-01',
    mobile: '01700000208',
  },
];

/** Students write in the language they choose: two of these in Bangla, two in English. */
export const DEMO_BLOGS: { date: string; author: string; subject: string; description: string }[] =
  [
    {
      date: '2026-11-12',
      author: 'সাদিয়া ইসলাম',
      subject: 'ম্যানগ্রোভ বনে একদিন',
      description:
        'গত মাসে আমাদের শ্রেণির সবাই মিলে উপকূলের কাছের ম্যানগ্রোভ বনে গিয়েছিলাম। সেখানে লাল কাঁকড়া, বক আর মাছরাঙা দেখেছি, দেখেছি মাটি ফুঁড়ে ওঠা গাছের শ্বাসমূল।\n\nস্যার বুঝিয়ে দিলেন, এই গাছের শিকড়ই জোয়ার আর ঢেউয়ের হাত থেকে আমাদের চরের মাটি আগলে রাখে। তাই আমরা ঠিক করেছি, বিদ্যালয়ের পাশের খালপাড়েও কেওড়া আর গেওয়া গাছ লাগাব।',
    },
    {
      date: '2026-10-30',
      author: 'রাকিব হাসান',
      subject: 'How we prepared for the cyclone drill',
      description:
        'Our teachers showed us the way to the cyclone shelter and how to help the younger children. Now every student knows the signals.',
    },
    {
      date: '2026-10-05',
      author: 'মীম আক্তার',
      subject: 'কেন আমি বিদ্যালয়ের গ্রন্থাগার ভালোবাসি',
      description:
        'এ বছর আমাদের গ্রন্থাগারে অনেক নতুন গল্পের বই এসেছে। গত এক মাসে আমি তিনটি বই পড়ে শেষ করেছি, সবচেয়ে ভালো লেগেছে ঠাকুরমার ঝুলি।\n\nটিফিনের সময় গ্রন্থাগারে বসে পত্রিকাও পড়া যায়। তোমরাও একবার এসে দেখো।',
    },
    {
      date: '2026-09-18',
      author: 'তানভীর আহমেদ',
      subject: 'Our football team',
      description:
        'We practise every afternoon after class. Next month we play the inter-school tournament.',
    },
  ];

export const ALBUMS: { slug: string; title: string }[] = [
  { slug: 'sport', title: 'খেলাধুলা' },
  { slug: 'annual-function', title: 'বার্ষিক অনুষ্ঠান' },
  { slug: 'science-fair', title: 'বিজ্ঞান মেলা' },
  { slug: 'study-tour', title: 'শিক্ষা সফর' },
  { slug: 'national-days', title: 'জাতীয় দিবস' },
  { slug: 'campus', title: 'আমাদের ক্যাম্পাস' },
];

/** The answering teacher of the first problem, by the name of the account. */
export const DEMO_SOLVER = 'মো. শফিকুল আলম';

export const DEMO_PROBLEMS = [
  {
    date: '2026-11-10',
    author: 'সাদিয়া ইসলাম',
    grade: 'x',
    roll: '1',
    subject: 'গণিত',
    details: 'x² − ৫x + ৬ রাশিটিকে উৎপাদকে বিশ্লেষণ করব কীভাবে? আমি প্রতিবার চিহ্নে ভুল করি।',
    solution:
      'এমন দুটি সংখ্যা খোঁজো, যাদের গুণফল +৬ আর যোগফল −৫। সংখ্যা দুটি −২ ও −৩, তাই x² − ৫x + ৬ = (x − ২)(x − ৩)।',
  },
  {
    date: '2026-11-03',
    author: 'রাকিব হাসান',
    grade: 'ix',
    roll: '4',
    subject: 'পদার্থবিজ্ঞান',
    details: 'লোহার টুকরা পানিতে ডুবে যায়, অথচ লোহার তৈরি জাহাজ নদীতে ভাসে কেন?',
    solution: null,
  },
  {
    date: '2026-10-21',
    author: 'মীম আক্তার',
    grade: 'viii',
    roll: '2',
    subject: 'English',
    details: 'When do we use "since" and when "for"?',
    solution: null,
  },
] as const;

/** Notices for students: `grades` the classes each is for, none for every class. */
export const DEMO_STUDENT_NOTICES = [
  {
    date: '2026-11-18',
    author: 'মো. কামরুল ইসলাম',
    grades: [],
    subject: 'বার্ষিক ক্রীড়া প্রতিযোগিতার নাম জমা',
    details: 'বার্ষিক ক্রীড়া প্রতিযোগিতায় অংশ নিতে চাইলে ২৫ নভেম্বরের মধ্যে শ্রেণিশিক্ষকের কাছে নাম জমা দাও।',
  },
  {
    date: '2026-11-14',
    author: 'মো. কামরুল ইসলাম',
    grades: ['x'],
    subject: 'এসএসসি মডেল টেস্ট',
    details: 'এসএসসি মডেল টেস্ট ২১ নভেম্বর শনিবার সকাল ১০টায় শুরু হবে। সবাই প্রবেশপত্র সঙ্গে আনবে।',
  },
  {
    date: '2026-11-08',
    author: 'তাহমিনা আক্তার',
    grades: ['ix', 'x'],
    subject: 'বিজ্ঞানের ব্যবহারিক খাতা',
    details: 'বৃহস্পতিবারের মধ্যে ব্যবহারিক খাতা বিজ্ঞানাগারে জমা দিতে হবে।',
  },
  {
    date: '2026-10-28',
    author: 'শাহানা পারভীন',
    grades: ['vi'],
    subject: 'Spelling test',
    details: 'Learn the words of unit 3 for the spelling test on Monday.',
  },
] as const;

export const DEMO_SUGGESTIONS = [
  {
    date: '2026-11-12',
    author: 'শাহানা পারভীন',
    grade: 'x',
    roll: '0',
    subject: 'এসএসসির প্রস্তুতি',
    details: 'প্রতিদিন একটি করে অধ্যায় রিভিশন দাও, আর শুক্রবারে আগের বছরের প্রশ্ন সমাধান করো।',
  },
  {
    date: '2026-10-30',
    author: 'মো. শফিকুল আলম',
    grade: 'viii',
    roll: '0',
    subject: 'গণিত অনুশীলন',
    details: 'প্রতিদিন সন্ধ্যায় দশটি করে অঙ্ক করো; কোথাও আটকে গেলে শিক্ষার্থী প্যানেলে প্রশ্ন করো।',
  },
  {
    date: '2026-10-15',
    author: 'ফারজানা ইয়াসমিন',
    grade: 'vi',
    roll: '0',
    subject: 'বই পড়ার অভ্যাস',
    details: 'প্রতি সপ্তাহে গ্রন্থাগার থেকে একটি গল্পের বই নিয়ে পড়ো, আর বন্ধুদের সেই গল্প শোনাও।',
  },
] as const;

/** Latin digits written as Bangla digits (০–৯). */
export const bnDigits = (s: string | number) =>
  String(s).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

/** The classes as the glossary names them. */
export const GRADE_BN: Record<string, string> = {
  vi: 'ষষ্ঠ',
  vii: 'সপ্তম',
  viii: 'অষ্টম',
  ix: 'নবম',
  x: 'দশম',
};

/** The school year of the demo's routines, syllabi and calendar. */
export const DEMO_YEAR = 2026;

/** A routine's or syllabus's title, as the school lists it: class and year in Bangla. */
export function demoDocumentTitle(kind: 'routine' | 'syllabus' | 'calendar', grade?: string) {
  const year = bnDigits(DEMO_YEAR);
  if (kind === 'calendar') return `একাডেমিক ক্যালেন্ডার ${year}`;
  const what = kind === 'routine' ? 'ক্লাস রুটিন' : 'পাঠ্যসূচি';
  return `${GRADE_BN[grade!]} শ্রেণির ${what} ${year}`;
}

/**
 * What two demo notices carry besides their words or picture (issue 20): the practical
 * examinations' notice, its routine as a two-page PDF (English and figures: the seed's PDF
 * maker sets Latin letters only), and the annual examinations' notice, its routine
 * photographed as two pages.
 */
export const DEMO_NOTICE_ATTACHMENTS = {
  pdf: {
    notice: 'বার্ষিক পরীক্ষা ২০২৬: ব্যবহারিক পরীক্ষার সময়সূচি',
    name: 'Annual Examination 2026 - Practical examination routine',
    pages: [
      {
        title: 'Annual Examination 2026: Practical examinations (1 of 2)',
        lines: [
          'Class Nine (Science), 10:00 am, science laboratory',
          '23 November  Physics',
          '24 November  Chemistry',
          '25 November  Biology',
          '',
          'Bring the practical note book, the admit card and the school uniform.',
        ],
      },
      {
        title: 'Annual Examination 2026: Practical examinations (2 of 2)',
        lines: [
          'Class Eight, 10:00 am',
          '26 November  Science',
          '',
          'Classes Six and Seven, 10:00 am',
          '27 November  Agriculture Studies, Home Science',
        ],
      },
    ],
  },
  photographed: { notice: 'বার্ষিক পরীক্ষা ২০২৬-এর রুটিন', pages: 2 },
} as const;
