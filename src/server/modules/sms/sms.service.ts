import { ADMISSION_WORDS } from '../../../shared/admission-words.ts';
import type { Grade } from '../../../shared/constants.ts';
import type { SchoolIdentity } from '../../../shared/schemas/site.ts';
import type { SmsPreview, SmsSendInput, SmsSource } from '../../../shared/schemas/sms.ts';
import { normalizeBdMobile, smsParts } from '../../../shared/sms.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { contentRepository } from '../content/content.repository.ts';
import { EMPTY_SCHOOL } from '../site/site.repository.ts';
import { type QueuedPlan, type Recipient, smsRepository } from './sms.repository.ts';

type Language = 'bn' | 'en';

/** One message ready to queue. */
export type Planned = QueuedPlan['messages'][number];

/** A batch as planned: what is queued, and who gets nothing and why. */
export type Plan = QueuedPlan & {
  skipped: SmsPreview['skipped'];
  skippedCount: number;
  shared: number;
};

const bnNumber = new Intl.NumberFormat('bn-BD', { useGrouping: false });

/** The school's name as an SMS signs it: the short name where there is one (each character costs). */
export async function schoolNames(db: Db): Promise<Record<Language, string>> {
  const identity: SchoolIdentity =
    (await contentRepository(db).get('school'))?.value ?? EMPTY_SCHOOL;
  const pick = (l: Language) =>
    identity.shortName[l] || identity.name[l] || identity.shortName.en || identity.name.en;
  return { en: pick('en'), bn: pick('bn') };
}

/** The words of an admission template for one family, in their language. */
async function admissionTexts(
  db: Db,
  template: 'admission' | 'lottery',
  periodId: string,
  school: Record<Language, string>,
): Promise<(r: Recipient) => string> {
  const repo = smsRepository(db);
  const grade = ((await repo.periodGrade(periodId)) ?? 'vi') as Grade;
  const en = ADMISSION_WORDS.en.classes[grade];
  const bn = ADMISSION_WORDS.bn.classes[grade];
  if (template === 'admission')
    return (r) =>
      r.language === 'bn'
        ? `${school.bn}: ${bn} শ্রেণিতে ভর্তির আবেদন ${r.reference} গ্রহণ করা হয়েছে। নম্বরটি রেখে দিন।`
        : `${school.en}: application ${r.reference} for class ${en} was received. Keep this reference.`;
  const draw = await repo.publishedDraw(periodId);
  if (!draw)
    throw new HttpError(
      409,
      'lottery_not_published',
      "This period's lottery is not published yet: publish it first.",
    );
  const admitted = new Set(draw.admitted.map((a) => a.reference));
  return (r) => {
    const ref = r.reference ?? '';
    const waiting = draw.waiting.indexOf(ref) + 1;
    if (r.language === 'bn')
      return admitted.has(ref)
        ? `${school.bn}: ${bn} শ্রেণির ভর্তি লটারিতে আবেদন ${ref} নির্বাচিত হয়েছে। কাগজপত্রসহ অফিসে আসুন।`
        : waiting
          ? `${school.bn}: ${bn} শ্রেণির ভর্তি লটারিতে আবেদন ${ref} অপেক্ষমাণ তালিকায় ${bnNumber.format(waiting)} নম্বরে আছে।`
          : `${school.bn}: ${bn} শ্রেণির ভর্তি লটারিতে আবেদন ${ref} নির্বাচিত হয়নি।`;
    return admitted.has(ref)
      ? `${school.en}: application ${ref} was selected in the class ${en} admission lottery. Please come to the office with the papers.`
      : waiting
        ? `${school.en}: application ${ref} is number ${waiting} on the class ${en} waiting list.`
        : `${school.en}: application ${ref} was not selected in the class ${en} admission lottery.`;
  };
}

/** A text in the reader's language, else the other one. */
const textFor = (en: string, bn: string, language: Language) =>
  (language === 'bn' ? bn || en : en || bn).trim();

/**
 * Who gets which words: numbers read and normalised (`8801…`), those without one or with
 * one that is not a Bangladeshi mobile, or on the no-SMS list, set aside with why; one
 * message per number (two children of one guardian: one SMS, in the first one's name).
 */
