import { DEFAULT_OFFICE_HOURS } from '../../../shared/office-hours.ts';
import type { ContentKey, ContentValue } from '../../../shared/schemas/content.ts';

/**
 * The demo school's pages in English and Bangla (PRODUCT.md, "Data and demo content"):
 * what a new site shows until the admin edits it. Images are added by the seed.
 * Every name and number here is invented.
 */
type Demo = { [K in ContentKey]?: ContentValue<K> };

export const DEMO_SCHOOL: ContentValue<'school'> = {
  name: { en: 'Char Nilkamal Secondary School', bn: 'চর নীলকমল মাধ্যমিক বিদ্যালয়' },
  shortName: { en: 'CNSS', bn: 'চনীমাবি' },
  eiin: '999901',
  schoolCode: '9901',
  phone: '+880 1700-000000',
  email: 'office@school.example',
  address: {
    en: 'Char Nilkamal, Ward 4, Nilkamal Union, Bhola Sadar, Bhola, Bangladesh',
    bn: 'চর নীলকমল, ৪ নং ওয়ার্ড, নীলকমল ইউনিয়ন, ভোলা সদর, ভোলা, বাংলাদেশ',
  },
  mapUrl: 'https://www.openstreetmap.org/search?query=Bhola%20Sadar',
  established: '1972',
  officeHours: { ...DEFAULT_OFFICE_HOURS },
  logoImageId: null,
  social: {
    facebook: 'https://facebook.com/',
    youtube: 'https://youtube.com/',
    twitter: 'https://x.com/',
  },
  dateOrder: 'day-first',
};

const message = (
  name: [string, string],
  title: [string, string],
  location: [string, string],
  en: string[],
  bn: string[],
): ContentValue<'message-principal'> => ({
  name: { en: name[0], bn: name[1] },
  title: { en: title[0], bn: title[1] },
  location: { en: location[0], bn: location[1] },
  body: { en: en.join('\n\n'), bn: bn.join('\n\n') },
  imageId: null,
});

