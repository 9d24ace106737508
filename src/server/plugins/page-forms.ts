import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import sharp from 'sharp';
import { endpoints } from '../../shared/api/index.ts';
import { ruleOf } from '../../shared/api/rules.ts';
import {
  DATE_FORM_MESSAGES,
  type DateOrder,
  dateOrderOf,
  dateRule,
  readDateOfBirth,
} from '../../shared/dates.ts';
import { paths } from '../../shared/paths.ts';
import { admissionInputSchema } from '../../shared/schemas/admission-input.ts';
import type { PageFormAnswer, PageFormName, PageLanguage } from '../../shared/ssr.ts';

/**
 * The public forms as plain HTML forms (issue 49): sent before the app's code has come, or
 * from a browser that runs none (Opera Mini's data saving, a script that failed to load), a
 * form goes to its page's own address, and the page is drawn again with the answer: the
 * marksheet, the application's status, or the form as it was typed with each refusal
 * beside its field, in the reader's language (src/web/lib/page-form.ts draws it). Each form
 * is answered by the very API call the app makes (app.inject, from the reader's address):
 * the same shared schema, the same rate limits and outcome limits, the same answers.
 */

/** A value as long as a form's field can usefully be; anything longer is cut (the schema refuses it). */
const MAX_VALUE = 200;

type FormOfPage = {
  form: PageFormName;
  /** The page's address (as the router matches it: any case). */
  page: string;
  /** The form's fields, as its inputs name them. */
  fields: readonly string[];
  /** Whether a GET of the page carries the form (its one field no other link sends). */
  sentWith: string;
  /** The API call the form stands for, from the values as typed. */
  call: (values: Record<string, string>, order: DateOrder) => string;
  /** The refused fields as the form's code shows them, where the API's differ. */
  refused?: (fields: RefusedField[], values: Record<string, string>) => RefusedField[];
};

type RefusedField = { field: string; message: string; rule?: unknown };

const REQUIRED = 'This field is required';

/** A date of birth as the API reads it: written out when the school's order reads it, else as typed. */
function dateOfBirth(typed: string, order: DateOrder): string {
  const read = typed.trim() === '' ? null : readDateOfBirth(typed, { order });
  return read && 'date' in read ? read.date : typed;
}

const GET_FORMS: readonly FormOfPage[] = [
  {
    form: 'result-lookup',
    page: paths.result,
    fields: ['exam', 'grade', 'roll', 'by', 'dateOfBirth', 'birthRegistration'],
    sentWith: 'roll',
    // The way to find the result not chosen is not sent (as the form's code does).
    call: (values, order) =>
      `${endpoints['results.lookup'].path}?${new URLSearchParams({
        exam: values.exam ?? '',
        grade: values.grade ?? '',
        roll: values.roll ?? '',
        ...(values.by === 'birthRegistration'
          ? { birthRegistration: values.birthRegistration ?? '' }
          : { dateOfBirth: dateOfBirth(values.dateOfBirth ?? '', order) }),
      })}`,
    // "One of the two is required" on the way chosen, and with the other fields' refusals
    // (the schema puts it on the date of birth, once the rest is right), as the form's code says it.
    refused: (fields, values) => {
      const chosen = values.by === 'birthRegistration' ? 'birthRegistration' : 'dateOfBirth';
      const moved = fields.map((f) =>
        f.field === 'dateOfBirth' && f.message === REQUIRED ? { ...f, field: chosen } : f,
      );
      const empty = (values[chosen] ?? '').trim() === '';
      return empty && !moved.some((f) => f.field === chosen)
        ? [...moved, { field: chosen, message: REQUIRED, rule: ruleOf({ message: REQUIRED }) }]
        : moved;
    },
  },
  {
    form: 'admission-status',
    page: paths.onlineAdmission,
    fields: ['reference', 'mobile'],
    sentWith: 'reference',
    call: (values) =>
      `${endpoints['admissions.status'].path}?${new URLSearchParams({
        reference: (values.reference ?? '').trim().toUpperCase(),
        mobile: values.mobile ?? '',
      })}`,
  },
];

/** The values of a form's fields in a query or a form's body: each field once, as a text. */
function valuesOf(
  fields: readonly string[],
  read: (name: string) => unknown,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of fields) {
    const value = read(name);
    if (typeof value === 'string') values[name] = value.slice(0, MAX_VALUE);
  }
  return values;
}

/** An answer's JSON, or null. */
function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The API call a form stands for, made as the reader's browser would make it: from the
 * reader's address, with the reader's cookies (a phone that found its result before is
 * known by one), and the cookies it answers with passed on to the reader.
 */
async function callAsReader(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    ...options,
    remoteAddress: req.ip,
    headers: {
      accept: 'application/json',
      // A page's own form: the page's POST passed the cross-site check (plugins/auth.ts).
      'sec-fetch-site': 'same-origin',
      ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
      ...(options.headers as Record<string, string> | undefined),
    },
  });
  const cookies = res.headers['set-cookie'];
  if (cookies) reply.header('set-cookie', cookies);
  return res;
}

/** The school's order of a date in numbers, from its settings (the API's in-process cache). */
async function schoolDateOrder(app: FastifyInstance): Promise<DateOrder> {
  const res = await app.inject({
    url: endpoints['site.get'].path,
    headers: { accept: 'application/json' },
  });
  if (res.statusCode !== 200) return dateOrderOf(null);
  return dateOrderOf((res.json() as { school?: { dateOrder?: DateOrder } }).school);
}

/**
 * The API's answer as the form draws it. The API reads a date that could not be read in
 * day-first words; the page says it in the school's order.
 */