export async function planBatch(
  db: Db,
  input: Pick<SmsSendInput, 'audience' | 'message'>,
): Promise<Plan> {
  const repo = smsRepository(db);
  const recipients = await repo.recipients(input.audience);
  const message = input.message;
  let source: SmsSource = 'custom';
  let sourceId: string | null = null;
  let words: (r: Recipient) => string;
  let textEn = '';
  let textBn = '';
  if (message.kind === 'text') {
    textEn = (message.textEn ?? '').trim();
    textBn = (message.textBn ?? '').trim();
    if (message.from) {
      source = message.from.source;
      sourceId = message.from.id;
    }
    words = (r) => textFor(textEn, textBn, r.language);
  } else {
    if (input.audience.kind !== 'applicants')
      throw new HttpError(
        400,
        'validation_failed',
        'An admission message goes to the applicants of an admission period: choose one.',
      );
    source = message.template;
    sourceId = input.audience.periodId;
    const school = await schoolNames(db);
    words = await admissionTexts(db, message.template, input.audience.periodId, school);
    const sample = (language: Language) =>
      words({ id: null, name: '', phone: '', language, reference: 'ADM-0000-0000' });
    textEn = sample('en');
    textBn = sample('bn');
  }
  const optedOut = await repo.optedOut();
  const skipped: SmsPreview['skipped'] = [];
  let skippedCount = 0;
  let shared = 0;
  const byPhone = new Map<string, Planned>();
  const skip = (name: string, reason: SmsPreview['skipped'][number]['reason']) => {
    skippedCount++;
    if (skipped.length < 100) skipped.push({ name, reason });
  };
  for (const r of recipients) {
    if (r.phone.trim() === '') {
      skip(r.name, 'no_number');
      continue;
    }
    const phone = normalizeBdMobile(r.phone);
    if (!phone) {
      skip(r.name, 'invalid_number');
      continue;
    }
    if (optedOut.has(phone)) {
      skip(r.name, 'opted_out');
      continue;
    }
    if (byPhone.has(phone)) {
      shared++;
      continue;
    }
    const body = words(r);
    byPhone.set(phone, {
      recipientId: r.id,
      recipientName: r.name,
      phone,
      language: r.language,
      body,
      parts: smsParts(body).parts,
    });
  }
  return {
    source,
    sourceId,
    textEn,
    textBn,
    messages: [...byPhone.values()],
    skipped,
    skippedCount,
    shared,
  };
}

/** The per-language summary the office sees before sending. */
export function languagesOf(plan: Plan): SmsPreview['languages'] {
  const out: SmsPreview['languages'] = [];
  for (const language of ['bn', 'en'] as const) {
    const mine = plan.messages.filter((m) => m.language === language);
    if (mine.length === 0) continue;
    const text = mine[0]!.body;
    const parts = smsParts(text);
    out.push({
      language,
      recipients: mine.length,
      text,
      encoding: parts.encoding,
      partsEach: parts.parts,
      units: parts.units,
    });
  }
  return out;
}

/** A starting text from a notice or an exam's published results, in both languages. */
export async function draftFrom(
  db: Db,
  source: 'notice' | 'result',
  id: string,
  siteUrl: string,
): Promise<{ textEn: string; textBn: string }> {
  const school = await schoolNames(db);
  if (source === 'notice') {
    const notice = await smsRepository(db).notice(id);
    if (!notice) throw new HttpError(404, 'not_found', 'That notice is not on the site.');
    const link = `${siteUrl}/notice/${id}`;
    return {
      textEn: `${school.en}: notice: ${notice.title} ${link}`,
      textBn: `${school.bn}: নোটিশ: ${notice.title} ${link}`,
    };
  }
  const exam = await smsRepository(db).exam(id);
  if (!exam) throw new HttpError(404, 'not_found', 'That exam is not on the site.');
  const link = `${siteUrl}/result`;
  return {
    textEn: `${school.en}: the results of the ${exam.title} are published: ${link}`,
    textBn: `${school.bn}: ${exam.titleBn || exam.title}-এর ফলাফল প্রকাশিত হয়েছে: ${link}`,
  };
}