export const DEMO_MESSAGES = {
  'message-chairman': message(
    ['Md. Abdur Rahim Hawlader', 'মো. আবদুর রহিম হাওলাদার'],
    ['Chairman, Managing Committee', 'সভাপতি, ব্যবস্থাপনা কমিটি'],
    ['Char Nilkamal, Bhola', 'চর নীলকমল, ভোলা'],
    [
      'Our school was founded by the people of this char, who gave land, timber and their own labour so that their children would not have to cross the river to study.',
      'The managing committee works with the teachers and guardians to keep that promise: a school that is open to every child, that keeps them safe, and that prepares them for the SSC examination and for life.',
      'I thank the guardians for their trust and invite every one of them to the guardian meetings.',
    ],
    [
      'এই চরের মানুষ জমি, কাঠ আর নিজেদের শ্রম দিয়ে আমাদের বিদ্যালয় গড়েছেন, যাতে তাঁদের সন্তানদের পড়তে নদী পার হতে না হয়।',
      'ব্যবস্থাপনা কমিটি শিক্ষক ও অভিভাবকদের সঙ্গে মিলে সেই অঙ্গীকার রক্ষা করে: এমন একটি বিদ্যালয়, যা প্রতিটি শিশুর জন্য খোলা, তাদের নিরাপদ রাখে এবং এসএসসি পরীক্ষা ও জীবনের জন্য প্রস্তুত করে।',
      'অভিভাবকদের আস্থার জন্য ধন্যবাদ জানাই এবং প্রত্যেককে অভিভাবক সভায় আমন্ত্রণ জানাই।',
    ],
  ),
  'message-principal': message(
    ['Nurun Nahar Begum', 'নুরুন নাহার বেগম'],
    ['Head Teacher', 'প্রধান শিক্ষক'],
    ['Char Nilkamal Secondary School', 'চর নীলকমল মাধ্যমিক বিদ্যালয়'],
    [
      'Education is the strongest embankment a coastal village can build. Every morning our teachers open the gates to more than six hundred students, and every one of them deserves our full attention.',
      'We teach the national curriculum with care, run extra classes before the SSC examination, and keep our science laboratory and library open after school hours.',
      'Guardians are always welcome to meet the teachers. Together we will make our children confident, honest and skilled.',
    ],
    [
      'উপকূলের একটি গ্রাম যে বাঁধ গড়তে পারে, তার মধ্যে শিক্ষাই সবচেয়ে মজবুত। প্রতিদিন সকালে আমাদের শিক্ষকেরা ছয় শতাধিক শিক্ষার্থীর জন্য ফটক খোলেন, আর তাদের প্রত্যেকেই আমাদের পূর্ণ মনোযোগ পাওয়ার যোগ্য।',
      'আমরা যত্নের সঙ্গে জাতীয় শিক্ষাক্রম পড়াই, এসএসসি পরীক্ষার আগে অতিরিক্ত ক্লাস নিই, আর বিদ্যালয়ের সময়ের পরেও বিজ্ঞানাগার ও গ্রন্থাগার খোলা রাখি।',
      'শিক্ষকদের সঙ্গে দেখা করতে অভিভাবকদের সবসময় স্বাগত জানাই। একসঙ্গে আমরা আমাদের সন্তানদের আত্মবিশ্বাসী, সৎ ও দক্ষ করে গড়ে তুলব।',
    ],
  ),
  'message-vice-principal': message(
    ['Md. Kamrul Islam', 'মো. কামরুল ইসলাম'],
    ['Assistant Head Teacher', 'সহকারী প্রধান শিক্ষক'],
    ['Char Nilkamal Secondary School', 'চর নীলকমল মাধ্যমিক বিদ্যালয়'],
    [
      'Discipline and kindness go together in our school. We expect every student to come on time, in uniform, with their lessons prepared, and we make sure every student feels welcome.',
      'Our class routines, syllabi and academic calendar are published on this website so that guardians can follow their children\u2019s studies from home.',
    ],
    [
      'আমাদের বিদ্যালয়ে শৃঙ্খলা আর সহমর্মিতা একসঙ্গে চলে। আমরা আশা করি প্রত্যেক শিক্ষার্থী সময়মতো, পোশাক পরে, পড়া তৈরি করে আসবে, আর আমরা নিশ্চিত করি প্রত্যেকে যেন নিজেকে স্বাগত মনে করে।',
      'শ্রেণি রুটিন, পাঠ্যসূচি ও একাডেমিক ক্যালেন্ডার এই ওয়েবসাইটে প্রকাশ করা হয়, যাতে অভিভাবকেরা বাড়ি থেকেই সন্তানদের পড়ালেখার খোঁজ রাখতে পারেন।',
    ],
  ),
  'message-teacher': message(
    ['Shahana Parvin', 'শাহানা পারভীন'],
    ['Senior Assistant Teacher (English)', 'জ্যেষ্ঠ সহকারী শিক্ষক (ইংরেজি)'],
    ['On behalf of the teachers', 'শিক্ষকদের পক্ষে'],
    [
      'We teachers are proud of our students. Many of them walk long distances along the embankment to reach school, and they never stop asking questions.',
      'Use the student panel to ask about any problem in your lessons: we answer every question.',
    ],
    [
      'আমরা শিক্ষকেরা আমাদের শিক্ষার্থীদের নিয়ে গর্বিত। তাদের অনেকে বাঁধ ধরে অনেক পথ হেঁটে বিদ্যালয়ে আসে, আর তারা প্রশ্ন করা কখনো থামায় না।',
      'পড়ার যেকোনো সমস্যার কথা শিক্ষার্থী প্যানেলে জানাও: আমরা প্রতিটি প্রশ্নের উত্তর দিই।',
    ],
  ),
} satisfies Demo;

export const DEMO_HEADLINE: ContentValue<'headline'> = {
  title: {
    en: 'Quality education for every child of the char',
    bn: 'চরের প্রতিটি শিশুর জন্য মানসম্মত শিক্ষা',
  },
  body: {
    en: 'Since 1972 our school has taught the girls and boys of Char Nilkamal and the villages around it, from class six to class ten. We promise good teaching, a safe campus through the cyclone season, and a school where every child is known by name.',
    bn: '১৯৭২ সাল থেকে আমাদের বিদ্যালয় চর নীলকমল ও আশপাশের গ্রামের মেয়ে ও ছেলেদের ষষ্ঠ থেকে দশম শ্রেণি পর্যন্ত পড়িয়ে আসছে। আমরা কথা দিই ভালো পাঠদানের, ঘূর্ণিঝড়ের মৌসুমেও নিরাপদ ক্যাম্পাসের, আর এমন একটি বিদ্যালয়ের, যেখানে প্রতিটি শিশুকে নাম ধরে চেনা হয়।',
  },
};