function answerOf(
  found: Pick<FormOfPage, 'form' | 'refused'>,
  values: Record<string, string>,
  status: number,
  body: unknown,
  order: DateOrder,
): PageFormAnswer {
  const details = (body as { error?: { details?: { fields?: unknown } } } | null)?.error?.details;
  if (details && Array.isArray(details.fields)) {
    let fields = details.fields as RefusedField[];
    if (order !== 'day-first')
      fields = fields.map((f) =>
        f.field === 'dateOfBirth' && f.message === DATE_FORM_MESSAGES['day-first']
          ? { ...f, message: DATE_FORM_MESSAGES[order], rule: dateRule('form', order) }
          : f,
      );
    details.fields = found.refused ? found.refused(fields, values) : fields;
  }
  return { form: found.form, values, status, body };
}

/**
 * The answer to a form a GET of its page carries (the results lookup, the admission status
 * lookup), or null for a page asked for without one. Asked of the API from the reader's
 * own address, so its limits count the reader.
 */
export async function pageFormOf(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
): Promise<PageFormAnswer | null> {
  const query = req.query as Record<string, unknown> | undefined;
  const found = GET_FORMS.find(
    (f) =>
      f.page.toLowerCase() === pathname.toLowerCase() && typeof query?.[f.sentWith] === 'string',
  );
  if (!found || !query) return null;
  const values = valuesOf(found.fields, (name) => query[name]);
  const order = await schoolDateOrder(app);
  const res = await callAsReader(app, req, reply, {
    method: 'GET',
    url: found.call(values, order),
  });
  return answerOf(found, values, res.statusCode, bodyOf(res.body), order);
}

/**
 * The admission form's fields as its inputs name them: the shared schema's, but the photo
 * (a file) and the language (the page's).
 */
const admissionFields = (): readonly string[] =>
  Object.keys(admissionInputSchema().shape).filter(
    (name) => name !== 'photo' && name !== 'language',
  );

/**
 * A photo as a phone's camera takes it, sent without the app's code (which shrinks it on
 * the phone first): up to 12 MB, shrunk here as the phone would have (640 px at most).
 */
const PHOTO_FORM_MAX_BYTES = 12 * 1024 * 1024;
const PHOTO_MAX_SIDE = 640;

/** The form's fields and its photo, from the multipart body the browser sent. */
async function admissionFormOf(
  req: FastifyRequest,
): Promise<{ values: Record<string, string>; photo: Buffer | null; tooLarge: boolean }> {
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  let tooLarge = false;
  if (!req.isMultipart()) return { values: {}, photo, tooLarge };
  try {
    for await (const part of req.parts({
      limits: { fileSize: PHOTO_FORM_MAX_BYTES, files: 1, fields: 40, fieldSize: 1000 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) tooLarge = true;
        else if (part.fieldname === 'photo' && bytes.length > 0) photo = bytes;
      } else if (typeof part.value === 'string') fields[part.fieldname] ??= part.value;
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') tooLarge = true;
    else throw err;
  }
  // A field the browser did not send (no form leaves one out) is empty, as in the form.
  return { values: valuesOf(admissionFields(), (name) => fields[name] ?? ''), photo, tooLarge };
}

/**
 * The photo as the form's code sends it: a data URL, shrunk to 640 px at most as a JPEG.
 * A file that is no picture goes as it came (its first bytes), for the API to refuse as
 * it refuses any other.
 */
async function photoDataUrl(photo: Buffer | null): Promise<string> {
  if (!photo) return '';
  try {
    const jpeg = await sharp(photo, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({
        width: PHOTO_MAX_SIDE,
        height: PHOTO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 82 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    return `data:application/octet-stream;base64,${photo.subarray(0, 4096).toString('base64')}`;
  }
}

/**
 * The admission form sent as a plain HTML form (multipart, with the photo): the API's
 * `admissions.create` from the reader's address, with the date of birth read in the
 * school's order and the page's language for the family's SMS. Taken: the acknowledgement
 * slip's content (what was sent, without the photo). Refused: the form again as typed,
 * each refusal beside its field (a photo must be chosen again: a browser keeps no file).
 */
export async function admissionFormAnswer(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  language: PageLanguage,
): Promise<PageFormAnswer> {
  const { values, photo, tooLarge } = await admissionFormOf(req);
  const typed = { ...values, photo: photo ? 'sent' : '' };
  if (tooLarge)
    return {
      form: 'admission',
      values: typed,
      status: 413,
      body: {
        error: {
          code: 'payload_too_large',
          message: 'The photo is too large',
          details: {
            fields: [
              {
                field: 'photo',
                message: 'The photo is too large',
                rule: ruleOf({ message: 'The photo is too large' }),
              },
            ],
          },
        },
      },
    };
  const order = await schoolDateOrder(app);
  const sent = {
    ...values,
    dateOfBirth: dateOfBirth(values.dateOfBirth ?? '', order),
    photo: await photoDataUrl(photo),
    language,
  };
  const res = await callAsReader(app, req, reply, {
    method: 'POST',
    url: endpoints['admissions.create'].path,
    payload: sent,
    headers: { 'content-type': 'application/json' },
  });
  const body = bodyOf(res.body);
  if (res.statusCode === 201)
    return {
      form: 'admission',
      values: typed,
      status: 201,
      body: {
        reference: (body as { reference?: string } | null)?.reference ?? '',
        values: { ...sent, photo: '' },
        sentAt: new Date().toISOString(),
      },
    };
  return answerOf({ form: 'admission' }, typed, res.statusCode, body, order);
}
