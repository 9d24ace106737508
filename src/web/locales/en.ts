import type { enPages } from './en-pages.ts';

/**
 * English texts of the first load: the layout, the home page, the notices and events, and
 * every page's title. The other public pages' texts are in en-pages.ts, which arrives with
 * their code. Another language is one more file of the shape of both (`Translation`),
 * loaded by lib/language.ts (bn.ts).
 */
export const en = {
  common: {
    photoAlt: 'Photo {{index}}',
    loading: 'Loading',
    retry: 'Retry',
    loadFailed: 'Could not load this. Check your connection and try again.',
    networkError: 'Could not reach the school server. Check your connection and try again.',
    serverError: 'Something went wrong on the server. Please try again.',
    skipToContent: 'Skip to main content',
    view: 'View',
    download: 'Download',
    opensInNewTab: '(opens in a new tab)',
    notPublished: 'Not published yet',
    pageNotPublished: 'This page has not been published yet. Please visit again soon.',
    readMessage: 'Read Message',
    fromWho: ' from {{who}}',
    pageLoading: 'Loading page',
  },
  pager: {
    pageOf: 'Page {{page}} of {{pages}}',
  },
  errors: {
    routeTitle: 'Something went wrong',
    routeBody: 'This page could not be shown. Check your connection and reload the page.',
    reload: 'Reload',
  },
  offline: {
    title: 'You are offline.',
    body: 'Pages you opened before are shown as saved on this device and may be out of date. Signing in and sending forms need a connection.',
  },
  nav: {
    mainMenu: 'Main menu',
    menu: 'Menu',
    home: 'Home',
    academic: 'Academic',
    academicHour: 'Academic Hour',
    academicCalendar: 'Academic Calendar',
    classRoutine: 'Class Routine',
    syllabus: 'Syllabus',
    extraCurricular: 'Extra-curricular',
    facilities: 'Facilities',
    library: 'Library',
    canteen: 'Canteen',
    guardianShed: 'Guardian Shed',
    sport: 'Sport',
    prayerRoom: 'Prayer Room',
    notices: 'Notices',
    results: 'Results',
    gallery: 'Gallery',
    images: 'Images',
    video: 'Video',
    admission: 'Admission',
    admissionInstruction: 'Admission Instruction',
    onlineAdmission: 'Online Admission',
    about: 'About',
    history: 'History',
    institution: 'Institution Information',
    teachers: 'Teachers',
    staff: 'Staff',
    chairmanMessage: 'Message from Chairman',
    principalMessage: 'Message from Principal',
    vicePrincipalMessage: 'Message from Vice-Principal',
    teacherMessage: 'Message from Teachers',
    contact: 'Contact',
    login: 'Login',
    teachersPanel: 'Teachers Panel',
    studentPanel: 'Student Panel',
    admin: 'Admin',
    dashboard: 'Dashboard',
    logOut: 'Log Out',
    language: 'Language',
  },
  topBar: {
    eiin: 'EIIN: {{value}}',
    schoolCode: 'School Code: {{value}}',
    phone: 'Phone',
    email: 'Email',
    details: 'School details',
  },
  footer: {
    quickLinks: 'Quick Links',
    recentBlogs: 'Recent Blogs',
    noBlogs: 'No blog posts yet',
    followUs: 'Follow Us',
    location: 'Location',
    viewMap: 'View on map',
    established: 'Established {{year}}',
    copyright: '© {{year}} {{name}}. All rights reserved.',
    facebook: 'Facebook',
    youtube: 'YouTube',
    twitter: 'Twitter',
  },
  home: {
    title: 'Home',
    welcome: 'Welcome',
    galleryLabel: 'School photo gallery',
    sidebarLabel: 'Messages, notices and links',
    noticeBoard: 'Notice Board',
    allNotices: 'All notices',
    noNotices: 'No notices yet',
    explore: 'Explore',
    usefulLink: 'Useful Link',
    recentActivities: 'Recent Activities',
    readMessageEllipsis: 'Read Message ...',
  },
  messages: {
    principal: 'Message from Principal',
    vicePrincipal: 'Message from Vice-Principal',
    teacher: 'Message from Teachers',
    chairman: 'Message from Chairman',
    photoAlt: 'Photo of {{name}}',
  },
  events: {
    heading: 'Events',
    postedBy: 'Posted by {{author}}',
    empty: 'No events yet',
    pagesLabel: 'Event pages',
  },
  notices: {
    untitled: 'Notice of {{date}}',
    urgent: 'Urgent notice',
  },
  logout: {
    success: 'Log out successfully',
  },
} as const;

export type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape every language file must have: the first load's texts and the pages'. */
export type Translation = Widen<typeof en & typeof enPages>;