export const DEMO_ADMISSION_INSTRUCTION: ContentValue<'admission-instruction'> = {
  body: {
    en: [
      'Admission to classes six to nine is open in December and January for the new school year.',
      'Fill in the online admission form on this website, or collect a form from the school office. Bring the birth registration certificate, the last school\u2019s transfer certificate and two passport-size photos to the office within seven days.',
      'Admission is free for girls and for children of families in need. Ask at the office about stipends.',
    ].join('\n\n'),
    bn: [
      'নতুন শিক্ষাবর্ষের জন্য ষষ্ঠ থেকে নবম শ্রেণিতে ভর্তি ডিসেম্বর ও জানুয়ারিতে চলে।',
      'এই ওয়েবসাইটে অনলাইন ভর্তি ফরম পূরণ করুন, অথবা বিদ্যালয়ের অফিস থেকে ফরম নিন। সাত দিনের মধ্যে জন্মনিবন্ধন সনদ, আগের বিদ্যালয়ের ছাড়পত্র ও দুই কপি পাসপোর্ট সাইজের ছবি অফিসে জমা দিন।',
      'মেয়েদের ও অসচ্ছল পরিবারের শিশুদের জন্য ভর্তি বিনা খরচে। উপবৃত্তির বিষয়ে অফিসে জিজ্ঞেস করুন।',
    ].join('\n\n'),
  },
};

export const DEMO_VIDEOS: ContentValue<'videos'> = {
  items: [
    {
      title: { en: 'Victory Day celebration 2025', bn: 'বিজয় দিবস উদযাপন ২০২৫' },
      url: 'https://www.youtube.com/',
    },
    {
      title: { en: 'Annual Sports Day', bn: 'বার্ষিক ক্রীড়া প্রতিযোগিতা' },
      url: 'https://www.youtube.com/',
    },
  ],
};

export const DEMO_INSTITUTION: ContentValue<'institution'> = {
  recognition: {
    en: 'Recognised by the Board of Intermediate and Secondary Education, Barishal',
    bn: 'মাধ্যমিক ও উচ্চ মাধ্যমিক শিক্ষা বোর্ড, বরিশাল কর্তৃক স্বীকৃত',
  },
  recognitionDate: '1975-01-01',
  mpo: {
    en: 'MPO listed (teachers\u2019 salaries under the Monthly Pay Order)',
    bn: 'এমপিওভুক্ত (শিক্ষকদের বেতন মাসিক পে অর্ডারের আওতায়)',
  },
  sections: [
    { grade: 'vi', sections: 2 },
    { grade: 'vii', sections: 2 },
    { grade: 'viii', sections: 2 },
    { grade: 'ix', sections: 2 },
    { grade: 'x', sections: 2 },
  ],
  students: [
    { grade: 'vi', girls: 72, boys: 66 },
    { grade: 'vii', girls: 68, boys: 61 },
    { grade: 'viii', girls: 63, boys: 58 },
    { grade: 'ix', girls: 57, boys: 52 },
    { grade: 'x', girls: 54, boys: 49 },
  ],
  committee: [
    {
      name: { en: 'Md. Abdur Rahim Hawlader', bn: 'মো. আবদুর রহিম হাওলাদার' },
      role: { en: 'Chairman', bn: 'সভাপতি' },
      phone: '01700000201',
    },
    {
      name: { en: 'Nurun Nahar Begum', bn: 'নুরুন নাহার বেগম' },
      role: { en: 'Member secretary (Head Teacher)', bn: 'সদস্য সচিব (প্রধান শিক্ষক)' },
      phone: '01700000101',
    },
    {
      name: { en: 'Rokeya Khatun', bn: 'রোকেয়া খাতুন' },
      role: { en: 'Guardian member', bn: 'অভিভাবক সদস্য' },
      phone: '01700000202',
    },
    {
      name: { en: 'Abul Kalam Azad', bn: 'আবুল কালাম আজাদ' },
      role: { en: 'Teacher member', bn: 'শিক্ষক সদস্য' },
      phone: '01700000203',
    },
  ],
  citizenCharter: {
    en: [
      'Admission: forms are given free at the office; a decision within seven working days.',
      'Transfer certificate and testimonial: within three working days of the application, free of charge.',
      'Results and marksheets: published on the notice board and this website within fourteen days of the examination.',
      'Complaints: write to the Head Teacher or the information officer; an answer within ten working days.',
    ].join('\n\n'),
    bn: [
      'ভর্তি: অফিস থেকে বিনা মূল্যে ফরম দেওয়া হয়; সাত কর্মদিবসের মধ্যে সিদ্ধান্ত।',
      'ছাড়পত্র ও প্রশংসাপত্র: আবেদনের তিন কর্মদিবসের মধ্যে, বিনা খরচে।',
      'ফলাফল ও নম্বরপত্র: পরীক্ষার চৌদ্দ দিনের মধ্যে নোটিশ বোর্ডে ও এই ওয়েবসাইটে প্রকাশ।',
      'অভিযোগ: প্রধান শিক্ষক বা তথ্য প্রদানকারী কর্মকর্তাকে লিখুন; দশ কর্মদিবসের মধ্যে উত্তর।',
    ].join('\n\n'),
  },
  informationOfficer: {
    name: { en: 'Md. Kamrul Islam', bn: 'মো. কামরুল ইসলাম' },
    designation: { en: 'Assistant Head Teacher', bn: 'সহকারী প্রধান শিক্ষক' },
    phone: '01700000102',
    email: 'info@school.example',
  },
};

