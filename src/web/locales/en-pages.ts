/**
 * English texts of the public pages beyond the home page (academic, people, facilities,
 * about, contact, login): added by locales/pages.ts, which those pages and the
 * dashboard's previews import, so the home page's first load does not carry them.
 */
export const enPages = {
  notice: {
    open: 'Read the notice',
    openTitle: 'Read the notice: {{title}}',
    fullSize: 'Open the picture full size',
  },
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
    calendarEmpty: 'The academic calendar has not been published yet.',
    viewTitle: 'View {{title}}',
    downloadTitle: 'Download {{title}}',
    fileTitle: {
      routine: 'Class {{grade}} Class Routine {{year}}',
      syllabus: 'Class {{grade}} Syllabus {{year}}',
      calendar: 'Academic Calendar {{year}}',
    },
    gradeWords: { vi: 'Six', vii: 'Seven', viii: 'Eight', ix: 'Nine', x: 'Ten' },
    updated: 'Updated {{date}}',
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
    subject: 'Subject: {{value}}',
  },
  staff: {
    heading: 'Our Staff',
    department: 'Department: {{value}}',
    joined: 'Joined {{date}}',
    mobile: 'Mobile: ',
    identity: 'ID No.: {{value}}',
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
  /**
   * The server's refusals by code, or by the reason it gives for one of several refusals of
   * a code (src/server: HttpError), with the figures it sends.
   */
  apiErrors: {
    login_failed: 'Login failed. Check your id and password.',
    wrong_password: 'The current password is not right.',
    sign_ins_address:
      'Too many failed sign-ins from this address. Please try again in {{seconds, number}} seconds.',
    sign_ins_account:
      'Too many failed sign-ins for this account. Please try again in {{seconds, number}} seconds.',
    uploads_per_hour:
      'At most {{max, number}} images may be uploaded from one account in an hour. Please try again in {{seconds, number}} seconds.',
    too_many_requests: 'Too many requests from this address. Please try again in a few minutes.',
    current_session: 'To end this session, log out.',
    unauthenticated: 'Please sign in first.',
    forbidden: 'You are not allowed to do this.',
    cross_origin: 'Requests from other sites are not allowed.',
    password_change_required: 'Please change your temporary password first.',
    reauth_required: 'Please enter your password again to do this.',
    not_found: 'This was not found. It may have been removed.',
    no_application_match: 'No application matches this reference and mobile number.',
    stale_order: 'The list has changed since it was opened. Reload and try again.',
    checklist_incomplete: 'The setup checklist can be hidden once every step is done.',
    album_in_use: 'This album is shown by the site and cannot be deleted.',
    login_id_taken: 'The id "{{loginId}}" is already taken.',
    account_deactivated:
      'This account has been turned off. Ask the school’s admin if you still need it.',
    own_account: 'You cannot turn off or delete your own account.',
    last_admin: 'This is the last active admin: make another admin first.',
    roll_taken: 'Roll {{roll}} is already taken in this class.',
    promotion_not_undoable: 'This promotion can no longer be undone.',
    promotion_superseded: 'A newer promotion has been made since: only the newest can be undone.',
    promotion_already_undone: 'This promotion has already been undone.',
    promotion_day_over:
      'A promotion can be undone only on the day it was made. Correct each student’s class in Students instead.',
    wrong_profile: 'This profile belongs to another kind of account.',
    file_too_large: 'The file is larger than {{mb, number}} MB.',
    payload_too_large: 'What was sent is too large.',
    storage_full:
      'The images uploaded from this account already use the {{mb, number}} MB it may keep. Remove pictures no longer needed from your posts or profile, then try again.',
    image_too_big: 'The image has too many pixels (at most {{megapixels, number}} megapixels).',
    images_only: 'Only JPEG, PNG and WebP images are accepted.',
    documents_only: 'Only PDF files and JPEG, PNG or WebP images are accepted.',
    multipart: 'The file could not be sent. Reload the page and try again.',
    unsupported_type: 'This kind of file is not accepted.',
    unsupported_media_type: 'This kind of file is not accepted.',
    empty_file: 'The file is empty.',
    bad_file: 'The PDF is incomplete. Save it again and upload it.',
    bad_image: 'The image could not be read. Try another file.',
    bad_upload: 'The upload could not be read. Try again.',
    no_file: 'Choose a file to upload.',
    import_file: 'The file could not be read.',
    import_empty:
      'The file has no students in it: a row of headings, then one row for each student.',
    import_columns: 'The file is missing a column the import needs. Start from the template.',
    import_too_many_rows:
      'The file has {{rows, number}} rows. Add at most {{max, number}} at a time: one class per file works well.',
    import_not_csv:
      'This is not a CSV file. In Excel choose File → Save As → “CSV UTF-8”, then choose that file.',
    bad_request: 'This could not be done. Check what you entered and try again.',
    url_too_long: 'The address is too long.',
    bad_url: 'The address is not valid. Check it and try again.',
    validation_failed: 'Some of what you entered is not right. Check the fields and try again.',
    internal_error: 'Something went wrong on the server. Please try again.',
  },
} as const;
