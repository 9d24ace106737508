/** The demo school. Every name and number here is invented; no real person's data. */

export const DEMO_EVENTS: { name: string; date: string; author: string }[] = [
  { name: 'Victory Day Celebration', date: '2026-12-16', author: 'Md. Kamrul Islam' },
  { name: 'Annual Prize Giving Ceremony', date: '2026-11-28', author: 'Nurun Nahar Begum' },
  { name: 'Inter-school Football Tournament', date: '2026-11-10', author: 'Abu Sayeed Mollah' },
  { name: 'Cyclone Preparedness Drill', date: '2026-10-22', author: 'Md. Kamrul Islam' },
  { name: 'Science Fair', date: '2026-09-30', author: 'Tahmina Akter' },
  { name: 'Debate Competition', date: '2026-09-12', author: 'Shahana Parvin' },
  { name: 'National Mourning Day', date: '2026-08-15', author: 'Nurun Nahar Begum' },
  { name: 'Tree Plantation Week', date: '2026-07-05', author: 'Rafiqul Islam' },
  { name: 'Study Tour to Kuakata', date: '2026-05-20', author: 'Md. Kamrul Islam' },
  { name: 'Pohela Boishakh Festival', date: '2026-04-14', author: 'Shahana Parvin' },
  { name: 'Independence Day', date: '2026-03-26', author: 'Nurun Nahar Begum' },
  { name: 'International Mother Language Day', date: '2026-02-21', author: 'Shahana Parvin' },
  { name: 'Annual Sports Day', date: '2026-01-25', author: 'Abu Sayeed Mollah' },
  { name: 'Book Distribution Festival', date: '2026-01-01', author: 'Nurun Nahar Begum' },
];

export const DEMO_NOTICES: { title: string; date: string; author: string }[] = [
  { title: 'Annual examination routine', date: '2026-11-15', author: 'Nurun Nahar Begum' },
  {
    title: 'Test examination results for class ten',
    date: '2026-11-02',
    author: 'Md. Kamrul Islam',
  },
  { title: 'Guardian meeting on Saturday', date: '2026-10-20', author: 'Nurun Nahar Begum' },
  { title: 'School closed for Durga Puja', date: '2026-10-10', author: 'Md. Kamrul Islam' },
  { title: 'SSC form fill-up schedule', date: '2026-09-25', author: 'Nurun Nahar Begum' },
  { title: 'Half-yearly examination results', date: '2026-07-30', author: 'Md. Kamrul Islam' },
  { title: 'School closed for Eid-ul-Azha', date: '2026-05-22', author: 'Nurun Nahar Begum' },
  { title: 'Half-yearly examination routine', date: '2026-05-05', author: 'Md. Kamrul Islam' },
  { title: 'New uniform rules', date: '2026-02-10', author: 'Nurun Nahar Begum' },
  { title: 'Admission for the new year', date: '2026-01-05', author: 'Nurun Nahar Begum' },
];

export const DEMO_TEACHERS: {
  loginId: string;
  name: string;
  designation: string;
  joinDate: string;
  phone: string;
}[] = [
  {
    loginId: 'teacher01',
    name: 'Nurun Nahar Begum',
    designation: 'Head Teacher',
    joinDate: '2004-03-01',
    phone: '01700000101',
  },
  {
    loginId: 'teacher02',
    name: 'Md. Kamrul Islam',
    designation: 'Assistant Head Teacher',
    joinDate: '2007-07-15',
    phone: '01700000102',
  },
  {
    loginId: 'teacher03',
    name: 'Shahana Parvin',
    designation: 'Senior Assistant Teacher (English)',
    joinDate: '2009-01-10',
    phone: '01700000103',
  },
  {
    loginId: 'teacher04',
    name: 'Tahmina Akter',
    designation: 'Assistant Teacher (Science)',
    joinDate: '2012-02-01',
    phone: '01700000104',
  },
  {
    loginId: 'teacher05',
    name: 'Abu Sayeed Mollah',
    designation: 'Assistant Teacher (Physical Education)',
    joinDate: '2011-06-20',
    phone: '01700000105',
  },
  {
    loginId: 'teacher06',
    name: 'Rafiqul Islam',
    designation: 'Assistant Teacher (Agriculture)',
    joinDate: '2013-09-01',
    phone: '01700000106',
  },
  {
    loginId: 'teacher07',
    name: 'Farzana Yasmin',
    designation: 'Assistant Teacher (Bangla)',
    joinDate: '2015-01-05',
    phone: '01700000107',
  },
  {
    loginId: 'teacher08',
    name: 'Md. Shafiqul Alam',
    designation: 'Assistant Teacher (Mathematics)',
    joinDate: '2014-03-12',
    phone: '01700000108',
  },
  {
    loginId: 'teacher09',
    name: 'Sumaiya Khatun',
    designation: 'Assistant Teacher (ICT)',
    joinDate: '2018-08-01',
    phone: '01700000109',
  },
  {
    loginId: 'teacher10',
    name: 'Maulana Abdul Kader',
    designation: 'Assistant Teacher (Religion)',
    joinDate: '2010-04-18',
    phone: '01700000110',
  },
  {
    loginId: 'teacher11',
    name: 'Dipankar Das',
    designation: 'Assistant Teacher (Social Science)',
    joinDate: '2016-02-22',
    phone: '01700000111',
  },
  {
    loginId: 'teacher12',
    name: 'Rokeya Sultana',
    designation: 'Assistant Teacher (Physics)',
    joinDate: '2020-01-08',
    phone: '01700000112',
  },
];