/** The pages built from the translated texts the site first shipped with. */
export const DEMO_PAGES = {
  history: {
    body: {
      en: 'Char Nilkamal Secondary School began as a small village school with a handful of teachers and a few classrooms, started by local families who wanted their children to study close to home.\n\nOver the years the school has grown to teach classes six to ten, with a library, a science room, sports facilities and a guardian shed. Many of our former students now serve the community as teachers, doctors, engineers and entrepreneurs.\n\nOur aim is unchanged: good education for every child of the area, whatever the family can afford.',
      bn: 'চর নীলকমল মাধ্যমিক বিদ্যালয় শুরু হয়েছিল কয়েকজন শিক্ষক আর কয়েকটি শ্রেণিকক্ষ নিয়ে একটি ছোট গ্রামের বিদ্যালয় হিসেবে; এলাকার যে পরিবারগুলো চেয়েছিল তাদের সন্তানেরা বাড়ির কাছে পড়ালেখা করুক, তারাই এটি শুরু করেন।\n\nবছরের পর বছর বিদ্যালয়টি বড় হয়ে এখন ষষ্ঠ থেকে দশম শ্রেণি পর্যন্ত পড়ায়; আছে গ্রন্থাগার, বিজ্ঞানাগার, খেলাধুলার সুযোগ-সুবিধা ও অভিভাবক ছাউনি। আমাদের অনেক প্রাক্তন শিক্ষার্থী আজ শিক্ষক, চিকিৎসক, প্রকৌশলী ও উদ্যোক্তা হিসেবে সমাজের সেবা করছেন।\n\nআমাদের লক্ষ্য একই আছে: পরিবারের সামর্থ্য যা-ই হোক, এলাকার প্রতিটি শিশুর জন্য ভালো শিক্ষা।',
    },
  },
  'extra-curricular': {
    body: {
      en: 'Learning does not stop at the classroom door. Every student is encouraged to join at least one club or activity.\n\nSports: cricket, football, volleyball, badminton, hockey and an annual sports day.\n\nDebate and public speaking in English and Bangla.\n\nScience club with a yearly science fair.\n\nIT club: computer basics, typing and safe use of the internet.\n\nCultural programmes on national days: songs, recitation and drama.\n\nScouts and Girl Guides, and volunteering in the community.',
      bn: 'শেখা শ্রেণিকক্ষের দরজায় থেমে থাকে না। প্রত্যেক শিক্ষার্থীকে অন্তত একটি ক্লাব বা কার্যক্রমে যোগ দিতে উৎসাহ দেওয়া হয়।\n\nখেলাধুলা: ক্রিকেট, ফুটবল, ভলিবল, ব্যাডমিন্টন, হকি এবং বার্ষিক ক্রীড়া দিবস।\n\nবাংলা ও ইংরেজিতে বিতর্ক এবং বক্তৃতা।\n\nবিজ্ঞান ক্লাব, প্রতি বছর বিজ্ঞান মেলা।\n\nআইটি ক্লাব: কম্পিউটারের প্রাথমিক জ্ঞান, টাইপিং এবং ইন্টারনেটের নিরাপদ ব্যবহার।\n\nজাতীয় দিবসে সাংস্কৃতিক অনুষ্ঠান: গান, আবৃত্তি ও নাটক।\n\nস্কাউট ও গার্ল গাইড, এবং সমাজে স্বেচ্ছাসেবা।',
    },
  },
  library: {
    body: {
      en: 'The school library holds textbooks, reference books, story books and daily newspapers in Bangla and English.\n\nStudents may read in the library during breaks and borrow books for one week with their library card.',
      bn: 'বিদ্যালয়ের গ্রন্থাগারে বাংলা ও ইংরেজি পাঠ্যবই, সহায়ক বই, গল্পের বই এবং দৈনিক সংবাদপত্র আছে।\n\nশিক্ষার্থীরা বিরতির সময় গ্রন্থাগারে পড়তে পারে এবং লাইব্রেরি কার্ড দিয়ে এক সপ্তাহের জন্য বই ধার নিতে পারে।',
    },
    imageId: null,
  },
  canteen: {
    body: {
      en: 'The canteen serves clean drinking water and simple, fresh snacks at fair prices during the tiffin break.\n\nTeachers check the food and the kitchen regularly so that students eat safely.',
      bn: 'টিফিনের বিরতিতে ক্যান্টিনে বিশুদ্ধ খাবার পানি এবং ন্যায্য দামে সাধারণ, টাটকা নাশতা পাওয়া যায়।\n\nশিক্ষার্থীরা যেন নিরাপদে খেতে পারে, সেজন্য শিক্ষকেরা নিয়মিত খাবার ও রান্নাঘর পরীক্ষা করেন।',
    },
    imageId: null,
  },
  guardian: {
    body: {
      en: 'Guardians can wait in the guardian shed in shade and out of the rain while their children are in class.\n\nThe shed has seats and drinking water. Please keep it clean for everyone.',
      bn: 'সন্তানেরা ক্লাসে থাকার সময় অভিভাবকেরা রোদ-বৃষ্টি থেকে দূরে অভিভাবক ছাউনিতে অপেক্ষা করতে পারেন।\n\nছাউনিতে বসার জায়গা ও খাবার পানি আছে। সবার জন্য এটি পরিষ্কার রাখুন।',
    },
    imageId: null,
  },
  prayer: {
    body: {
      en: 'Students and teachers may say their prayers in the quiet prayer room beside the library.',
      bn: 'শিক্ষার্থী ও শিক্ষকেরা গ্রন্থাগারের পাশের নিরিবিলি নামাজের কক্ষে নামাজ আদায় করতে পারেন।',
    },
    verse: {
      en: '“Indeed, prayer prohibits immorality and wrongdoing.”',
      bn: '“নিশ্চয়ই নামাজ অশ্লীল ও মন্দ কাজ থেকে বিরত রাখে।”',
    },
    verseSource: {
      en: '(Al-Ankabut 29:45)',
      bn: '(সূরা আল-আনকাবুত ২৯:৪৫)',
    },
    imageId: null,
  },
  sports: {
    intro: {
      en: 'Students play and practise these games on the school ground with their sports teachers.',
      bn: 'শিক্ষার্থীরা ক্রীড়া শিক্ষকদের সঙ্গে বিদ্যালয়ের মাঠে এই খেলাগুলো খেলে ও অনুশীলন করে।',
    },
    items: [
      {
        name: {
          en: 'Cricket',
          bn: 'ক্রিকেট',
        },
        imageId: null,
      },
      {
        name: {
          en: 'Football',
          bn: 'ফুটবল',
        },
        imageId: null,
      },
      {
        name: {
          en: 'Volley Ball',
          bn: 'ভলিবল',
        },
        imageId: null,
      },
      {
        name: {
          en: 'Tennis',
          bn: 'টেনিস',
        },
        imageId: null,
      },
      {
        name: {
          en: 'Badminton',
          bn: 'ব্যাডমিন্টন',
        },
        imageId: null,
      },
      {
        name: {
          en: 'Hockey',
          bn: 'হকি',
        },
        imageId: null,
      },
    ],
  },
  'academic-hours': {
    intro: {
      en: 'Classes six to ten meet from Saturday to Thursday. Friday is the weekly holiday.',
      bn: 'ষষ্ঠ থেকে দশম শ্রেণির ক্লাস শনিবার থেকে বৃহস্পতিবার হয়। শুক্রবার সাপ্তাহিক ছুটি।',
    },
    rows: [
      {
        day: {
          en: 'Saturday',
          bn: 'শনিবার',
        },
        classes: {
          en: 'vi, vii, viii, ix, x',
          bn: 'ষষ্ঠ, সপ্তম, অষ্টম, নবম, দশম',
        },
        time: {
          en: '10:00 am - 04:00 pm',
          bn: 'সকাল ১০:০০ – বিকাল ৪:০০',
        },
      },
      {
        day: {
          en: 'Sunday',
          bn: 'রবিবার',
        },
        classes: {
          en: 'vi, vii, viii, ix, x',
          bn: 'ষষ্ঠ, সপ্তম, অষ্টম, নবম, দশম',
        },
        time: {
          en: '10:00 am - 04:00 pm',
          bn: 'সকাল ১০:০০ – বিকাল ৪:০০',
        },
      },
      {
        day: {
          en: 'Monday',
          bn: 'সোমবার',
        },
        classes: {
          en: 'vi, vii, viii, ix, x',
          bn: 'ষষ্ঠ, সপ্তম, অষ্টম, নবম, দশম',
        },
        time: {
          en: '10:00 am - 04:00 pm',
          bn: 'সকাল ১০:০০ – বিকাল ৪:০০',
        },
      },
      {
        day: {
          en: 'Tuesday',
          bn: 'মঙ্গলবার',
        },
        classes: {
          en: 'vi, vii, viii, ix, x',
          bn: 'ষষ্ঠ, সপ্তম, অষ্টম, নবম, দশম',
        },
        time: {
          en: '10:00 am - 04:00 pm',
          bn: 'সকাল ১০:০০ – বিকাল ৪:০০',
        },
      },
      {
        day: {
          en: 'Wednesday',
          bn: 'বুধবার',
        },
        classes: {
          en: 'vi, vii, viii, ix, x',
          bn: 'ষষ্ঠ, সপ্তম, অষ্টম, নবম, দশম',
        },
        time: {
          en: '10:00 am - 04:00 pm',
          bn: 'সকাল ১০:০০ – বিকাল ৪:০০',
        },
      },
      {
        day: {
          en: 'Thursday',
          bn: 'বৃহস্পতিবার',
        },
        classes: {
          en: 'vi, vii, viii, ix, x',
          bn: 'ষষ্ঠ, সপ্তম, অষ্টম, নবম, দশম',
        },
        time: {
          en: '10:00 am - 04:00 pm',
          bn: 'সকাল ১০:০০ – বিকাল ৪:০০',
        },
      },
    ],
  },
  'recent-activities': {
    items: [
      {
        text: {
          en: 'Guardian meeting on 10 August',
          bn: '১০ আগস্ট অভিভাবক সভা',
        },
        date: '',
      },
      {
        text: {
          en: 'Celebration on 15 August',
          bn: '১৫ আগস্ট উদ্‌যাপন',
        },
        date: '',
      },
      {
        text: {
          en: 'Teachers meeting on 30th',
          bn: '৩০ তারিখে শিক্ষক সভা',
        },
        date: '',
      },
    ],
  },
  'explore-links': {
    items: [
      {
        label: {
          en: 'IT Club',
          bn: 'আইটি ক্লাব',
        },
        url: 'https://ictd.gov.bd/',
      },
      {
        label: {
          en: 'Current Affairs',
          bn: 'সাম্প্রতিক বিষয়াবলি',
        },
        url: 'https://www.prothomalo.com/',
      },
      {
        label: {
          en: 'Science Club',
          bn: 'বিজ্ঞান ক্লাব',
        },
        url: 'https://bcsir.gov.bd/',
      },
      {
        label: {
          en: 'English News Paper',
          bn: 'ইংরেজি সংবাদপত্র',
        },
        url: 'https://www.thedailystar.net/',
      },
    ],
  },
  'useful-links': {
    items: [
      {
        label: {
          en: 'Education Board',
          bn: 'শিক্ষা বোর্ড',
        },
        url: 'https://www.educationboard.gov.bd/',
      },
      {
        label: {
          en: 'Search Engine',
          bn: 'সার্চ ইঞ্জিন',
        },
        url: 'https://www.google.com/',
      },
      {
        label: {
          en: 'Math Olympiad',
          bn: 'গণিত অলিম্পিয়াড',
        },
        url: 'https://www.matholympiad.org.bd/',
      },
      {
        label: {
          en: 'Education Ministry',
          bn: 'শিক্ষা মন্ত্রণালয়',
        },
        url: 'https://moedu.gov.bd/',
      },
    ],
  },
} satisfies Demo;

/** Every key's demo value, without images: what the tests round-trip. */
export const DEMO_CONTENT: { [K in ContentKey]: ContentValue<K> } = {
  school: DEMO_SCHOOL,
  headline: DEMO_HEADLINE,
  ...DEMO_MESSAGES,
  ...DEMO_PAGES,
  'admission-instruction': DEMO_ADMISSION_INSTRUCTION,
  videos: DEMO_VIDEOS,
  institution: DEMO_INSTITUTION,
};
