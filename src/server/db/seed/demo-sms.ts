import { randomUUID } from 'node:crypto';
import { smsRepository } from '../../modules/sms/sms.repository.ts';
import { planBatch } from '../../modules/sms/sms.service.ts';
import type { Db } from '../client.ts';

/**
 * The demo school's SMS (issue 47): one message to every guardian, queued as the office
 * would queue it. The site's fake gateway (SMS_PROVIDER=fake, the demo's default) sends it
 * once the site is up, so the SMS screen has a sent batch and the demo phones a message.
 */
export async function seedDemoSms(db: Db) {
  const audience = { kind: 'guardians' as const, classes: [] };
  const plan = await planBatch(db, {
    audience,
    message: {
      kind: 'text',
      textEn:
        "Char Nilkamal School: the half-yearly exam results are published on the school's website, under Results.",
      textBn:
        'চর নীলকমল মাধ্যমিক বিদ্যালয়: অর্ধবার্ষিক পরীক্ষার ফলাফল বিদ্যালয়ের ওয়েবসাইটে ফলাফল পাতায় প্রকাশিত হয়েছে।',
      from: null,
    },
  });
  await smsRepository(db).queue(plan, {
    audience,
    clientKey: randomUUID(),
    ratePoisha: 35,
    capPoisha: null,
    by: { id: null, name: 'বিদ্যালয় অফিস' },
  });
}