export const DEMO_STUDENTS: {
  loginId: string;
  name: string;
  grade: string;
  roll: string;
  village: string;
}[] = [
  { loginId: 'student01', name: 'Sadia Islam', grade: 'x', roll: '1', village: 'Char Nilkamal' },
  { loginId: 'student02', name: 'Rakib Hasan', grade: 'ix', roll: '4', village: 'Dhal Char' },
  { loginId: 'student03', name: 'Mim Akter', grade: 'viii', roll: '2', village: 'Char Nilkamal' },
  { loginId: 'student04', name: 'Tanvir Ahmed', grade: 'vii', roll: '7', village: 'Madanpur' },
  { loginId: 'student05', name: 'Jannatul Ferdous', grade: 'vi', roll: '3', village: 'Dhal Char' },
];

export const DEMO_STAFF: {
  name: string;
  designation: string;
  department: string;
  joinDate: string;
  mobile: string;
}[] = [
  {
    name: 'Md. Harun-or-Rashid',
    designation: 'Office Assistant',
    department: 'Office',
    joinDate: '2006-05-01',
    mobile: '01700000201',
  },
  {
    name: 'Shipra Rani Dey',
    designation: 'Accountant',
    department: 'Accounts',
    joinDate: '2012-01-15',
    mobile: '01700000202',
  },
  {
    name: 'Md. Jashim Uddin',
    designation: 'Computer Operator',
    department: 'Office',
    joinDate: '2017-03-01',
    mobile: '01700000203',
  },
  {
    name: 'Anwara Begum',
    designation: 'Library Assistant',
    department: 'Library',
    joinDate: '2015-07-10',
    mobile: '01700000204',
  },
  {
    name: 'Md. Alamgir Hossain',
    designation: 'Laboratory Assistant',
    department: 'Science',
    joinDate: '2013-09-20',
    mobile: '01700000205',
  },
  {
    name: 'Abdul Mannan',
    designation: 'Night Guard',
    department: 'Security',
    joinDate: '2008-11-01',
    mobile: '01700000206',
  },
  {
    name: 'Rahima Khatun',
    designation: 'Aya',
    department: 'Support',
    joinDate: '2011-02-14',
    mobile: '01700000207',
  },
  {
    name: 'Md. Selim Mia',
    designation: 'Peon',
    department: 'Support',
    joinDate: '2019-06-01',
    mobile: '01700000208',
  },
];

export const DEMO_BLOGS: { date: string; author: string; subject: string; description: string }[] =
  [
    {
      date: '2026-11-12',
      author: 'Sadia Islam',
      subject: 'Our trip to the mangrove forest',
      description:
        'Last month our class visited the mangrove forest near the coast. We saw crabs, birds and the roots that hold the land against the sea.',
    },
    {
      date: '2026-10-30',
      author: 'Rakib Hasan',
      subject: 'How we prepared for the cyclone drill',
      description:
        'Our teachers showed us the way to the cyclone shelter and how to help the younger children. Now every student knows the signals.',
    },
    {
      date: '2026-10-05',
      author: 'Mim Akter',
      subject: 'Why I love the school library',
      description:
        'The library has new story books this year. I read three of them during the holidays.',
    },
    {
      date: '2026-09-18',
      author: 'Tanvir Ahmed',
      subject: 'Our football team',
      description:
        'We practise every afternoon after class. Next month we play the inter-school tournament.',
    },
  ];

