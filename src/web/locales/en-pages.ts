/**
 * English texts of the public pages beyond the home page (academic, people, facilities,
 * about, contact, login): added by locales/pages.ts, which those pages and the
 * dashboard's previews import, so the home page's first load does not carry them.
 */
export const enPages = {
  academicHour: {
    heading: 'Academic Hour',
    day: 'Day',
    classes: 'Classes',
    time: 'Time',
  },
  documents: {
    class: 'Class',
    title: 'Title',
    file: 'File',
    routineHeading: 'Class Routine',
    syllabusHeading: 'Syllabus',
    routineIntro:
      'Class routines for classes six to ten. View a routine in the browser or download it.',
    syllabusIntro:
      'Syllabus for classes six to ten. View a syllabus in the browser or download it.',
    calendarHeading: 'Academic Calendar',
    calendarAlt: 'Academic calendar of the school year',
    calendarEmpty: 'The academic calendar has not been published yet.',
    viewTitle: 'View {{title}}',
    downloadTitle: 'Download {{title}}',
  },
  grades: {
    vi: 'Six (vi)',
    vii: 'Seven (vii)',
    viii: 'Eight (viii)',
    ix: 'Nine (ix)',
    x: 'Ten (x)',
  },
  extraCurricular: {
    heading: 'Extra-curricular Activities',
  },
  teachers: {
    heading: 'Our Teachers',
    total: 'Total Teachers: {{total}}',
    joined: 'Joined {{date}}',
    empty: 'No teachers listed yet',
    photoAlt: 'Photo of {{name}}',
  },
  staff: {
    heading: 'Our Staff',
    department: 'Department: {{value}}',
    joined: 'Joined {{date}}',
    mobile: 'Mobile: ',
    empty: 'No staff listed yet',
    photoAlt: 'Photo of {{name}}',
  },
  facilities: {
    library: {
      heading: 'Library',
      alt: 'Students reading in the school library',
    },
    canteen: {
      heading: 'Canteen',
      alt: 'The school canteen',
    },
    guardian: {
      heading: 'Guardian Shed',
      alt: 'The guardian shed beside the school gate',
    },
  },
  sport: {
    heading: 'Sport',
    alt: 'Students playing {{sport}}',
  },
  prayer: {
    heading: 'Prayer Room',
    alt: 'The school prayer room',
  },
  videos: {
    watchOn: 'Watch on {{site}}',
  },
  institution: {
    heading: 'Institution Information',
    eiin: 'EIIN',
    recognition: 'Recognition',
    since: 'Since {{date}}',
    mpo: 'MPO status',
    classes: 'Classes, sections and students',
    class: 'Class',
    sections: 'Sections',
    girls: 'Girls',
    boys: 'Boys',
    total: 'Total',
    allClasses: 'All classes',
    committee: 'Managing Committee',
    phone: 'Phone',
    email: 'Email',
    citizenCharter: 'Citizen Charter',
    informationOfficer: 'Information Officer',
    informationOfficerIntro:
      'To ask for information under the Right to Information Act, 2009, write to or call the officer responsible:',
  },
  history: {
    heading: 'History',
    established: 'Established in {{year}}',
  },
  contact: {
    heading: 'Contact',
    intro:
      'Visit the school office from Saturday to Thursday, 10:00 am - 04:00 pm, or reach us by phone or email.',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    map: 'Map',
    openMap: 'Open the map',
    empty: 'The school’s address, phone number and email are not published yet.',
  },
  login: {
    studentHeading: 'Login As A Student',
    teacherHeading: 'Login As A Teacher',
    adminHeading: 'Login As A Admin',
    studentId: 'Student ID',
    teacherId: 'Teacher ID',
    adminId: 'Admin ID',
    password: 'Password',
    submit: 'Login',
    sending: 'Logging in…',
    failed: 'Login failed',
    success: 'Login Successfully',
  },
} as const;
