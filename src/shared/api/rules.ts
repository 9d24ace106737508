/**
 * What a field must be, as the server tells the browser (issue 18): each refused field of
 * a 400 carries its rule, `{ field, message, rule }`, and the browser words the rule in
 * the reader's language (src/web/lib/error-message.ts). `message` stays English, for
 * whoever reads the API without the site.
 */
export const RULE_NAMES = [
  'required',
  'tooShort',
  'tooLong',
  'tooFew',
  'tooMany',
  'tooSmall',
  'tooBig',
  'number',
  'wholeNumber',
  'email',
  'mobile',
  'grade',
  'grades',
  'loginId',
  'link',
  'webAddress',
  'date',
  /** A date not read in the school's order (src/shared/dates.ts): the form it expects. */
  'dateDayFirst',
  'dateMonthFirst',
  /** A date of birth after today. */
  'futureDate',
  'photo',
  'image',
  /** A notice needs its words, its picture or both. */
  'noticeContent',
  'unknownImage',
  /** A notice's PDF the server does not have (never uploaded, or removed a day after). */
  'unknownFile',
  'unknownItem',
  'duplicate',
  'documentGrade',
  'choice',
  'commonPassword',
  'passwordIsId',
  'wrongPassword',
  'passwordsDiffer',
  'loginIdTaken',
  'rollTaken',
  'unknownField',
  /** A spreadsheet cell that would run as a formula (a CSV import). */
  'formula',
  /**
   * Letters lost, each written '?' (any text cell of an import): the file was saved as
   * Excel's plain CSV, not CSV UTF-8 or the workbook itself.
   */
  'banglaLost',
  /** The same id, or a class's roll, as on line n of the file. */
  'sameAsRow',
  /** A name in the English field written in other letters. */
  'englishLetters',
  /** A birth registration number that is not 17 digits. */
  'birthRegistration',
  /** A birth registration number whose first four digits are not the year of birth. */
  'birthRegistrationYear',
  'photoTooLarge',
  /** A last day before the first. */
  'dateOrder',
  /** A student's marks in two optional (4th) subjects: one at most. */
  'oneOptional',
  /** A code of a subject or paper: lower-case letters and digits. */
  'code',
  /** The numbers drawn in the hall for a lottery: at least three. */
  'hallNumbers',
  /** A time of day, as HH:MM (the absence SMS's sending time). */
  'time',
  'invalid',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/** A rule and, for a size, its bound: `{ name: 'tooLong', n: 200 }`. */
export type FieldRule = { name: RuleName; n?: number };

/**
 * The shared schemas' own messages (src/shared/schemas) and the server's (password-policy,
 * auth), by rule. A schema message not listed here is a defect: rules.test.ts reads every
 * message in the schemas and checks it is here.
 */
export const MESSAGE_RULES: Readonly<Record<string, FieldRule>> = {
  'This field is required': { name: 'required' },
  'Use at least 12 characters': { name: 'tooShort', n: 12 },
  'Use at most 200 characters': { name: 'tooLong', n: 200 },
  'Enter a valid email address': { name: 'email' },
  'Enter a valid email': { name: 'email' },
  'Enter a mobile number like 01712345678': { name: 'mobile' },
  'Choose a class from six to ten': { name: 'grade' },
  'Choose the classes': { name: 'grades' },
  'Use letters, digits, dot, dash or underscore': { name: 'loginId' },
  'Enter a link starting with https://': { name: 'link' },
  'Enter a web address starting with https://': { name: 'webAddress' },
  'Enter a valid date': { name: 'date' },
  'Enter the date as day/month/year, e.g. 15/03/2014': { name: 'dateDayFirst' },
  'Enter the date as month/day/year, e.g. 03/15/2014': { name: 'dateMonthFirst' },
  'A date of birth cannot be after today': { name: 'futureDate' },
  'Choose a photo': { name: 'photo' },
  'Choose an image': { name: 'image' },
  'Write the notice, or choose an image': { name: 'noticeContent' },
  'Unknown image': { name: 'unknownImage' },
  'Upload the image again': { name: 'unknownImage' },
  'Upload the file again': { name: 'unknownFile' },
  'Unknown album': { name: 'unknownItem' },
  'Unknown post': { name: 'unknownItem' },
  'Unknown document': { name: 'unknownItem' },
  'Unknown staff member': { name: 'unknownItem' },
  'Unknown solution': { name: 'unknownItem' },
  'Unknown session': { name: 'unknownItem' },
  'Unknown item': { name: 'unknownItem' },
  'Unknown backup': { name: 'unknownItem' },
  'Unknown application': { name: 'unknownItem' },
  'Unknown account': { name: 'unknownItem' },
  'This student is turned off': { name: 'unknownItem' },
  'This roll is already taken in the class': { name: 'rollTaken' },
  'An item is listed twice': { name: 'duplicate' },
  'Choose the class for a routine or syllabus (none for the calendar)': { name: 'documentGrade' },
  'Choose new, contacted, admitted or rejected': { name: 'choice' },
  'This password is too common. Choose another': { name: 'commonPassword' },
  'Do not use your id as the password': { name: 'passwordIsId' },
  'The current password is not right.': { name: 'wrongPassword' },
  'The two new passwords are not the same': { name: 'passwordsDiffer' },
  'This id is already taken': { name: 'loginIdTaken' },
  'Write the name in English letters': { name: 'englishLetters' },
  'A birth registration number has 17 digits': { name: 'birthRegistration' },
  'The first four digits are the year of birth': { name: 'birthRegistrationYear' },
  'Choose from the list': { name: 'choice' },
  'The photo is too large': { name: 'photoTooLarge' },
  'Enter a number': { name: 'number' },
  'The last day comes on or after the first': { name: 'dateOrder' },
  'Unknown admission period': { name: 'unknownItem' },
  'Use lower-case letters and digits': { name: 'code' },
  'Enter the numbers drawn in the hall, at least three': { name: 'hallNumbers' },
  'At most the full marks': { name: 'tooBig' },
  // SMS (src/shared/schemas/sms.ts)
  'Choose a person': { name: 'choice' },
  'Choose an admission period': { name: 'choice' },
  'Choose who the message is for': { name: 'choice' },
  'Choose a notice or an exam': { name: 'choice' },
  'Write the message': { name: 'required' },
  'Write the message in English or in Bangla': { name: 'required' },
  'Write at most 1000 characters': { name: 'tooLong', n: 1000 },
  'Unknown message': { name: 'unknownItem' },
  'Unknown number': { name: 'unknownItem' },
  // Class teachers (src/shared/schemas/class-teachers.ts)
  'Choose a teacher': { name: 'choice' },
  // Attendance (src/shared/schemas/attendance.ts)
  'Enter a time such as 11:00': { name: 'time' },
  /** A NUL in a request (src/server/plugins/endpoints.ts). */
  'Invalid value': { name: 'invalid' },
};

/** The parts of a zod issue a rule is read from (zod's $ZodRawIssue, loosely). */
export type IssueLike = {
  code?: string;
  message?: string;
  input?: unknown;
  origin?: string;
  expected?: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
};

const bound = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;

/** The rule a zod issue broke: its schema's own message when it has one, else its kind. */
export function ruleOf(issue: IssueLike): FieldRule {
  const named = issue.message ? MESSAGE_RULES[issue.message] : undefined;
  if (named) return named;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { name: 'required' };
      if (issue.expected === 'number' || issue.expected === 'nan') return { name: 'number' };
      if (issue.expected === 'int') return { name: 'wholeNumber' };
      return { name: 'invalid' };
    case 'too_small': {
      const n = bound(issue.minimum);
      if (issue.origin === 'string')
        return n === 1 ? { name: 'required' } : { name: 'tooShort', n };
      if (issue.origin === 'array' || issue.origin === 'set') return { name: 'tooFew', n };
      return { name: 'tooSmall', n };
    }
    case 'too_big': {
      const n = bound(issue.maximum);
      if (issue.origin === 'string') return { name: 'tooLong', n };
      if (issue.origin === 'array' || issue.origin === 'set') return { name: 'tooMany', n };
      return { name: 'tooBig', n };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { name: 'email' };
      if (issue.format === 'date' || issue.format === 'datetime') return { name: 'date' };
      if (issue.format === 'url') return { name: 'link' };
      if (issue.format === 'uuid' || issue.format === 'guid') return { name: 'unknownItem' };
      return { name: 'invalid' };
    case 'invalid_value':
    case 'invalid_union':
      return { name: 'choice' };
    case 'not_multiple_of':
      return { name: 'wholeNumber' };
    case 'unrecognized_keys':
      return { name: 'unknownField' };
    default:
      return { name: 'invalid' };
  }
}

/**
 * A rule written into a message, as the browser's own checks give it to a form
 * (src/web/lib/zod-config.ts): `rule:tooLong:200`. error-message.ts reads it back.
 */
export function encodeRule(rule: FieldRule): string {
  return rule.n === undefined ? `rule:${rule.name}` : `rule:${rule.name}:${rule.n}`;
}

/** The rule in a message encodeRule wrote, or null. */
export function decodeRule(message: string): FieldRule | null {
  const m = /^rule:(\w+)(?::(-?\d+(?:\.\d+)?))?$/.exec(message);
  if (!m || !(RULE_NAMES as readonly string[]).includes(m[1]!)) return null;
  return m[2] === undefined
    ? { name: m[1] as RuleName }
    : { name: m[1] as RuleName, n: Number(m[2]) };
}

/**
 * Every refusal the server gives (src/server: HttpError, the error handler), by the code it
 * answers with or, for one of several refusals of a code, the reason it adds
 * (`details.reason`). The browser words each in the reader's language (`apiErrors.<code>`
 * in src/web/locales); error-message.test.ts checks every one has its words.
 */
export const ERROR_CODES = [
  // Sign-in and access
  'login_failed',
  'wrong_password',
  'current_session',
  'unauthenticated',
  'forbidden',
  'cross_origin',
  /** A request for a host name that is not the site's (SITE_URL) nor this computer's. */
  'unknown_host',
  'password_change_required',
  'reauth_required',
  'login_id_taken',
  'wrong_profile',
  /** Sign-in with the right password to an account an admin turned off. */
  'account_deactivated',
  /** Turning off or deleting one's own account, or the last active admin. */
  'own_account',
  'last_admin',
  /** A student's roll already held by another student of the class. */
  'roll_taken',
  /** Undoing a year-end promotion that cannot be undone; the reason is one of the three after it. */
  'promotion_not_undoable',
  'promotion_superseded',
  'promotion_already_undone',
  'promotion_day_over',
  // Too many
  'too_many_requests',
  'sign_ins_address',
  'sign_ins_account',
  /** Too many lookups of one student's result that found nothing; details.params.seconds. */
  'result_tries',
  'uploads_per_hour',
  // Not there, or changed meanwhile
  'not_found',
  'no_application_match',
  'stale_order',
  'checklist_incomplete',
  'album_in_use',
  /** An application for a class whose admission period is not open today. */
  'admission_closed',
  /** An admission period sharing a day with another of its class's. */
  'period_overlap',
  /** Removing an admission period, or changing its class, once applications came in it. */
  'period_in_use',
  /** A lottery drawn before the admission period's last day. */
  'period_open',
  /** A lottery drawn again once its lists are published. */
  'draw_published',
  /** A lottery drawn for a period without a committed secret (one published before commitments). */
  'no_commitment',
  /** Publishing a draw made before commitments: draw it again with the hall's numbers. */
  'draw_outdated',
  /** Removing a class's exam results, or the exam, while published: withdraw them first. */
  'results_published',
  /** A result lookup that matches no published result (a wrong roll or date of birth alike). */
  'no_result_match',
  // Files
  'file_too_large',
  'payload_too_large',
  'storage_full',
  'image_too_big',
  'unsupported_type',
  'unsupported_media_type',
  'images_only',
  'documents_only',
  'pdf_only',
  'multipart',
  'empty_file',
  'bad_file',
  'bad_image',
  'bad_upload',
  'no_file',
  /** A CSV import refused whole; details.reason says why (and nothing of it is saved). */
  'import_file',
  'import_empty',
  'import_columns',
  'import_too_many_rows',
  'import_not_csv',
  /** A file sent as an Excel workbook that is not one the site reads (an old .xls, an .ods, a damaged file). */
  'import_not_workbook',
  /** A class's exam results sheet refused while a row has a problem; details.rows has them. */
  'result_rows',
  'subjects_changed',
  // SMS
  /** No one of the audience has a number that can get SMS. */
  'sms_no_recipients',
  /** The message would take the month's spending over SMS_MONTHLY_CAP. */
  'sms_cap_reached',
  /** The site has no SMS gateway set up (SMS_PROVIDER). */
  'sms_not_configured',
  /** A number already on the no-SMS list. */
  'sms_opted_out',
  /** The lottery-outcome message before the period's lottery is published. */
  'lottery_not_published',
  // Attendance
  /** A register saved for a day to come. */
  'attendance_future',
  /** A teacher saving a register of a past day (only an admin changes those). */
  'attendance_past_day',
  /** A register saved for a weekly day off or a holiday. */
  'attendance_closed',
  // Input
  'url_too_long',
  'bad_url',
  'validation_failed',
  'bad_request',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