export const ALBUMS: { slug: string; title: string }[] = [
  { slug: 'sport', title: 'Sports' },
  { slug: 'annual-function', title: 'Annual Function' },
  { slug: 'science-fair', title: 'Science Fair' },
  { slug: 'study-tour', title: 'Study Tour' },
  { slug: 'national-days', title: 'National Days' },
  { slug: 'campus', title: 'Our Campus' },
];

export const ROUTINE_PERIODS = [
  '10:00 - 10:45  Bangla',
  '10:45 - 11:30  English',
  '11:30 - 12:15  Mathematics',
  '12:15 - 12:45  Tiffin break',
  '12:45 - 01:30  Science',
  '01:30 - 02:15  Bangladesh and Global Studies',
  '02:15 - 03:00  Religion and Moral Education',
  '03:00 - 04:00  ICT / Agriculture / Physical Education',
];

export const SYLLABUS_SUBJECTS = [
  'Bangla First Paper: prose, poetry and grammar chapters of the board textbook',
  'Bangla Second Paper: grammar, composition, letter writing',
  'English First Paper: units 1 - 8 of English For Today',
  'English Second Paper: grammar, paragraph, composition',
  'Mathematics: all chapters of the board textbook',
  'Science / Physics, Chemistry, Biology: as the board prescribes',
  'Bangladesh and Global Studies',
  'Religion and Moral Education',
  'Information and Communication Technology',
];

export const DEMO_PROBLEMS = [
  {
    date: '2026-11-10',
    author: 'Sadia Islam',
    grade: 'x',
    roll: '1',
    subject: 'Mathematics',
    details: 'How do I factor x² - 5x + 6? I always get the signs wrong.',
    solution:
      'Look for two numbers that multiply to +6 and add to -5: they are -2 and -3, so x² - 5x + 6 = (x - 2)(x - 3).',
  },
  {
    date: '2026-11-03',
    author: 'Rakib Hasan',
    grade: 'ix',
    roll: '4',
    subject: 'Physics',
    details: 'Why does a ship made of iron float on the river?',
    solution: null,
  },
  {
    date: '2026-10-21',
    author: 'Mim Akter',
    grade: 'viii',
    roll: '2',
    subject: 'English',
    details: 'When do we use "since" and when "for"?',
    solution: null,
  },
] as const;

export const DEMO_STUDENT_NOTICES = [
  {
    date: '2026-11-14',
    author: 'Md. Kamrul Islam',
    grade: 'x',
    subject: 'Model test',
    details: 'The SSC model test starts on Saturday at 10 am. Bring your admit card.',
  },
  {
    date: '2026-11-08',
    author: 'Tahmina Akter',
    grade: 'ix',
    subject: 'Science practical',
    details: 'Practical notebooks must be submitted to the laboratory by Thursday.',
  },
  {
    date: '2026-10-28',
    author: 'Shahana Parvin',
    grade: 'vi',
    subject: 'Spelling test',
    details: 'Learn the words of unit 3 for the spelling test on Monday.',
  },
] as const;

export const DEMO_SUGGESTIONS = [
  {
    date: '2026-11-12',
    author: 'Shahana Parvin',
    grade: 'x',
    roll: '0',
    subject: 'Revising for the SSC',
    details: 'Revise one chapter a day and solve the previous years’ questions on Fridays.',
  },
  {
    date: '2026-10-30',
    author: 'Md. Shafiqul Alam',
    grade: 'viii',
    roll: '0',
    subject: 'Mathematics practice',
    details: 'Do ten sums every evening; ask in the student panel when you are stuck.',
  },
  {
    date: '2026-10-15',
    author: 'Farzana Yasmin',
    grade: 'vi',
    roll: '0',
    subject: 'Reading habit',
    details: 'Read one story book from the library every week and tell your friends about it.',
  },
] as const;
